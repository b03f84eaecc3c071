import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { CustomerBalanceSection } from "../../money/components/customer-balance-section";
import { CustomerAwarenessSection } from "./customer-awareness-section";

type Session = { id: string; date: string; title: string; peopleReached: number };

function serve(
  sessions: Session[] = [
    { id: "s1", date: "2025-01-15", title: "Campus drive", peopleReached: 1200 },
  ],
) {
  const state = { sessions, smokersServed: 300 };
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const path = url.pathname;
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: method === "GET" ? `${path}${url.search}` : path, body });
      const json = (value: unknown, status = 200) =>
        new Response(status === 204 ? null : JSON.stringify(value), {
          status,
          headers: { "content-type": "application/json" },
        });
      if (path.endsWith("/balance"))
        return json({ balance: -8.1, credits: 41.9, payouts: 50, adjustments: 0 });
      if (method === "POST") {
        const created = { id: "s2", ...body };
        state.sessions.unshift(created);
        return json(created, 201);
      }
      if (method === "PATCH") {
        const session = state.sessions.find((s) => path.endsWith(s.id)) as Session;
        Object.assign(session, body);
        return json(session);
      }
      if (method === "DELETE") {
        state.sessions = state.sessions.filter((s) => !path.endsWith(s.id));
        return json(null, 204);
      }
      if (method === "PUT") {
        state.smokersServed = body.count;
        return json({ count: body.count });
      }
      // GET: a page of the sessions, as the API pages them, with every session's people.
      const page = Number(url.searchParams.get("page") ?? 1);
      const pageSize = Number(url.searchParams.get("pageSize") ?? 50);
      return json({
        items: state.sessions.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: state.sessions.length,
        peopleReached: state.sessions.reduce((sum, s) => sum + s.peopleReached, 0),
        smokersServed: state.smokersServed,
      });
    }),
  );
  return calls;
}

function wrap(children: ReactNode) {
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </StrictMode>,
  );
}

describe("customer page: balance and impact records", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("shows the balance with its parts", async () => {
    serve();
    wrap(<CustomerBalanceSection customerCode="FC-5001" />);
    const section = await screen.findByRole("region", { name: "Balance" });
    expect(await within(section).findByText("-₹8.10")).toBeInTheDocument();
    expect(within(section).getByText("₹41.90")).toBeInTheDocument();
    expect(within(section).getByText("₹50.00")).toBeInTheDocument();
    expect(
      within(section).getByText("Balance = credits − payouts ± adjustments."),
    ).toBeInTheDocument();
  });

  it("lists, adds and deletes awareness sessions, and saves smokers served", async () => {
    const user = userEvent.setup();
    const calls = serve();
    wrap(<CustomerAwarenessSection customerCode="FC-8001" />);
    const section = await screen.findByRole("region", { name: "Awareness sessions" });
    expect(
      await within(section).findByRole("row", { name: /15 Jan 2025 Campus drive 1,200/ }),
    ).toBeInTheDocument();
    expect(within(section).getByText("1,200 people reached in all.")).toBeInTheDocument();

    const add = within(section).getByRole("form", { name: "Add session" });
    await user.click(within(add).getByRole("button", { name: "Add session" }));
    expect(within(add).getByText("Enter a date.")).toBeInTheDocument();
    expect(within(add).getByText("Enter a whole number, 0 or more.")).toBeInTheDocument();
    await user.type(within(add).getByLabelText("Date"), "2025-02-01");
    await user.type(within(add).getByLabelText("Title"), "Kitchen staff");
    await user.type(within(add).getByLabelText("People reached"), "30");
    await user.click(within(add).getByRole("button", { name: "Add session" }));
    expect(await within(section).findByText("Session added.")).toBeInTheDocument();
    expect(await within(section).findByText("1,230 people reached in all.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      date: "2025-02-01",
      title: "Kitchen staff",
      peopleReached: 30,
    });

    await user.click(
      within(section).getByRole("button", { name: "Delete “Campus drive” (15 Jan 2025)" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Delete the awareness session “Campus drive”?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(section).findByText("30 people reached in all.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")?.path).toBe("/api/admin/awareness-sessions/s1");

    const smokers = within(section).getByRole("form", { name: "Smokers served" });
    const input = within(smokers).getByLabelText("Smokers served at this customer's site");
    expect(input).toHaveValue("300");
    await user.clear(input);
    await user.type(input, "1500");
    await user.click(within(smokers).getByRole("button", { name: "Save" }));
    expect(await within(smokers).findByText("Saved: 1,500 smokers served.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")).toEqual({
      method: "PUT",
      path: "/api/admin/customers/FC-8001/smokers-served",
      body: { count: 1500 },
    });
  });

  it("pages the awareness sessions, 25 a page, with the people of every page in the total", async () => {
    const user = userEvent.setup();
    const sessions = Array.from({ length: 30 }, (_, i) => ({
      id: `s${i + 1}`,
      date: `2025-01-${String(30 - i).padStart(2, "0")}`,
      title: `Drive ${i + 1}`,
      peopleReached: 10,
    }));
    const calls = serve(sessions);
    wrap(<CustomerAwarenessSection customerCode="FC-8001" />);
    const section = await screen.findByRole("region", { name: "Awareness sessions" });
    expect(await within(section).findByRole("row", { name: /Drive 25 10/ })).toBeInTheDocument();
    expect(within(section).queryByRole("row", { name: /Drive 26 10/ })).toBeNull();
    expect(within(section).getByText("300 people reached in all.")).toBeInTheDocument();
    const pages = within(section).getByRole("navigation", { name: "Awareness session pages" });
    expect(within(pages).getByText("Page 1 of 2")).toBeInTheDocument();
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    expect(await within(section).findByRole("row", { name: /Drive 30 10/ })).toBeInTheDocument();
    expect(within(pages).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      "GET /api/admin/customers/FC-8001/awareness-sessions?page=2&pageSize=25",
    );
  });
});
