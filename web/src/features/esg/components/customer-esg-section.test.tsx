// The console's ESG line with a stubbed `fetch` in the contract's shape; the staff endpoints are
// covered by api/src/areas/esg/esg.routes.test.ts.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { calledUrls, json, renderWithProviders, stubApi } from "../../impact/testing/render";
import { esgPack } from "../testing/esg-fixtures";
import { CustomerEsgSection } from "./customer-esg-section";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-23T06:00:00.000Z"), toFake: ["Date"] });
});
afterEach(() => vi.useRealTimers());

describe("the console's ESG pack line", () => {
  it("offers the year's CSV and the customer's ESG tab", async () => {
    const fetchMock = stubApi((url) =>
      url.pathname === "/api/admin/customers/FC-1001/esg_pack"
        ? json({ ...esgPack, year: url.searchParams.get("year") })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<CustomerEsgSection customerCode="FC-1001" />);
    expect(await screen.findByText("1.240 t recycled (1,239.572 kg)")).toBeVisible();
    expect(screen.getByRole("heading", { name: "ESG pack" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/admin/customers/FC-1001/esg_pack.csv?year=2025-26",
    );
    expect(screen.getByRole("link", { name: "Open in the customer's dashboard" })).toHaveAttribute(
      "href",
      "/dashboard?customerId=FC-1001&tab=esg",
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Financial year" }), "2024-25");
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toContain("/api/admin/customers/FC-1001/esg_pack?year=2024-25"),
    );
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/admin/customers/FC-1001/esg_pack.csv?year=2024-25",
    );
  });
});
