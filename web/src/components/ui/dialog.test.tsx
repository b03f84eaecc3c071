import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Dialog } from "./dialog";

function Example() {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setCloses((n) => n + 1);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <output>{`closed ${closes} times`}</output>
      {open ? (
        <Dialog labelledBy="title" onClose={close} initialFocus={closeButton}>
          <h2 id="title">Details</h2>
          <Button>First</Button>
          <Button ref={closeButton} onClick={close}>
            Close
          </Button>
        </Dialog>
      ) : null}
    </>
  );
}

describe.each([
  ["plain", (ui: React.ReactNode) => ui],
  ["StrictMode", (ui: React.ReactNode) => <StrictMode>{ui}</StrictMode>],
])("Dialog (%s)", (_, wrap) => {
  it("opens modal with focus on the chosen control, and Close returns focus to the opener", async () => {
    const user = userEvent.setup();
    render(wrap(<Example />));
    await user.click(screen.getByRole("button", { name: "Open" }));

    const dialog = await screen.findByRole("dialog", { name: "Details" });
    // Still open after StrictMode's extra unmount and mount.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe("hidden");
    expect(screen.getByText("closed 0 times")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe("");
    expect(screen.getByText("closed 1 times")).toBeInTheDocument();
  });

  it("closes on Escape and on a click on the backdrop, once each", async () => {
    const user = userEvent.setup();
    render(wrap(<Example />));
    await user.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(await screen.findByRole("dialog"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("closed 2 times")).toBeInTheDocument();
  });
});
