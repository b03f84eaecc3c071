// HTTP is a stubbed `fetch` answering like the accounts API (see ../testing/api-responses.ts);
// the real API is covered by the API tests and by e2e/accounts.spec.ts.
import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, type InitialEntry, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import {
  CUSTOMER_SESSION,
  jsonResponse,
  problemResponse,
  STAFF_SESSION,
  sentBodies,
} from "../testing/api-responses";
import { LoginPage } from "./login-page";

function Landing() {
  const location = useLocation();
  return <h1>{`Landed on ${location.pathname}${location.search}${location.hash}`}</h1>;
}

function renderLogin(entry: InitialEntry = "/login") {
  const Stub = createRoutesStub([
    { path: "/login", Component: LoginPage },
    { path: "*", Component: Landing },
  ]);
  return render(<Stub initialEntries={[entry]} />);
}

const emailField = () => screen.getByLabelText("E-mail address");
const passwordField = () => screen.getByLabelText("Password");
const submitButton = () => screen.getByRole("button", { name: /Log(ging)? in/ });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(submitButton());
  return user;
}

/** The text an element's aria-describedby points at. */
function description(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("LoginPage form", () => {
  it("has labelled e-mail and password fields, a Log in button and a link to /forgot", () => {
    renderLogin();
    expect(
      screen.getByRole("heading", { level: 1, name: "Log in to your dashboard" }),
    ).toBeVisible();
    expect(emailField()).toHaveAttribute("type", "email");
    expect(passwordField()).toHaveAttribute("type", "password");
    expect(submitButton()).toHaveTextContent("Log in");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot",
    );
  });

  it("on an empty submit marks both fields invalid, says why, focuses the first and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderLogin();

    await userEvent.click(submitButton());

    expect(emailField()).toHaveAttribute("aria-invalid", "true");
    expect(description(emailField())).toBe("Enter your e-mail address.");
    expect(passwordField()).toHaveAttribute("aria-invalid", "true");
    expect(description(passwordField())).toBe("Enter your password.");
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the e-mail format when the field is left, and clears the message once fixed", async () => {
    const user = userEvent.setup();
    renderLogin();

    await user.type(emailField(), "demo@example");
    expect(emailField()).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(emailField()).toHaveAttribute("aria-invalid", "true");
    expect(description(emailField())).toBe("Enter a valid e-mail address, like name@example.com.");
    // The untouched password field stays quiet until it is left or the form is submitted.
    expect(passwordField()).not.toHaveAttribute("aria-invalid");

    await user.type(emailField(), ".com");
    expect(emailField()).not.toHaveAttribute("aria-invalid");
    expect(description(emailField())).toBe("");
  });

  it("focuses the first invalid field when only the password is missing", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailField(), "demo@example.com");
    await user.click(submitButton());
    await waitFor(() => expect(passwordField()).toHaveFocus());
  });

  it("on a 401 shows the one message as an alert, focuses it and stores nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => problemResponse(401, ACCOUNT_MESSAGES.invalidCredentials)),
    );
    renderLogin();

    await fillAndSubmit("demo@example.com", "wrong-password");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Invalid email or password.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(localStorage.getItem("token")).toBeNull();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent("Log in");
  });

  it("on a 429 shows the API's message saying when to try again", async () => {
    const detail = "Too many failed attempts. Try again in 1 minute.";
    const fetchMock = vi.fn(async () =>
      problemResponse(429, detail, { headers: { "retry-after": "60" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderLogin();

    await fillAndSubmit("demo@example.com", "wrong-password");

    expect(await screen.findByRole("alert")).toHaveTextContent(detail);
  });

  it("shows the API's field errors of a 400 on their fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        problemResponse(400, "The e-mail address is not valid.", {
          errors: [{ field: "email", message: "must be a valid e-mail address" }],
        }),
      ),
    );
    renderLogin();

    await fillAndSubmit("demo@example.co", "Demo@12345");

    await waitFor(() => expect(emailField()).toHaveAttribute("aria-invalid", "true"));
    expect(description(emailField())).toBe("E-mail address must be a valid e-mail address.");
    await waitFor(() => expect(emailField()).toHaveFocus());
  });

  it("says so when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    renderLogin();
    await fillAndSubmit("demo@example.com", "Demo@12345");
    expect(await screen.findByRole("alert")).toHaveTextContent(/Could not reach the server/);
  });

  it("while waiting disables the button and says 'Logging in…'", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderLogin();

    await fillAndSubmit("demo@example.com", "wrong-password");

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent("Logging in…");
    await act(async () => answer(problemResponse(401, ACCOUNT_MESSAGES.invalidCredentials)));
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent("Log in");
  });

  it("shows that the session ended when the signed-in layout says so", () => {
    renderLogin({
      pathname: "/login",
      state: { from: { pathname: "/dashboard", search: "", hash: "" }, sessionEnded: true },
    });
    expect(screen.getByRole("status")).toHaveTextContent(ACCOUNT_MESSAGES.sessionEnded);
  });
});

describe("LoginPage after a redirect", () => {
  it("says why a visitor sent from the dashboard must log in", () => {
    renderLogin({
      pathname: "/login",
      state: { from: { pathname: "/dashboard", search: "?tab=videos", hash: "" } },
    });
    expect(screen.getByRole("status")).toHaveTextContent("Log in to see your dashboard.");
  });

  it("says why a visitor sent from the admin console must log in", () => {
    renderLogin({
      pathname: "/login",
      state: { from: { pathname: "/admin/customers", search: "", hash: "" } },
    });
    expect(screen.getByRole("status")).toHaveTextContent("Log in to see the console.");
  });

  it("says the visitor must log in to continue when sent from another signed-in page", () => {
    renderLogin({
      pathname: "/login",
      state: { from: { pathname: "/account", search: "", hash: "" } },
    });
    expect(screen.getByRole("status")).toHaveTextContent("Log in to continue.");
  });

  it("says nothing of the kind to a visitor who came to /login themselves", () => {
    renderLogin();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("LoginPage success", () => {
  it("posts the credentials, stores the four keys and sends a customer to /dashboard", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(CUSTOMER_SESSION));
    vi.stubGlobal("fetch", fetchMock);
    renderLogin();

    await fillAndSubmit("  demo@example.com ", "Demo@12345");

    expect(await screen.findByRole("heading", { name: "Landed on /dashboard" })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/customer_login",
      expect.objectContaining({ method: "POST", credentials: "include" }),
    );
    expect(sentBodies(fetchMock)).toEqual([{ email: "demo@example.com", password: "Demo@12345" }]);
    expect({ ...localStorage }).toEqual({
      token: "session-token-customer",
      customerId: "FC-1001",
      customerName: "Green Leaf Café",
      role: "customer",
      businessRole: "owner",
      loginId: "00000000-0000-4000-8000-0000000000c1",
    });
  });

  it("sends staff to /admin and stores an empty customerId for them", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(STAFF_SESSION)),
    );
    renderLogin();

    await fillAndSubmit("admin@example.com", "Admin@12345");

    expect(await screen.findByRole("heading", { name: "Landed on /admin" })).toBeVisible();
    expect(localStorage.getItem("customerId")).toBe("");
    expect(localStorage.getItem("role")).toBe("admin");
  });

  it("returns to the page the signed-in layout sent the user from", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(CUSTOMER_SESSION)),
    );
    renderLogin({
      pathname: "/login",
      state: { from: { pathname: "/dashboard", search: "?tab=videos", hash: "#media" } },
    });

    await fillAndSubmit("demo@example.com", "Demo@12345");

    expect(
      await screen.findByRole("heading", { name: "Landed on /dashboard?tab=videos#media" }),
    ).toBeVisible();
  });

  it("ignores a `from` that leaves the site", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(STAFF_SESSION)),
    );
    renderLogin({ pathname: "/login", state: { from: "//evil.example/phish" } });

    await fillAndSubmit("admin@example.com", "Admin@12345");

    expect(await screen.findByRole("heading", { name: "Landed on /admin" })).toBeVisible();
  });

  it("treats an answer of the wrong shape as an error and stores nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ token: "t" })),
    );
    renderLogin();
    await fillAndSubmit("demo@example.com", "Demo@12345");
    expect(await screen.findByRole("alert")).toHaveTextContent(/does not understand/);
    expect(localStorage.getItem("token")).toBeNull();
  });
});

describe("LoginPage for a logged-in visitor", () => {
  it.each([
    ["customer", "/dashboard"],
    ["admin", "/admin"],
  ] as const)("sends a %s straight to %s", async (role, target) => {
    saveSession({ token: "t", customerId: "", customerName: "Someone", role });
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderLogin();
    expect(await screen.findByRole("heading", { name: `Landed on ${target}` })).toBeVisible();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
