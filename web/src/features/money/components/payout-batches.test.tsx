// HTTP is a stubbed `fetch` answering like the API (it keeps the batch's state); the API itself
// is covered by its own tests (api/src/areas/money/payout-batches.routes.test.ts).
import type {
  AdminPayoutRequest,
  PayeeDetails,
  PayoutBatch,
} from "@filtercycle/contract/money/money";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { CustomerPayeeSection } from "./customer-payee-section";
import { PayoutBatchesPage } from "./payout-batches-page";

const request = (id: number, code: string, name: string, amount: number): AdminPayoutRequest => ({
  id,
  amount,
  status: "approved",
  requestedAt: "2026-11-18T09:00:00.000Z",
  requestedBy: "Owner",
  note: "",
  decidedAt: "2026-11-19T05:00:00.000Z",
  declineReason: "",
  paidOn: null,
  reference: "",
  customerCode: code,
  customerName: name,
  balance: amount + 100,
});
const APPROVED = [
  request(31, "FC-8101", "Terrace Café", 500),
  request(32, "FC-8103", "Corner Stall", 100),
];

const BATCH: PayoutBatch = {
  id: 7,
  source: "requests",
  status: "open",
  createdAt: "2026-11-20T05:00:00.000Z",
  createdBy: "Asha",
  paidOn: null,
  paidBy: null,
  total: 500,
  payable: 1,
  blocked: 1,
  items: [
    {
      id: 1,
      customerCode: "FC-8101",
      customerName: "Terrace Café",
      requestId: 31,
      amount: 500,
      state: "pending",
      blockedReason: "",
      channel: "bank",
      beneficiaryName: "Terrace Café LLP",
      bankAccount: "••••6789",
      ifsc: "HDFC0001234",
      upiId: "",
      reference: "FCB7-FC-8101",
    },
    {
      id: 2,
      customerCode: "FC-8103",
      customerName: "Corner Stall",
      requestId: 32,
      amount: 100,
      state: "blocked",
      blockedReason: "No payee details: add a bank account or a UPI ID on the customer's page.",
      channel: "",
      beneficiaryName: "Corner Stall",
      bankAccount: "",
      ifsc: "",
      upiId: "",
      reference: "FCB7-FC-8103",
    },
  ],
};

type Call = { method: string; path: string; body: unknown };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Like the API: a batch is made, then paid; payee details are replaced. */
function serve() {
  const calls: Call[] = [];
  let batch: PayoutBatch | null = null;
  let payee: PayeeDetails = {
    accountHolderName: "",
    bankAccountNumber: "",
    ifsc: "",
    upiId: "",
    pan: "",
    gstin: "",
    updatedAt: null,
    updatedBy: null,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const method = init?.method ?? "GET";
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === "/api/admin/payout_requests")
        return json({ items: APPROVED, page: 1, pageSize: 200, total: 2 });
      if (url.pathname === "/api/admin/payout_batches" && method === "POST") {
        batch = structuredClone(BATCH);
        return json(batch, 201);
      }
      if (url.pathname === "/api/admin/payout_batches")
        return json({ items: batch ? [batch] : [], page: 1, pageSize: 20, total: batch ? 1 : 0 });
      if (url.pathname === "/api/admin/payout_batches/7/pay" && batch) {
        batch.status = "paid";
        batch.paidOn = body.date;
        batch.paidBy = "Asha";
        batch.items[0] = { ...(batch.items[0] as PayoutBatch["items"][number]), state: "paid" };
        return json(batch);
      }
      if (url.pathname === "/api/admin/payout_batches/7" && batch) return json(batch);
      if (url.pathname === "/api/admin/customers/FC-8101/payee") {
        if (method === "PUT") {
          payee = { ...body, updatedAt: "2026-11-20T05:00:00.000Z", updatedBy: "Asha" };
        }
        return json(payee);
      }
      return json({ status: 404, detail: "Not found." }, 404);
    }),
  );
  return calls;
}

function renderAt(path: string, element: React.ReactNode, url = path) {
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

describe("payout batches screen", () => {
  it("makes a batch of the chosen approved requests, shows the blocked business's reason, offers both files and marks it paid", async () => {
    const user = userEvent.setup();
    const calls = serve();
    const router = renderAt("/admin/payouts/batches", <PayoutBatchesPage />);
    const form = await screen.findByRole("form", { name: "Approved payout requests" });
    expect(await within(form).findByLabelText("FC-8101 Terrace Café: ₹500.00")).toBeChecked();
    await user.click(
      within(form).getByRole("button", { name: "Make batch of the chosen requests" }),
    );
    await waitFor(() => expect(router.state.location.search).toBe("?batch=7"));
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([
      ["/api/admin/payout_batches", { source: "requests", requestIds: [31, 32] }],
    ]);

    const lines = await screen.findByRole("table", { name: "Lines of the batch" });
    const rows = within(lines)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        "FC-8101 Terrace Café",
        "₹500.00",
        "Terrace Café LLP, bank ••••6789, HDFC0001234",
        "FCB7-FC-8101",
        "To pay",
      ],
      [
        "FC-8103 Corner Stall",
        "₹100.00",
        "",
        "FCB7-FC-8103",
        "BlockedNo payee details: add a bank account or a UPI ID on the customer's page.",
      ],
    ]);
    expect(
      screen.getByText("₹500.00 to 1 business; 1 blocked.", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download bank file (CSV)" })).toHaveAttribute(
      "href",
      "/api/admin/payout_batches/7/bank.csv",
    );
    expect(screen.getByRole("link", { name: "Download UPI list (CSV)" })).toHaveAttribute(
      "href",
      "/api/admin/payout_batches/7/upi.csv",
    );

    const date = screen.getByLabelText("Date paid");
    await user.clear(date);
    await user.type(date, "2026-11-20");
    await user.click(screen.getByRole("button", { name: "Mark batch paid" }));
    expect(
      await screen.findByText(
        "Batch 7 marked paid: every payout is recorded with its reference and each business is e-mailed its receipt.",
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").at(-1)).toEqual({
      method: "POST",
      path: "/api/admin/payout_batches/7/pay",
      body: { date: "2026-11-20" },
    });
    expect(
      await screen.findByText("Marked paid on 20 Nov 2026 by Asha.", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark batch paid" })).toBeNull();
  });
});

describe("marking a batch paid with the day the field fills in", () => {
  it("sends the day the box shows (02/12/2026) as 2026-12-02", async () => {
    // Only the clock is fixed (today in Ahmedabad is 2 Dec 2026); timers stay real for userEvent.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-02T06:30:00.000Z"));
    try {
      const user = userEvent.setup();
      const calls = serve();
      renderAt("/admin/payouts/batches", <PayoutBatchesPage />);
      const form = await screen.findByRole("form", { name: "Approved payout requests" });
      await within(form).findByLabelText("FC-8101 Terrace Café: ₹500.00");
      await user.click(
        within(form).getByRole("button", { name: "Make batch of the chosen requests" }),
      );
      const date = await screen.findByLabelText("Date paid");
      expect(date).toHaveValue("02/12/2026");
      await user.click(screen.getByRole("button", { name: "Mark batch paid" }));
      expect(
        await screen.findByText("Marked paid on 2 Dec 2026 by Asha.", { exact: false }),
      ).toBeInTheDocument();
      expect(calls.filter((c) => c.method === "POST").at(-1)).toEqual({
        method: "POST",
        path: "/api/admin/payout_batches/7/pay",
        body: { date: "2026-12-02" },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a batch's lines and what can be paid", () => {
  it("does not offer a request already waiting in a batch, and offers no Mark batch paid when every line is blocked", async () => {
    const user = userEvent.setup();
    const calls: Call[] = [];
    const allBlocked: PayoutBatch = {
      ...BATCH,
      id: 8,
      total: 0,
      payable: 0,
      blocked: 1,
      items: [BATCH.items[1] as PayoutBatch["items"][number]],
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), "http://localhost");
        calls.push({ method: init?.method ?? "GET", path: url.pathname, body: init?.body });
        if (url.pathname === "/api/admin/payout_requests")
          return json({
            items: [
              { ...APPROVED[0], waitsInBatch: 7 },
              { ...APPROVED[1], waitsInBatch: null },
            ],
            page: 1,
            pageSize: 200,
            total: 2,
          });
        if (url.pathname === "/api/admin/payout_batches")
          return json({ items: [allBlocked], page: 1, pageSize: 20, total: 1 });
        if (url.pathname === "/api/admin/payout_batches/8") return json(allBlocked);
        return json({ status: 404, detail: "Not found." }, 404);
      }),
    );
    renderAt("/admin/payouts/batches", <PayoutBatchesPage />, "/admin/payouts/batches?batch=8");
    const form = await screen.findByRole("form", { name: "Approved payout requests" });
    expect(await within(form).findByLabelText("FC-8103 Corner Stall: ₹100.00")).toBeChecked();
    // Terrace Café's request waits in batch 7: that batch pays it.
    expect(within(form).queryByLabelText("FC-8101 Terrace Café: ₹500.00")).toBeNull();

    const markPaid = await screen.findByRole("button", { name: "Mark batch paid" });
    expect(markPaid).toBeDisabled();
    expect(markPaid).toHaveAccessibleDescription(
      "Every line is blocked: nothing in this batch can be paid. Cancel it, fix the reasons shown and make a new one.",
    );
    await user.click(markPaid);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});

describe("payee details panel", () => {
  it("checks the GSTIN's check character before sending, then saves the details", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAt(
      "/admin/customers/:code",
      <CustomerPayeeSection customerCode="FC-8101" />,
      "/admin/customers/FC-8101",
    );
    expect(
      await screen.findByText(
        "No payee details yet: payouts in batches list this business as blocked.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit payee details" }));
    await user.type(screen.getByLabelText(/^UPI ID/), "terrace@okhdfcbank");
    await user.type(screen.getByLabelText(/^GSTIN/), "27AAPFU0939F1ZW");
    await user.click(screen.getByRole("button", { name: "Save payee details" }));
    expect(
      await screen.findByText(
        "is not a valid GSTIN: its check character (the 15th) should be V; check for a typing mistake",
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);

    const gstin = screen.getByLabelText(/^GSTIN/);
    await user.clear(gstin);
    await user.type(gstin, "27AAPFU0939F1ZV");
    await user.click(screen.getByRole("button", { name: "Save payee details" }));
    expect(
      await screen.findByText(
        "Payee details saved. The business's owners are e-mailed about the change.",
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toEqual([
      {
        method: "PUT",
        path: "/api/admin/customers/FC-8101/payee",
        body: {
          accountHolderName: "",
          bankAccountNumber: "",
          ifsc: "",
          upiId: "terrace@okhdfcbank",
          pan: "",
          gstin: "27AAPFU0939F1ZV",
        },
      },
    ]);
    expect(screen.getByText("27AAPFU0939F1ZV")).toBeInTheDocument();
  });
});
