// HTTP is a stubbed `fetch` answering like the API (it keeps the requests' state); the API itself
// is covered by its own tests.
import type { AdminPayoutRequest } from "@filtercycle/contract/money/money";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { PayoutsPage } from "./payouts-page";

const REQUESTED: AdminPayoutRequest = {
  id: 21,
  amount: 500,
  status: "requested",
  requestedAt: "2026-11-20T04:30:00.000Z",
  requestedBy: "Priya Shah",
  note: "",
  decidedAt: null,
  declineReason: "",
  paidOn: null,
  reference: "",
  customerCode: "FC-1001",
  customerName: "Green Café",
  balance: 850.8,
};
const APPROVED: AdminPayoutRequest = {
  ...REQUESTED,
  id: 22,
  amount: 1250.5,
  status: "approved",
  requestedAt: "2026-11-18T09:00:00.000Z",
  requestedBy: "Ravi Kumar",
  decidedAt: "2026-11-19T05:00:00.000Z",
  customerCode: "FC-1002",
  customerName: "Blue Bistro",
  balance: 1300,
};
const PAID: AdminPayoutRequest = {
  ...REQUESTED,
  id: 23,
  amount: 400,
  status: "paid",
  paidOn: "2026-11-05",
  reference: "UTR123",
};

type Call = { method: string; path: string; search: string; body: unknown };

/** Like the API: approve, pay and decline change the request; the list filters by status. */
function serve() {
  const calls: Call[] = [];
  const requests = new Map([REQUESTED, APPROVED, PAID].map((r) => [r.id, { ...r }]));
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const method = init?.method ?? "GET";
      calls.push({ method, path: url.pathname, search: url.search, body });
      const action = url.pathname.match(/^\/api\/admin\/payout_requests\/(\d+)\/(\w+)$/);
      if (action && method === "POST") {
        const request = requests.get(Number(action[1]));
        if (!request) return json({ status: 404, detail: "No such request." }, 404);
        if (action[2] === "approve") request.status = "approved";
        if (action[2] === "pay") {
          if (body.reference === "DUP")
            return json(
              {
                status: 400,
                detail: "Invalid body: reference",
                errors: [{ field: "reference", message: "UTR DUP is already recorded." }],
              },
              400,
            );
          Object.assign(request, { status: "paid", paidOn: body.date, reference: body.reference });
        }
        if (action[2] === "decline")
          Object.assign(request, { status: "declined", declineReason: body.reason });
        return json(request);
      }
      if (url.pathname === "/api/admin/payout_requests") {
        const status = url.searchParams.get("status") ?? "open";
        const items = [...requests.values()].filter((r) =>
          status === "all"
            ? true
            : status === "open"
              ? r.status === "requested" || r.status === "approved"
              : r.status === status,
        );
        return json({ items, page: 1, pageSize: 50, total: items.length });
      }
      if (url.pathname === "/api/admin/payouts")
        return json({ items: [], page: 1, pageSize: 50, total: 0 });
      return json({ status: 404, detail: "Not found." }, 404);
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
  const view = render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, ...view };
}

const table = () => screen.findByRole("table", { name: "Payout requests" });
const rowOf = async (code: string) =>
  within(await table())
    .getByRole("rowheader", { name: new RegExp(code) })
    .closest("tr") as HTMLElement;
const posts = (calls: Call[]) =>
  calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body]);

describe("payout requests on the payouts screen", () => {
  it("lists the open requests with the business, amount, requester, balance and status", async () => {
    const calls = serve();
    renderPage();
    const rows = within(await table())
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        "FC-1001 Green Café",
        "₹500.00",
        "Priya Shah, 20 Nov 2026, 10:00 am",
        "₹850.80",
        "Requested",
        "ApproveDecline",
      ],
      [
        "FC-1002 Blue Bistro",
        "₹1,250.50",
        "Ravi Kumar, 18 Nov 2026, 2:30 pm",
        "₹1,300.00",
        "Approved",
        "Mark paidDecline",
      ],
    ]);
    expect(within(await table()).getByRole("link", { name: "FC-1001 Green Café" })).toHaveAttribute(
      "href",
      "/admin/customers/FC-1001",
    );
    expect(calls.find((c) => c.path === "/api/admin/payout_requests")?.search).toBe(
      "?status=open&page=1&pageSize=50",
    );
  });

  it("keeps the status filter in the URL", async () => {
    const user = userEvent.setup();
    const calls = serve();
    const { router } = renderPage("/admin/payouts?requests=paid");
    const row = await rowOf("FC-1001");
    expect(within(row).getByText("Paid on 5 Nov 2026, reference UTR123")).toBeInTheDocument();
    expect(within(row).queryByRole("button")).toBeNull();

    const filter = screen.getByRole("form", { name: "Payout requests" });
    await user.selectOptions(within(filter).getByLabelText("Show"), "All");
    await user.click(within(filter).getByRole("button", { name: "Show" }));
    expect(router.state.location.search).toBe("?requests=all");
    await waitFor(() =>
      expect(calls.map((c) => c.search)).toContain("?status=all&page=1&pageSize=50"),
    );
    expect(within(await table()).getAllByRole("row")).toHaveLength(4);
  });

  it("approves a requested one", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage();
    await user.click(
      within(await rowOf("FC-1001")).getByRole("button", { name: "Approve ₹500.00 for FC-1001" }),
    );
    expect(await screen.findByText("Payout of ₹500.00 for FC-1001 approved.")).toBeInTheDocument();
    expect(posts(calls)).toEqual([["/api/admin/payout_requests/21/approve", undefined]]);
    await waitFor(async () =>
      expect(within(await rowOf("FC-1001")).getByText("Approved")).toBeInTheDocument(),
    );
    expect(
      within(await rowOf("FC-1001")).getByRole("button", { name: "Mark ₹500.00 for FC-1001 paid" }),
    ).toBeInTheDocument();
  });

  it("marks an approved one paid with the date and reference, and refreshes the payouts list", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage();
    await user.click(
      within(await rowOf("FC-1002")).getByRole("button", {
        name: "Mark ₹1,250.50 for FC-1002 paid",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Mark payout paid" });
    expect(within(dialog).getByText("₹1,250.50 to Blue Bistro (FC-1002)")).toBeInTheDocument();
    // Today in the business's time zone to start with.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const date = within(dialog).getByLabelText("Date paid");
    // Shown day first (en-IN): "26/11/2026".
    expect(date).toHaveValue(today.split("-").reverse().join("/"));

    // The reference is required.
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    expect(
      within(dialog).getByLabelText("Reference (UTR or cheque number)"),
    ).toHaveAccessibleDescription("Fill this in.");
    expect(posts(calls)).toEqual([]);

    // The server's field message shows on the field.
    const reference = within(dialog).getByLabelText("Reference (UTR or cheque number)");
    await user.type(reference, "DUP");
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    await waitFor(() =>
      expect(reference).toHaveAccessibleDescription("UTR DUP is already recorded."),
    );

    await user.clear(reference);
    await user.type(reference, "UTR456");
    await user.clear(date);
    await user.type(date, "2026-11-21");
    const ledgerReads = calls.filter((c) => c.path === "/api/admin/payouts").length;
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      screen.getByText("Payout of ₹1,250.50 for FC-1002 marked paid and recorded in the ledger."),
    ).toBeInTheDocument();
    expect(posts(calls).at(-1)).toEqual([
      "/api/admin/payout_requests/22/pay",
      { date: "2026-11-21", reference: "UTR456" },
    ]);
    // Paid is no longer open; the payouts list is read afresh.
    await waitFor(async () =>
      expect(within(await table()).queryByRole("rowheader", { name: /FC-1002/ })).toBeNull(),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/admin/payouts").length).toBeGreaterThan(
        ledgerReads,
      ),
    );
  });

  it("declines with a reason", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage();
    await user.click(
      within(await rowOf("FC-1001")).getByRole("button", { name: "Decline ₹500.00 for FC-1001" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Decline payout request" });
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(within(dialog).getByLabelText("Reason")).toHaveAccessibleDescription(
      "The business sees this reason. Fill this in.",
    );
    expect(posts(calls)).toEqual([]);
    await user.type(within(dialog).getByLabelText("Reason"), "Bank details missing");
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Payout of ₹500.00 for FC-1001 declined.")).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      ["/api/admin/payout_requests/21/decline", { reason: "Bank details missing" }],
    ]);
    await waitFor(async () =>
      expect(within(await table()).queryByRole("rowheader", { name: /FC-1001/ })).toBeNull(),
    );
  });

  it("has no axe violations, with the pay dialog open", async () => {
    const user = userEvent.setup();
    serve();
    const { container } = renderPage();
    await table();
    const clean = async () => {
      const result = await axe.run(container.ownerDocument.body, {
        rules: { "color-contrast": { enabled: false } },
      });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    };
    await clean();
    await user.click(
      within(await rowOf("FC-1002")).getByRole("button", {
        name: "Mark ₹1,250.50 for FC-1002 paid",
      }),
    );
    await screen.findByRole("dialog", { name: "Mark payout paid" });
    await clean();
  });
});
