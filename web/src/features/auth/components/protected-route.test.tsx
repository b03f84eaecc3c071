import { render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SESSION_KEYS } from "../../../lib/session-storage";
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
    { path: "/login", Component: LoginStub },
  ]);
  return render(<Stub initialEntries={["/", path]} initialIndex={1} />);
}

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
});
