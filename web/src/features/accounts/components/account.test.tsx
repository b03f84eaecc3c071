// The account page and the unsubscribe page with a stubbed `fetch`; the real endpoints are
// covered by the API's tests. axe runs in happy-dom without layout: colour contrast is left to e2e.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { type ReactNode, StrictMode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AccountPage } from "./account-page";
import { UnsubscribePage } from "./unsubscribe-page";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" },
  });

const CHOICES = {
  pickupReceipts: true,
  missedPickups: true,
  requestUpdates: false,
  monthlySummary: true,
};

/** Every login's page also lists its sessions (covered in team-sessions.test.tsx): none here. */
const NO_SESSIONS = { items: [] };

function stubFetch(answer: (url: URL, init: RequestInit | undefined) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    return url.pathname === "/api/account/sessions" ? json(NO_SESSIONS) : answer(url, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderAt(path: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: path.split("?")[0] ?? path, Component: () => element }]);
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Stub initialEntries={[path]} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const renderAccount = (showNotifications = true) =>
  renderAt(
    "/account",
    <AccountPage
      showNotifications={showNotifications}
      renderPasswordDialog={({ onClose }) => (
        <div role="dialog" aria-label="Change password">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      )}
    />,
  );

describe("the account page's e-mail notifications", () => {
  it("shows the login's choices and saves them with a confirmation", async () => {
    let patched: unknown;
    const fetchMock = stubFetch((url, init) => {
      if (url.pathname !== "/api/account/notifications") return json({}, 404);
      if (init?.method === "PATCH") {
        patched = JSON.parse(String(init.body));
        return json(patched);
      }
      return json(CHOICES);
    });
    const user = userEvent.setup();
    renderAccount();
    expect(screen.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
    const group = await screen.findByRole("group", { name: "Send me" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(
      boxes.map((box) => [box.closest("label")?.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ["A receipt after each pickup", true],
      ["A notice when a pickup is missed", true],
      ["Updates on my pickup requests", false],
      ["A monthly summary on the 1st", true],
    ]);

    await user.click(screen.getByRole("checkbox", { name: "A monthly summary on the 1st" }));
    await user.click(screen.getByRole("checkbox", { name: "Updates on my pickup requests" }));
    await user.click(screen.getByRole("button", { name: "Save choices" }));

    expect(await screen.findByText("Your e-mail choices are saved.")).toBeInTheDocument();
    expect(patched).toEqual({
      pickupReceipts: true,
      missedPickups: true,
      requestUpdates: true,
      monthlySummary: false,
    });
    // Ready for further changes once the save is confirmed.
    expect(await screen.findByRole("button", { name: "Save choices" })).toBeEnabled();
    // A new change takes the confirmation away until it is saved.
    await user.click(screen.getByRole("checkbox", { name: "A receipt after each pickup" }));
    expect(screen.queryByText("Your e-mail choices are saved.")).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH")).toHaveLength(1);
  });

  it("offers the password dialog, and leaves out e-mails for staff", async () => {
    const fetchMock = stubFetch(() => json(CHOICES));
    const user = userEvent.setup();
    renderAccount(false);
    expect(
      screen.getByText(
        "Choose your language, change your password and see where you are signed in.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/manage your API tokens/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByRole("dialog", { name: "Change password" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "E-mail notifications" })).toBeNull();
    // Only the sessions are read (StrictMode may read them twice): no e-mail choices.
    expect(new Set(fetchMock.mock.calls.map(([input]) => String(input)))).toEqual(
      new Set(["/api/account/sessions"]),
    );
  });

  it("has no axe violations", async () => {
    stubFetch(() => json(CHOICES));
    const { container } = renderAccount();
    await screen.findByRole("group", { name: "Send me" });
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe("the unsubscribe page", () => {
  it("sends the token once, even under StrictMode, and says what stops", async () => {
    const fetchMock = stubFetch((url, init) =>
      url.pathname === "/api/unsubscribe" && init?.method === "POST"
        ? json({ kind: "pickupReceipts", email: "asha@riverside.example" })
        : json({}, 404),
    );
    const { container } = renderAt("/unsubscribe?token=abc.DEF-123_x", <UnsubscribePage />);
    expect(
      await screen.findByText(
        "You will no longer receive “A receipt after each pickup” e-mails at asha@riverside.example.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose your e-mails" })).toHaveAttribute(
      "href",
      "/account",
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toBe("/api/unsubscribe?token=abc.DEF-123_x");
    expect(init?.method).toBe("POST");
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("says so when the link is not valid or has expired", async () => {
    stubFetch(() =>
      json(
        {
          title: "Bad Request",
          status: 400,
          detail: "This link has expired.",
          errors: [{ field: "token", message: "has expired" }],
        },
        400,
      ),
    );
    renderAt("/unsubscribe?token=old", <UnsubscribePage />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This unsubscribe link is not valid or has expired.",
    );
  });

  it("sends nothing without a token", async () => {
    const fetchMock = stubFetch(() => json({}));
    renderAt("/unsubscribe", <UnsubscribePage />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This unsubscribe link is not valid or has expired.",
    );
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
