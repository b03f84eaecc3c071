// The balance card with a stubbed `fetch` (../testing/render.tsx); the real endpoints are covered
// by the API's tests.
import type { PayoutRequest } from "@filtercycle/contract/money/money";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveBusinessRole } from "#web/lib/business-role-storage";
import { saveSession } from "#web/lib/session-storage";
import { balance, openRequest, requests, requestsPage } from "../testing/fixtures";
import {
  calledUrls,
  expectNoAxeViolations,
  json,
  renderWithProviders,
  stubApi,
} from "../testing/render";
import { BalanceCard } from "./balance-card";

function signIn(businessRole: "owner" | "viewer") {
  saveSession({
    token: "t",
    customerId: "FC-1001",
    customerName: "Green Café",
    role: "customer",
  });
  saveBusinessRole(businessRole);
}

const card = () => screen.getByRole("region", { name: "Available to redeem" }) as HTMLElement;

const created: PayoutRequest = { ...openRequest, amount: 500, note: "For Diwali" };

const post =
  (answer: (body: unknown) => Response) =>
  (url: URL, init: RequestInit | undefined): Response | undefined =>
    url.pathname === "/api/payout_requests" && init?.method === "POST"
      ? answer(JSON.parse(String(init.body)))
      : undefined;

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Request a payout" }));
  const dialog = await screen.findByRole("dialog", { name: "Request a payout" });
  return { user, dialog };
}

describe("the balance card", () => {
  it("shows the balance, the rate, the last payout and the way to the statement", async () => {
    signIn("owner");
    stubApi();
    renderWithProviders(<BalanceCard />);
    expect(await screen.findByText("₹850.80")).toBeInTheDocument();
    const region = card();
    expect(within(region).getByText("Rate: ₹300.00 per kg")).toBeInTheDocument();
    expect(
      within(region).getByText("Last payout: ₹400.00 on 5 Nov 2026 (UTR123)"),
    ).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "See statement" })).toHaveAttribute(
      "href",
      "/dashboard?tab=money",
    );
  });

  it("says when there has been no payout, and shows an open request instead of the button", async () => {
    signIn("owner");
    stubApi((url) => {
      if (url.pathname === "/api/balance") return json({ ...balance, lastPayout: null });
      if (url.pathname === "/api/payout_requests")
        return json(requestsPage([openRequest, ...requests]));
      return undefined;
    });
    renderWithProviders(<BalanceCard />);
    expect(await screen.findByText("No payouts yet")).toBeInTheDocument();
    expect(
      await screen.findByText("Payout of ₹500.00 requested on 20 Nov 2026: Requested."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request a payout" })).toBeNull();
  });

  it("offers Request a payout to an owner", async () => {
    signIn("owner");
    stubApi();
    renderWithProviders(<BalanceCard />);
    expect(await screen.findByRole("button", { name: "Request a payout" })).toBeInTheDocument();
  });

  it("does not offer it to a viewer", async () => {
    signIn("viewer");
    stubApi();
    renderWithProviders(<BalanceCard />);
    await screen.findByText("Rate: ₹300.00 per kg");
    await waitFor(() => expect(screen.queryByText(/Loading/)).toBeNull());
    expect(screen.queryByRole("button", { name: "Request a payout" })).toBeNull();
  });

  it("does not offer it in staff's support view, which asks for that business", async () => {
    saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
    const fetchMock = stubApi();
    renderWithProviders(<BalanceCard customerId="FC-1001" />, {
      path: "/dashboard?customerId=FC-1001",
    });
    await screen.findByText("Rate: ₹300.00 per kg");
    await waitFor(() =>
      // A set: StrictMode's second mount may ask again.
      expect([...new Set(calledUrls(fetchMock))].sort()).toEqual([
        "GET /api/balance?customerId=FC-1001",
        "GET /api/payout_requests?customerId=FC-1001&page=1&pageSize=25",
      ]),
    );
    expect(screen.queryByRole("button", { name: "Request a payout" })).toBeNull();
    expect(screen.getByRole("link", { name: "See statement" })).toHaveAttribute(
      "href",
      "/dashboard?tab=money&customerId=FC-1001",
    );
  });

  it("checks the amount against the balance, sends the request and refreshes", async () => {
    signIn("owner");
    let sent: unknown;
    const fetchMock = stubApi(
      (url) =>
        url.pathname === "/api/payout_requests" &&
        sent !== undefined &&
        url.search === "?page=1&pageSize=25"
          ? json(requestsPage([created, ...requests]))
          : undefined,
      post((body) => {
        sent = body;
        return json(created, 201);
      }),
    );
    renderWithProviders(<BalanceCard />);
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText("Available to redeem: ₹850.80")).toBeInTheDocument();
    const amount = within(dialog).getByLabelText("Amount (₹)");
    expect(amount).toHaveValue("850.80");

    await user.clear(amount);
    await user.type(amount, "850.81");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(amount).toHaveAccessibleDescription(
      /Amount must be at most your balance of ₹850\.80\.$/,
    );
    expect(calledUrls(fetchMock).filter((call) => call.startsWith("POST"))).toEqual([]);

    await user.clear(amount);
    await user.type(amount, "500");
    await user.type(within(dialog).getByLabelText(/Note/), "For Diwali");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual({ amount: 500, note: "For Diwali" });
    expect(
      screen.getByText("Payout of ₹500.00 requested. We will e-mail you when it is paid."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Payout of ₹500.00 requested on 20 Nov 2026: Requested."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request a payout" })).toBeNull();
    // The balance and the requests are read afresh after the request.
    await waitFor(() => {
      const calls = calledUrls(fetchMock);
      const after = calls.slice(calls.indexOf("POST /api/payout_requests") + 1);
      expect(after).toContain("GET /api/balance");
      expect(after).toContain("GET /api/payout_requests?page=1&pageSize=25");
    });
  });

  it('understands an amount typed as "3,000.50", and refuses less than a paisa', async () => {
    signIn("owner");
    let sent: unknown;
    stubApi(
      (url) =>
        url.pathname === "/api/balance" ? json({ ...balance, balance: 5000.75 }) : undefined,
      post((body) => {
        sent = body;
        return json({ ...created, amount: 3000.5, note: "" }, 201);
      }),
    );
    renderWithProviders(<BalanceCard />);
    const { user, dialog } = await openDialog();
    const amount = within(dialog).getByLabelText("Amount (₹)");
    await user.clear(amount);
    await user.type(amount, "0.001");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(amount).toHaveAccessibleDescription(/Amount must be at least ₹0\.01\.$/);
    expect(sent).toBeUndefined();

    await user.clear(amount);
    await user.type(amount, "3,000.50");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual({ amount: 3000.5, note: "" });
    expect(
      screen.getByText("Payout of ₹3,000.50 requested. We will e-mail you when it is paid."),
    ).toBeInTheDocument();
  });

  it("shows the server's 400 on the field it names", async () => {
    signIn("owner");
    stubApi(
      post(() =>
        json(
          {
            title: "Bad Request",
            status: 400,
            detail: "Invalid body: amount",
            errors: [{ field: "amount", message: "must be at most the balance of ₹850.80" }],
          },
          400,
        ),
      ),
    );
    renderWithProviders(<BalanceCard />);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Amount (₹)")).toHaveAccessibleDescription(
        /Amount must be at most the balance of ₹850\.80\.$/,
      ),
    );
    expect(screen.getByRole("dialog", { name: "Request a payout" })).toBeInTheDocument();
  });

  it("shows a 409 at the top of the dialog, which stays open", async () => {
    signIn("owner");
    stubApi(
      post(() =>
        json(
          {
            title: "Conflict",
            status: 409,
            detail: "A payout of ₹500.00 requested on 20 Nov 2026 is still open.",
          },
          409,
        ),
      ),
    );
    renderWithProviders(<BalanceCard />);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "A payout of ₹500.00 requested on 20 Nov 2026 is still open.",
    );
  });

  it("says when the balance cannot be loaded, and tries again", async () => {
    signIn("owner");
    let fail = true;
    stubApi((url) =>
      url.pathname === "/api/balance" && fail
        ? json({ title: "Internal Server Error", status: 500, detail: "Database down." }, 500)
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<BalanceCard />);
    expect(
      await screen.findByText("Your balance could not be loaded. Database down."),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("₹850.80")).toBeInTheDocument();
  });

  it("has no axe violations, with the dialog open", async () => {
    signIn("owner");
    stubApi();
    const { container } = renderWithProviders(<BalanceCard />);
    await screen.findByRole("button", { name: "Request a payout" });
    await expectNoAxeViolations(container.ownerDocument.body);
    await openDialog();
    await expectNoAxeViolations(container.ownerDocument.body);
  });
});
