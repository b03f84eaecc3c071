import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Pager } from "./pager";

/** A list of `total` rows, 10 a page, opened at `start`, as a screen holds its page. */
function List({ start, total }: { start: number; total: number }) {
  const [page, setPage] = useState(start);
  const shown = Math.max(0, Math.min(10, total - (page - 1) * 10));
  return <Pager page={page} pageSize={10} total={total} shown={shown} onPage={setPage} />;
}

describe("Pager", () => {
  it('says where the list is: "Page 2 of 3", Previous and Next on', async () => {
    render(<List start={2} total={25} />);
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("moves to the last page when the page asked for is past it (its last row was deleted)", async () => {
    // 21 rows, on page 3; the one row of page 3 is deleted: 20 rows, 2 pages.
    render(<List start={3} total={20} />);
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
    expect(screen.queryByText("Page 3 of 2")).not.toBeInTheDocument();
  });

  it("asks for page 1 when the list is empty, and then shows no pager", async () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <Pager page={2} pageSize={10} total={0} shown={0} onPage={onPage} />,
    );
    expect(onPage).toHaveBeenCalledWith(1);
    rerender(<Pager page={1} pageSize={10} total={0} shown={0} onPage={onPage} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});
