import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Column, Table } from "./table";

type Row = { month: string; kg: string };
const columns: Column<Row>[] = [
  { key: "month", header: "Month", cell: (row) => row.month, rowHeader: true },
  { key: "kg", header: "Collected (kg)", cell: (row) => row.kg, align: "end" },
];

describe("Table", () => {
  it("is named by its caption, with column headers and a header per row", () => {
    render(
      <Table
        caption="Collections by month"
        columns={columns}
        rows={[
          { month: "October", kg: "12.5" },
          { month: "November", kg: "9.0" },
        ]}
        rowKey={(row) => row.month}
      />,
    );
    const table = screen.getByRole("table", { name: "Collections by month" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Month", "Collected (kg)"]);
    const november = within(table).getByRole("rowheader", { name: "November" });
    expect(within(november.closest("tr") as HTMLElement).getByRole("cell")).toHaveTextContent(
      "9.0",
    );
  });

  it("says so in one cell when there are no rows", () => {
    render(
      <Table
        caption="Collections"
        captionHidden
        columns={columns}
        rows={[]}
        rowKey={(row) => row.month}
        empty="No collections yet."
      />,
    );
    const cell = screen.getByRole("cell", { name: "No collections yet." });
    expect(cell).toHaveAttribute("colspan", "2");
  });
});
