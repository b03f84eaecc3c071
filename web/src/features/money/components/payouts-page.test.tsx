// HTTP is a stubbed `fetch` answering like the API; the API itself is covered by its own tests.
import type { LedgerEntry } from "@filtercycle/contract/money/admin-ledger";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { PayoutsPage } from "./payouts-page";

const ENTRY: LedgerEntry = {
  id: 7,
  kind: "redemption",
  customerCode: "FC-5001",
  customerName: "Ledger Café",
  date: "2025-02-10",
  amount: 1250.5,
  reference: "UTR-0001",
  note: "February",
  recordedBy: "Asha",
  createdAt: "2025-02-10T05:00:00.000Z",
};

type Call = { method: string; path: string; search: URLSearchParams; body: unknown };

function serve() {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({
        method: init?.method ?? "GET",
        path: url.pathname,
        search: url.searchParams,
        body,
      });
      if (url.pathname === "/api/admin/payouts" && init?.method === "POST") {
        if (body.amount > 41.9 && !body.overrideReason)
          return json(
            { status: 400, detail: "over", errors: [{ field: "amount", message: "over" }] },
            400,
          );
        return json(
          {
            entry: { ...ENTRY, id: 8, amount: body.amount, note: "x" },
            balance: {
              balance: 41.9 - body.amount,
              credits: 41.9,
              payouts: body.amount,
              adjustments: 0,
            },
          },
          201,
        );
      }
      if (url.pathname === "/api/admin/adjustments" && init?.method === "POST")
        return json(
          {
            entry: { ...ENTRY, id: 9, kind: "adjustment", amount: body.amount, note: body.reason },
            balance: {
              balance: 41.9 + body.amount,
              credits: 41.9,
              payouts: 0,
              adjustments: body.amount,
            },
          },
          201,
        );
      if (url.pathname === "/api/admin/payouts")
        return json({ items: [ENTRY], page: 1, pageSize: 50, total: 1 });
      if (url.pathname === "/api/admin/customers/FC-5001/balance")
        return json({ balance: 41.9, credits: 41.9, payouts: 0, adjustments: 0 });
      return json({ status: 404, detail: "No such customer." }, 404);
    }),
  );
  return calls;
}

function renderPage(url = "/admin/payouts") {
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/admin/payouts", element: <PayoutsPage /> }], {
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

describe("payouts screen", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("lists entries with the URL's filters, and keeps new filters in the URL", async () => {
    const user = userEvent.setup();
    const calls = serve();
    const router = renderPage("/admin/payouts?customer=FC-5001&from=2025-01-01&page=2");
    const table = await screen.findByRole("table", {
      name: "Payouts and adjustments, newest first",
    });
    const row = within(table).getByRole("row", { name: /10 Feb 2025/ });
    expect(within(row).getByText("₹1,250.50")).toBeInTheDocument();
    expect(within(row).getByText("Payout")).toBeInTheDocument();
    expect(within(row).getByText("UTR-0001")).toBeInTheDocument();
    const list = calls.find((c) => c.path === "/api/admin/payouts");
    expect(list?.search.get("customerCode")).toBe("FC-5001");
    expect(list?.search.get("from")).toBe("2025-01-01");
    expect(list?.search.get("page")).toBe("2");

    const filters = screen.getByRole("form", { name: "Filter the list" });
    await user.selectOptions(within(filters).getByLabelText("Kind"), "Adjustments only");
    await user.click(within(filters).getByRole("button", { name: "Apply filters" }));
    expect(router.state.location.search).toBe("?customer=FC-5001&kind=adjustment&from=2025-01-01");
  });

  it("shows the balance and asks for an override reason above it", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage();
    const form = screen.getByRole("region", { name: "Record payout" });
    await user.type(within(form).getByLabelText("Customer code"), "FC-5001");
    expect(await within(form).findByText("Current balance: ₹41.90")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Amount (₹)"), "50");
    const reason = await within(form).findByLabelText("Reason for paying more than the balance");
    expect(
      within(form).getByText(/This payout is more than the balance of ₹41.90/),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Date paid"), "2025-02-10");
    await user.type(within(form).getByLabelText("Reference (UTR or cheque number)"), "UTR-9");
    await user.click(within(form).getByRole("button", { name: "Record payout" }));
    expect(await within(form).findByText("Fill this in.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(reason, "Advance agreed");
    await user.click(within(form).getByRole("button", { name: "Record payout" }));
    expect(
      await within(form).findByText("Payout of ₹50.00 recorded for FC-5001. New balance: -₹8.10."),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      customerCode: "FC-5001",
      amount: 50,
      date: "2025-02-10",
      reference: "UTR-9",
      note: "",
      overrideReason: "Advance agreed",
    });
  });

  it("checks the adjustment's amount and reason before sending", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage();
    const form = screen.getByRole("region", { name: "Record adjustment" });
    await user.type(within(form).getByLabelText(/^Amount/), "0");
    await user.click(within(form).getByRole("button", { name: "Record adjustment" }));
    expect(await within(form).findByText("Enter an amount other than 0.")).toBeInTheDocument();
    expect(within(form).getAllByText("Fill this in.")).toHaveLength(2); // customer code, reason
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it('reads a payout typed as "3,000.50" as ₹3,000.50', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage();
    const form = screen.getByRole("region", { name: "Record payout" });
    await user.type(within(form).getByLabelText("Customer code"), "FC-5001");
    expect(await within(form).findByText("Current balance: ₹41.90")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Amount (₹)"), "3,000.50");
    // Understood as 3000.50: more than the balance, so the override reason is asked for.
    await user.type(
      await within(form).findByLabelText("Reason for paying more than the balance"),
      "Advance",
    );
    await user.type(within(form).getByLabelText("Date paid"), "2025-02-10");
    await user.type(within(form).getByLabelText("Reference (UTR or cheque number)"), "UTR-9");
    await user.click(within(form).getByRole("button", { name: "Record payout" }));
    expect(
      await within(form).findByText(
        "Payout of ₹3,000.50 recorded for FC-5001. New balance: -₹2,958.60.",
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ amount: 3000.5 });
  });

  it('reads an adjustment typed as "-1,250.50", and refuses less than a paisa', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage();
    const form = screen.getByRole("region", { name: "Record adjustment" });
    await user.type(within(form).getByLabelText("Customer code"), "FC-5001");
    const amount = within(form).getByLabelText(/^Amount/);
    await user.type(amount, "0.001");
    await user.type(within(form).getByLabelText("Date"), "2025-02-10");
    await user.type(within(form).getByLabelText("Reason"), "Weighing error");
    await user.click(within(form).getByRole("button", { name: "Record adjustment" }));
    expect(await within(form).findByText("Amount must be at least ₹0.01.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(amount);
    await user.type(amount, "-1,250.50");
    await user.click(within(form).getByRole("button", { name: "Record adjustment" }));
    expect(
      await within(form).findByText(
        "Adjustment of -₹1,250.50 recorded for FC-5001. New balance: -₹1,208.60.",
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      customerCode: "FC-5001",
      amount: -1250.5,
      date: "2025-02-10",
      reason: "Weighing error",
    });
  });
});
