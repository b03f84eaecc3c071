import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TabBar, TabPanel } from "./tab-bar";

const TABS = [
  { id: "one", label: "First" },
  { id: "two", label: "Second" },
  { id: "three", label: "Third" },
] as const;
type Id = (typeof TABS)[number]["id"];

function Harness({ onChange }: { onChange?: (id: Id) => void }) {
  const [active, setActive] = useState<Id>("one");
  return (
    <>
      <TabBar
        tabs={TABS}
        activeId={active}
        onChange={(id) => {
          setActive(id);
          onChange?.(id);
        }}
        label="Sections"
        idBase="t"
      />
      <TabPanel idBase="t" tabId={active}>
        {`Panel ${active}`}
      </TabPanel>
    </>
  );
}

describe("TabBar", () => {
  it("is a labelled tab list whose active tab is selected and controls the panel", () => {
    render(<Harness />);
    expect(screen.getByRole("tablist", { name: "Sections" })).toBeInTheDocument();
    const first = screen.getByRole("tab", { name: "First" });
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Second" })).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel", { name: "First" });
    expect(first).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveTextContent("Panel one");
  });

  it("keeps only the active tab in the Tab order (roving tabindex)", async () => {
    render(<Harness />);
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "First" })).toHaveFocus();
    // The next Tab leaves the list for the panel, not for the next tab.
    await userEvent.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("moves and selects with the arrow keys (wrapping), Home and End", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    screen.getByRole("tab", { name: "First" }).focus();

    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Second" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Second" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel two");

    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Third" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "First" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Third" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "First" })).toHaveFocus();
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(["two", "three", "one", "three", "one"]);
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it("reports a click", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole("tab", { name: "Third" }));
    expect(onChange).toHaveBeenCalledWith("three");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel three");
  });
});
