// Logging out from the header, as the app composes it: the root layout gives the header the auth
// feature's `useLogout`. The one fake: fetch answers like the real API (GET /api/session,
// POST /api/customer_logout); the real endpoints are covered by the API and e2e tests.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CUSTOMER_SESSION } from "./features/accounts/testing/api-responses";
import { clearSession, saveSession } from "./lib/session-storage";
import App from "./root";
import SignedInLayout, { clientLoader } from "./routes/signed-in-layout";
import { StubPage } from "./test/stub-page";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The login page, counting its renders: logging out must never pass through it. */
const loginRenders = vi.fn();
function LoginStub() {
  loginRenders();
  return <h1>Login page</h1>;
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: App,
      children: [
        { index: true, Component: StubPage },
        { path: "contact", Component: StubPage },
        { path: "login", Component: LoginStub },
        {
          Component: SignedInLayout,
          loader: ({ request }) => clientLoader({ request } as Parameters<typeof clientLoader>[0]),
          children: [{ path: "dashboard", Component: StubPage }],
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const nav = () => screen.getByRole("navigation", { name: "Main" });

function answerLike(logout: () => Promise<Response>) {
  const fetchMock = vi.fn(async (url: string) =>
    url === "/api/session" ? json(CUSTOMER_SESSION) : logout(),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("logging out from the header", () => {
  beforeEach(() => {
    loginRenders.mockClear();
    saveSession({
      token: "token-123",
      customerId: "42",
      customerName: "Green Cafe",
      role: "customer",
    });
  });
  afterEach(() => clearSession());

  it("on HTTP 200 clears token, customerId, customerName and role and lands on /", async () => {
    const fetchMock = answerLike(async () => json({ ok: true }));
    renderAt("/contact");

    await userEvent.click(within(nav()).getByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("heading", { name: "Page at /" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/customer_logout",
      expect.objectContaining({ method: "POST", credentials: "include" }),
    );
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("customerId")).toBeNull();
    expect(localStorage.getItem("customerName")).toBeNull();
    expect(localStorage.getItem("role")).toBeNull();
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("from a signed-in screen lands on /, in one step: never on /login", async () => {
    answerLike(async () => json({ ok: true }));
    renderAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Page at /dashboard" })).toBeInTheDocument();

    await userEvent.click(within(nav()).getByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("heading", { name: "Page at /" })).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
    // Give a stray redirect the chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("heading", { name: "Page at /" })).toBeInTheDocument();
    expect(loginRenders).not.toHaveBeenCalled();
  });

  it.each([
    ["a server error", () => Promise.resolve(new Response(null, { status: 500 }))],
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("on %s keeps the session and says so", async (_, answer) => {
    answerLike(answer);
    renderAt("/contact");

    await userEvent.click(within(nav()).getByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not log out. Please try again.",
    );
    expect(screen.getByRole("heading", { name: "Page at /contact" })).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("token-123");
    expect(localStorage.getItem("customerId")).toBe("42");
    expect(localStorage.getItem("customerName")).toBe("Green Cafe");
    expect(localStorage.getItem("role")).toBe("customer");
    expect(screen.getByRole("button", { name: "Logout" })).toBeEnabled();
  });
});
