// HTTP here is a stubbed `fetch` answering like the API (GET /api/session and the screens'
// calls); the real session checks are covered by the API tests and e2e/accounts.spec.ts.
import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginPage } from "../features/accounts/components/login-page";
import { useLoginRedirect } from "../features/accounts/hooks/use-login-redirect";
import {
  CUSTOMER_SESSION,
  jsonResponse,
  problemResponse,
  STAFF_SESSION,
} from "../features/accounts/testing/api-responses";
import { forgetLoginRedirect } from "../features/accounts/utils/pending-redirect";
import { callApi } from "../lib/api-client";
import { appLanguage } from "../lib/app-language";
import { showAppIn } from "../lib/app-texts";
import { clearSession, SESSION_KEYS, saveSession } from "../lib/session-storage";
import AdminRoute from "./admin/console-layout";
import SignedInLayout, { clientLoader } from "./signed-in-layout";

/** The login page's view of why the visitor is there. */
function LoginStub() {
  const redirect = useLoginRedirect();
  const from = redirect?.from;
  return (
    <>
      <h1>Login page</h1>
      <p>{`Return to ${typeof from === "object" ? `${from.pathname}${from.search}` : "nowhere"}`}</p>
      {redirect?.sessionEnded ? <p>Session ended</p> : null}
    </>
  );
}

const SecretPage = vi.fn(() => (
  <>
    <h1>Secret dashboard</h1>
    <Link to="/dashboard/other">Other screen</Link>
  </>
));

/** A dashboard screen loading its data the way the dashboard does: TanStack Query + callApi. */
function QueryScreen() {
  const query = useQuery({
    queryKey: ["green-impact"],
    queryFn: () => callApi("greenImpact"),
    retry: false,
  });
  return <h1>{query.data ? `Hello ${query.data.name}` : "Loading dashboard"}</h1>;
}

/** The same without TanStack Query, ignoring the error: the rule must hold anyway. */
function PlainScreen() {
  useEffect(() => {
    callApi("customerMedia").catch(() => {});
  }, []);
  return <h1>Videos</h1>;
}

function renderAt(path: string, { login = LoginStub }: { login?: () => React.ReactNode } = {}) {
  const Stub = createRoutesStub([
    {
      Component: SignedInLayout,
      loader: ({ request }) => clientLoader({ request } as Parameters<typeof clientLoader>[0]),
      children: [
        { path: "/dashboard", Component: SecretPage },
        { path: "/dashboard/other", Component: () => <h1>Other screen</h1> },
        { path: "/dashboard/impact", Component: QueryScreen },
        { path: "/dashboard/videos", Component: PlainScreen },
        { path: "/admin", Component: AdminRoute },
      ],
    },
    { path: "/login", Component: login },
  ]);
  return render(<Stub initialEntries={["/", path]} initialIndex={1} />);
}

/** fetch answering GET /api/session with `session` (or a 401), and anything else with 404. */
function stubSession(session: object | 401) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/session") {
      return session === 401 ? problemResponse(401, "Not logged in.") : jsonResponse(session);
    }
    return problemResponse(404 as never, "Not found");
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const storeRole = (role: "customer" | "admin") =>
  saveSession({ token: `token-${role}`, customerId: "", customerName: "Someone", role });

afterEach(() => {
  // Empties the shared query client (it follows the stored token) and any pending redirect.
  clearSession();
  forgetLoginRedirect();
  SecretPage.mockClear();
});

describe("signed-in layout: no stored token", () => {
  it("redirects to /login before rendering, remembering where the user was going", async () => {
    const fetchMock = stubSession(401);
    renderAt("/dashboard?tab=videos");
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(screen.getByText("Return to /dashboard?tab=videos")).toBeInTheDocument();
    expect(screen.queryByText("Session ended")).not.toBeInTheDocument();
    expect(SecretPage).not.toHaveBeenCalled();
    // Without a token the server is not asked.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("remembers it for that visit to /login only", async () => {
    renderAt("/dashboard?tab=videos");
    expect(await screen.findByText("Return to /dashboard?tab=videos")).toBeInTheDocument();
    cleanup();
    // A later visit to /login (say, from the header's Login link) starts fresh.
    const Stub = createRoutesStub([{ path: "/login", Component: LoginStub }]);
    render(<Stub initialEntries={["/login"]} />);
    expect(screen.getByText("Return to nowhere")).toBeInTheDocument();
  });

  it("does the same for /admin", async () => {
    renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(screen.getByText("Return to /admin")).toBeInTheDocument();
  });
});

describe("signed-in layout: a stored token", () => {
  it("asks the server once, then renders the screen; moving between screens asks no more", async () => {
    const fetchMock = stubSession(CUSTOMER_SESSION);
    storeRole("customer");
    renderAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Secret dashboard" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/session",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );

    await userEvent.click(screen.getByRole("link", { name: "Other screen" }));
    expect(await screen.findByRole("heading", { name: "Other screen" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/session")).toHaveLength(1);
  });

  it("that the server no longer knows: keys cleared, /login says the session ended", async () => {
    stubSession(401);
    storeRole("customer");
    renderAt("/dashboard?tab=impact");
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(screen.getByText("Return to /dashboard?tab=impact")).toBeInTheDocument();
    expect(screen.getByText("Session ended")).toBeInTheDocument();
    expect(SecretPage).not.toHaveBeenCalled();
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it("renders the screen when the server cannot be asked (its own calls say what failed)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    storeRole("customer");
    renderAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Secret dashboard" })).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("token-customer");
  });
});

describe("signed-in layout: /admin", () => {
  it("shows a customer the 403 page instead, with a link to the dashboard", async () => {
    stubSession(CUSTOMER_SESSION);
    storeRole("customer");
    renderAt("/admin");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Access denied" }),
    ).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.staffOnly)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(screen.queryByRole("navigation", { name: "Console" })).not.toBeInTheDocument();
  });

  it("shows the 403 page when no role is stored", async () => {
    stubSession(CUSTOMER_SESSION);
    localStorage.setItem(SESSION_KEYS.token, "token-no-role");
    renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeInTheDocument();
  });

  it("renders the console for staff", async () => {
    const fetchMock = stubSession(STAFF_SESSION);
    fetchMock.mockImplementation(async (url: string) =>
      url === "/api/session" ? jsonResponse(STAFF_SESSION) : jsonResponse({ items: [] }),
    );
    storeRole("admin");
    renderAt("/admin");
    const nav = await screen.findByRole("navigation", { name: "Console" });
    expect(within(nav).getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

describe("a 401 on a screen's call (the session ended while it was open)", () => {
  it("clears the keys, lands on /login saying so, and returns after logging in", async () => {
    saveSession({
      token: "expired",
      customerId: "FC-1001",
      customerName: "Cafe",
      role: "customer",
    });
    const fetchMock = vi.fn(async (url: string) => {
      if (url === "/api/customer_login") return jsonResponse(CUSTOMER_SESSION);
      // The session check passed on entry; the screen's call finds the session gone.
      if (url === "/api/session") return jsonResponse(CUSTOMER_SESSION);
      if (localStorage.getItem("token") === CUSTOMER_SESSION.token) {
        return jsonResponse({ name: "Green Leaf Café" });
      }
      return problemResponse(401, "Your session has ended. Please log in again.");
    });
    vi.stubGlobal("fetch", fetchMock);
    renderAt("/dashboard/impact", { login: LoginPage });

    expect(await screen.findByRole("heading", { name: "Log in to your dashboard" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(ACCOUNT_MESSAGES.sessionEnded);
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();

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
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/session" ? jsonResponse(CUSTOMER_SESSION) : problemResponse(401, "Gone."),
      ),
    );
    storeRole("customer");
    renderAt("/dashboard/videos", { login: LoginPage });
    expect(await screen.findByRole("heading", { name: "Log in to your dashboard" })).toBeVisible();
    expect(localStorage.getItem("token")).toBeNull();
  });
});

describe("signed-in layout: cached customer data", () => {
  it("gives its screens a query client and drops cached customer data at logout", async () => {
    stubSession(CUSTOMER_SESSION);
    saveSession({ token: "t", customerId: "FC-1001", customerName: "Café", role: "customer" });
    let client: QueryClient | undefined;
    function Figures() {
      client = useQueryClient();
      const { data } = useQuery({ queryKey: ["figures"], queryFn: async () => "12,345 butts" });
      return <p>{data ?? "loading"}</p>;
    }
    const Stub = createRoutesStub([
      {
        Component: SignedInLayout,
        loader: ({ request }) => clientLoader({ request } as Parameters<typeof clientLoader>[0]),
        children: [{ path: "/dashboard", Component: Figures }],
      },
      { path: "/login", Component: LoginStub },
    ]);
    render(<Stub initialEntries={["/dashboard"]} />);
    expect(await screen.findByText("12,345 butts")).toBeInTheDocument();
    expect(client?.getQueryData(["figures"])).toBe("12,345 butts");

    act(() => clearSession());
    expect(client?.getQueryData(["figures"])).toBeUndefined();
  });
});

describe("signed-in layout: the login's language", () => {
  /** fetch answering the session, and GET /api/account with `accounts` in turn (the last repeats). */
  function stubAccount(accounts: Array<object | 500>) {
    const answers = [...accounts];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/session") return jsonResponse(CUSTOMER_SESSION);
        if (url === "/api/account") {
          const answer = answers.length > 1 ? answers.shift() : answers[0];
          return answer === 500 ? problemResponse(500, "Down") : jsonResponse(answer);
        }
        return problemResponse(404 as never, "Not found");
      }),
    );
  }
  const GUJARATI = { email: "owner@example.com", name: "Owner", language: "gu" };

  afterEach(async () => {
    await act(() => showAppIn("en"));
    vi.unstubAllGlobals();
  });

  it("stays in it when a screen before login shows another language after the loader", async () => {
    stubAccount([GUJARATI]);
    storeRole("customer");
    renderAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Secret dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe("gu"));
    // /login's loader (this device's language) finishing late, as it once did in a browser run.
    await act(() => showAppIn("en"));
    await waitFor(() => expect(appLanguage()).toBe("gu"));
    expect(document.documentElement.lang).toBe("gu");
  });

  it("shows it once the settings can be read, when the loader's read failed", async () => {
    stubAccount([500, GUJARATI]);
    storeRole("customer");
    renderAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Secret dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe("gu"));
    expect(appLanguage()).toBe("gu");
  });
});
