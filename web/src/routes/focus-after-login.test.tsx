// HTTP is a stubbed `fetch`: the login answers like the accounts API, and the screens' own calls
// stay pending (only where focus lands is under test here).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { LoginPage } from "#web/features/accounts/components/login-page";
import {
  CUSTOMER_SESSION,
  jsonResponse,
  STAFF_SESSION,
} from "#web/features/accounts/testing/api-responses";
import { DashboardPage } from "#web/features/impact/components/dashboard-page";
import { OverviewPage } from "#web/features/overview/components/overview-page";

function logInAs(session: typeof CUSTOMER_SESSION) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith("/api/customer_login")
        ? jsonResponse(session)
        : new Promise<Response>(() => {}),
    ),
  );
  const Stub = createRoutesStub([
    { path: "/login", Component: LoginPage },
    { path: "/dashboard", Component: DashboardPage },
    { path: "/admin", Component: OverviewPage },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Stub initialEntries={["/login"]} />
    </QueryClientProvider>,
  );
}

async function submitLogin() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("E-mail address"), "demo@example.com");
  await user.type(screen.getByLabelText("Password"), "Demo@12345");
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("after logging in", () => {
  it("focus is on the dashboard's heading", async () => {
    logInAs(CUSTOMER_SESSION);
    await submitLogin();
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "Hello Green Leaf Café",
    });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("focus is on the console overview's heading", async () => {
    logInAs(STAFF_SESSION);
    await submitLogin();
    const heading = await screen.findByRole("heading", { level: 1, name: "Overview" });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
