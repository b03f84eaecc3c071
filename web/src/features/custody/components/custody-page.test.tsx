// HTTP is a stubbed `fetch` answering like the API (api/src/areas/pickups/custody.routes.test.ts
// covers the API itself).
import type { AdminBatch, AdminIntake } from "@filtercycle/contract/custody/custody";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { bagCodesOf } from "./batch-forms";
import { CustodyPage } from "./custody-page";

const BAG: AdminIntake = {
  pickupId: "p-1",
  bagCode: "FC-B-0042",
  customerCode: "FC-1001",
  businessName: "Terrace Café",
  kioskLabel: "Counter",
  collectedOn: "2026-11-12",
  pickupKg: 2,
  intakeId: 7,
  receivedOn: "2026-11-14",
  intakeKg: 2.144,
  differencePercent: 7.2,
  flagged: true,
  intakeNote: "Wet bag",
  batchCode: null,
};
const WITHIN: AdminIntake = {
  ...BAG,
  pickupId: "p-2",
  bagCode: "FC-B-0041",
  intakeId: 6,
  intakeKg: 1.95,
  differencePercent: -2.5,
  flagged: false,
  intakeNote: "",
  batchCode: "B-2026-118",
};
const AWAITING: AdminIntake = {
  ...BAG,
  pickupId: "p-3",
  bagCode: "FC-B-0043",
  intakeId: null,
  receivedOn: null,
  intakeKg: null,
  differencePercent: null,
  flagged: false,
  intakeNote: "",
};
const BATCH: AdminBatch = {
  id: 3,
  code: "B-2026-118",
  startedOn: "2026-11-15",
  note: "",
  bagCount: 2,
  intakeKg: 3.9,
  lots: [{ id: 1, code: "L-0412", product: "coasters", madeOn: "2026-11-20" }],
};

type Call = { method: string; path: string; search: string; body: unknown };

function serve() {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": status < 400 ? "application/json" : "application/problem+json" },
    });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      if (url.pathname === "/api/admin/intakes" && method === "POST") {
        if (body.bagCode === "FC-B-9999")
          return json(
            {
              status: 404,
              title: "Not Found",
              detail: "No pickup has the bag code FC-B-9999.",
              errors: [{ field: "bagCode", message: "no pickup has this bag code" }],
            },
            404,
          );
        return json(
          { ...AWAITING, intakeId: 9, receivedOn: body.receivedOn, intakeKg: body.weightKg },
          201,
        );
      }
      if (url.pathname === "/api/admin/intakes") {
        const status = url.searchParams.get("status");
        const items =
          status === "flagged" ? [BAG] : status === "received" ? [BAG, WITHIN] : [AWAITING];
        return json({ items, page: 1, pageSize: 50, total: items.length, tolerancePercent: 5 });
      }
      if (url.pathname === "/api/admin/batches" && method === "POST") {
        if (body.bagCodes.includes("FC-B-0043"))
          return json(
            {
              status: 409,
              title: "Conflict",
              detail: "Bag FC-B-0043 has not been received at the plant; record its intake first.",
            },
            409,
          );
        return json(
          { ...BATCH, id: 4, code: body.code, bagCount: body.bagCodes.length, lots: [] },
          201,
        );
      }
      if (url.pathname === "/api/admin/batches")
        return json({ items: [BATCH], page: 1, pageSize: 25, total: 1 });
      if (url.pathname === "/api/admin/batches/3/lots")
        return json({ ...BATCH, lots: [...BATCH.lots, { id: 2, ...body }] }, 201);
      return json({ status: 404, detail: "Not found" }, 404);
    }),
  );
  return calls;
}

function renderPage(url = "/admin/custody") {
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/admin/custody", element: <CustodyPage /> }], {
    initialEntries: [url],
  });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe("the Custody screen", () => {
  it("lists bags awaiting intake by default; the status filter is in the URL", async () => {
    const calls = serve();
    const router = renderPage();
    const table = await screen.findByRole("table", {
      name: "Bags from pickups, newest pickup first: Awaiting intake",
    });
    const row = within(table).getByRole("rowheader", { name: "FC-B-0043" }).closest("tr");
    if (!row) throw new Error("no row");
    expect(cellsOf(row)).toEqual([
      "FC-1001 Terrace Café",
      "Counter",
      "12 Nov 2026",
      "2.000",
      "—",
      "—",
      "Not received yet",
      "—",
    ]);
    expect(calls[0]?.search).toBe("?status=awaiting&page=1&pageSize=50");
    const filter = screen.getByRole("navigation", { name: "Show bags" });
    expect(within(filter).getByRole("link", { name: "Awaiting intake" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(within(filter).getByRole("link", { name: "Flagged" }));
    await screen.findByRole("table", { name: /: Flagged$/ });
    expect(router.state.location.search).toBe("?status=flagged");
  });

  it("says a flagged bag's difference in words, and a bag within tolerance too", async () => {
    serve();
    renderPage("/admin/custody?status=received");
    const table = await screen.findByRole("table", { name: /: Received$/ });
    const flagged = within(table).getByRole("rowheader", { name: "FC-B-0042" }).closest("tr");
    const fine = within(table).getByRole("rowheader", { name: "FC-B-0041" }).closest("tr");
    if (!flagged || !fine) throw new Error("no rows");
    expect(cellsOf(flagged).slice(3, 7)).toEqual([
      "2.000",
      "14 Nov 2026",
      "2.144",
      "FlaggedWeight differs by +7.2 % (tolerance 5 %)Wet bag",
    ]);
    expect(cellsOf(fine).slice(6)).toEqual(["Within tolerance (−2.5 %)", "B-2026-118"]);
  });

  it("records an intake, showing the API's refusal and then the recorded weight", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage();
    const form = await screen.findByRole("region", { name: "Record intake" });
    await user.click(within(form).getByRole("button", { name: "Record intake" }));
    expect(within(form).getAllByText("is required").length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.type(within(form).getByLabelText("Bag code"), "FC-B-9999");
    await user.type(within(form).getByLabelText("Received on"), "2026-11-14");
    await user.type(within(form).getByLabelText("Weight on intake (kg)"), "1.880");
    await user.click(within(form).getByRole("button", { name: "Record intake" }));
    expect(await within(form).findByText("No pickup has the bag code FC-B-9999.")).toBeVisible();

    const code = within(form).getByLabelText("Bag code");
    await user.clear(code);
    await user.type(code, "FC-B-0043");
    await user.click(within(form).getByRole("button", { name: "Record intake" }));
    expect(
      await within(form).findByText("Intake of bag FC-B-0043 recorded: 1.880 kg."),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
      bagCode: "FC-B-0043",
      receivedOn: "2026-11-14",
      weightKg: 1.88,
      note: "",
    });
  });

  it("creates a batch from typed bag codes and adds a lot; lists batches with bags, kg and lots", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage();
    const list = await screen.findByRole("table", { name: "Processing batches, newest first" });
    const row = within(list).getByRole("rowheader", { name: "B-2026-118" }).closest("tr");
    if (!row) throw new Error("no row");
    expect(cellsOf(row)).toEqual([
      "15 Nov 2026",
      "2",
      "3.900",
      "coasters, lot L-0412 (20 Nov 2026)",
    ]);

    const batch = screen.getByRole("region", { name: "Create batch" });
    await user.type(within(batch).getByLabelText("Batch code"), "B-2026-119");
    await user.type(within(batch).getByLabelText("Started on"), "2026-11-21");
    await user.type(within(batch).getByLabelText("Bag codes"), "FC-B-0043");
    await user.click(within(batch).getByRole("button", { name: "Create batch" }));
    expect(
      await within(batch).findByText(
        "Bag FC-B-0043 has not been received at the plant; record its intake first.",
      ),
    ).toBeVisible();
    const codes = within(batch).getByLabelText("Bag codes");
    await user.clear(codes);
    await user.type(codes, "FC-B-0041, FC-B-0042{enter}FC-B-0044");
    await user.click(within(batch).getByRole("button", { name: "Create batch" }));
    expect(await within(batch).findByText("Batch B-2026-119 created with 3 bags.")).toBeVisible();
    expect(
      calls.filter((c) => c.path === "/api/admin/batches" && c.method === "POST").at(-1)?.body,
    ).toEqual({
      code: "B-2026-119",
      startedOn: "2026-11-21",
      bagCodes: ["FC-B-0041", "FC-B-0042", "FC-B-0044"],
      note: "",
    });

    const lot = screen.getByRole("region", { name: "Add product lot" });
    await user.selectOptions(within(lot).getByLabelText("Batch"), "B-2026-118");
    await user.type(within(lot).getByLabelText("Lot code"), "L-0413");
    await user.type(within(lot).getByLabelText("Product"), "keychains");
    await user.type(within(lot).getByLabelText("Made on"), "2026-11-22");
    await user.click(within(lot).getByRole("button", { name: "Add lot" }));
    expect(
      await within(lot).findByText("Lot L-0413 (keychains) added to batch B-2026-118."),
    ).toBeVisible();
    await waitFor(() =>
      expect(calls.some((c) => c.path === "/api/admin/batches/3/lots")).toBe(true),
    );
  });

  it("reads bag codes one per line or comma-separated", () => {
    expect(bagCodesOf(" FC-B-1,FC-B-2\n\nFC-B-3 ,")).toEqual(["FC-B-1", "FC-B-2", "FC-B-3"]);
  });

  it("has no axe violations", async () => {
    serve();
    renderPage("/admin/custody?status=received");
    await screen.findByRole("table", { name: /: Received$/ });
    await screen.findByRole("table", { name: "Processing batches, newest first" });
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
