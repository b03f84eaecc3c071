import { ACCOUNT_MESSAGES } from "@filtercycle/contract/account-rules";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { getJson } from "../../../lib/api-client";
import { SESSION_KEYS, saveSession } from "../../../lib/session-storage";
import { CUSTOMER_SESSION, jsonResponse, problemResponse } from "../testing/api-responses";
import { LoginPage } from "./login-page";
import { type LoginRedirectState, ProtectedRoute } from "./protected-route";

function LoginStub() {
  const location = useLocation();
  const state = location.state as LoginRedirectState | null;
  return (
    <>
      <h1>Login page</h1>
      <p>{`Return to ${state?.from.pathname}${state?.from.search}`}</p>
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => (
        <ProtectedRoute>
          <h1>Secret dashboard</h1>
        </ProtectedRoute>
      ),
    },
    {
      path: "/admin",
      Component: () => (
        <ProtectedRoute requiredRole="admin">
          <h1>Admin console</h1>
        </ProtectedRoute>
      ),
    },
    { path: "/login", Component: LoginStub },
  ]);
  return render(<Stub initialEntries={["/", path]} initialIndex={1} />);
}

const storeRole = (role: "customer" | "admin") =>
  saveSession({ token: "token-123", customerId: "", customerName: "Someone", role });

describe("ProtectedRoute", () => {
  it("without a stored token redirects to /login, passing where the user was", async () => {
    renderAt("/dashboard?tab=videos");
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(screen.getByText("Return to /dashboard?tab=videos")).toBeInTheDocument();
    expect(screen.queryByText("Secret dashboard")).not.toBeInTheDocument();
  });

  it("never renders the protected page without a token, not even for a moment", async () => {
    const SecretPage = vi.fn(() => <h1>Secret dashboard</h1>);
    const Stub = createRoutesStub([
      {
        path: "/dashboard",
        Component: () => (
          <ProtectedRoute>
            <SecretPage />
          </ProtectedRoute>
        ),
      },
      { path: "/login", Component: LoginStub },
    ]);
    render(<Stub initialEntries={["/dashboard"]} />);
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(SecretPage).not.toHaveBeenCalled();
  });

  it("with a stored token renders the protected page", () => {
    localStorage.setItem(SESSION_KEYS.token, "token-123");
    renderAt("/dashboard");
    expect(screen.getByRole("heading", { name: "Secret dashboard" })).toBeInTheDocument();
  });

  it("renders a screen without a role requirement for staff too", () => {
    storeRole("admin");
    renderAt("/dashboard");
    expect(screen.getByRole("heading", { name: "Secret dashboard" })).toBeInTheDocument();
  });
});

describe("ProtectedRoute requiredRole='admin'", () => {
  it("shows a customer the 403 page instead, with a link to the dashboard", () => {
    storeRole("customer");
    renderAt("/admin");
    expect(screen.getByRole("heading", { level: 1, name: "Access denied" })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.staffOnly)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(screen.queryByText("Admin console")).not.toBeInTheDocument();
  });

  it("shows the 403 page when no role is stored", () => {
    localStorage.setItem(SESSION_KEYS.token, "token-123");
    renderAt("/admin");
    expect(screen.getByRole("heading", { name: "Access denied" })).toBeInTheDocument();
  });

  it("renders the screen for staff", () => {
    storeRole("admin");
    renderAt("/admin");
    expect(screen.getByRole("heading", { name: "Admin console" })).toBeInTheDocument();
  });

  it("still sends a logged-out visitor to /login", async () => {
    renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(screen.getByText("Return to /admin")).toBeInTheDocument();
  });
});

// HTTP here is a stubbed `fetch` answering like the API; the real 401 path is covered by the
// API tests and e2e/accounts.spec.ts.
describe("a 401 on a session call (the session ended)", () => {
  /** A dashboard screen loading its data the way the dashboard does: TanStack Query + getJson. */
  function QueryScreen() {
    const query = useQuery({
      queryKey: ["green-impact"],
      queryFn: () => getJson<{ name: string }>("get_green_impact", { sessionRequired: true }),
      retry: false,
    });
    return <h1>{query.data ? `Hello ${query.data.name}` : "Loading dashboard"}</h1>;
  }

  /** The same without TanStack Query, ignoring the error: the rule must hold anyway. */
  function PlainScreen() {
    useEffect(() => {
      getJson("get_customer_videos", { sessionRequired: true }).catch(() => {});
    }, []);
    return <h1>Videos</h1>;
  }

  function renderApp(entry: string) {
    const queryClient = new QueryClient();
    const Stub = createRoutesStub([
      {
        path: "/dashboard",
        Component: () => (
          <ProtectedRoute>
            <QueryScreen />
          </ProtectedRoute>
        ),
      },
      {
        path: "/dashboard/videos",
        Component: () => (
          <ProtectedRoute>
            <PlainScreen />
          </ProtectedRoute>
        ),
      },
      { path: "/login", Component: LoginPage },
    ]);
    return render(
      <QueryClientProvider client={queryClient}>
        <Stub initialEntries={[entry]} />
      </QueryClientProvider>,
    );
  }

  it("clears the keys, lands on /login saying so, and returns after logging in", async () => {
    saveSession({
      token: "expired",
      customerId: "FC-1001",
      customerName: "Cafe",
      role: "customer",
    });
    const fetchMock = vi.fn(async (url: string) => {
      if (url === "/api/customer_login") return jsonResponse(CUSTOMER_SESSION);
      if (localStorage.getItem("token") === CUSTOMER_SESSION.token) {
        return jsonResponse({ name: "Green Leaf Café" });
      }
      return problemResponse(401, "Your session has ended. Please log in again.");
    });
    vi.stubGlobal("fetch", fetchMock);
    renderApp("/dashboard?tab=impact");

    expect(await screen.findByRole("heading", { name: "Log in to your dashboard" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(ACCOUNT_MESSAGES.sessionEnded);
    for (const key of ["token", "customerId", "customerName", "role"]) {
      expect(localStorage.getItem(key)).toBeNull();
    }

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail address"), "demo@example.com");
    await user.type(screen.getByLabelText("Password"), "Demo@12345");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByRole("heading", { name: "Hello Green Leaf Café" })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/get_green_impact",
      expect.objectContaining({ credentials: "include" }),
    );
  });

  it("holds for a component that ignores the error", async () => {
    storeRole("customer");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => problemResponse(401, "Not logged in.")),
    );
    renderApp("/dashboard/videos");
    expect(await screen.findByRole("heading", { name: "Log in to your dashboard" })).toBeVisible();
    expect(localStorage.getItem("token")).toBeNull();
  });
});
