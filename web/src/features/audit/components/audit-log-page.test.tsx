import type { AuditEntry } from "@filtercycle/contract/audit/audit-log";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { AuditLogPage } from "./audit-log-page";
import { CustomerAuditTrail } from "./customer-audit-trail";

/** A `del` or `ins` of the diff, by what a screen reader reads ("Before: 40"). */
const change = (tag: "DEL" | "INS", text: string) => (_: string, element: Element | null) =>
  element?.tagName === tag && element.textContent === text;

const ENTRY: AuditEntry = {
  id: 3,
  at: "2026-11-20T04:30:00.000Z", // 10:00 in Kolkata
  actorId: "u-asha",
  actorName: "Asha",
  entity: "smokers_served",
  entityId: "FC-7001",
  customerCode: "FC-7001",
  customerName: "Audit Café",
  action: "update",
  before: { count: 40 },
  after: { count: 55 },
};

function serve() {
  const searches: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      searches.push(url.searchParams);
      return new Response(
        JSON.stringify({
          items: [ENTRY],
          page: Number(url.searchParams.get("page") ?? 1),
          pageSize: 50,
          total: 120,
          entities: ["payout", "smokers_served"],
          actors: [
            { id: "u-asha", name: "Asha" },
            { id: "u-ravi", name: "Ravi" },
          ],
        }),
        { headers: { "content-type": "application/json" } },
      );
    }),
  );
  return searches;
}

function wrap(children: React.ReactNode) {
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <StrictMode>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </StrictMode>
  );
}

describe("audit log screen", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("shows who changed what and when, with before and after, filters in the URL", async () => {
    const user = userEvent.setup();
    const searches = serve();
    const router = createMemoryRouter([{ path: "/admin/audit-log", element: <AuditLogPage /> }], {
      initialEntries: ["/admin/audit-log?entity=smokers_served"],
    });
    render(wrap(<RouterProvider router={router} />));
    const table = await screen.findByRole("table", { name: "Changes, newest first" });
    const row = within(table).getByRole("row", { name: /20 Nov 2026, 10:00 am/ });
    expect(within(row).getByText("Asha")).toBeInTheDocument();
    expect(within(row).getByText("Smokers served")).toBeInTheDocument();
    expect(within(row).getByText("FC-7001 Audit Café")).toBeInTheDocument();
    expect(within(row).getByText(change("DEL", "Before: 40"))).toBeInTheDocument();
    expect(within(row).getByText(change("INS", "After: 55"))).toBeInTheDocument();
    expect(searches[0]?.get("entity")).toBe("smokers_served");

    const filters = screen.getByRole("form", { name: "Filter the audit log" });
    await user.selectOptions(within(filters).getByLabelText("Person"), "Ravi");
    await user.type(within(filters).getByLabelText("Customer code"), "FC-7001");
    await user.click(within(filters).getByRole("button", { name: "Apply filters" }));
    expect(router.state.location.search).toBe(
      "?entity=smokers_served&actor=u-ravi&customer=FC-7001",
    );
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(router.state.location.search).toContain("page=2");
    expect(searches.at(-1)?.get("actorId")).toBe("u-ravi");
  });

  it("a customer's trail asks for that customer's entries", async () => {
    const searches = serve();
    render(wrap(<CustomerAuditTrail customerCode="FC-7001" />));
    expect(await screen.findByRole("heading", { name: "Audit trail" })).toBeInTheDocument();
    expect(await screen.findByText(change("INS", "After: 55"))).toBeInTheDocument();
    expect(searches[0]?.get("customerCode")).toBe("FC-7001");
  });
});
