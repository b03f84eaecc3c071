// The account page's "API tokens" section with `fetch` answered by an in-memory stand-in for the
// API (api/src/areas/accounts/api-tokens.routes.test.ts covers the real endpoints). Times are UTC
// instants shown in the business's time zone (Asia/Kolkata, +5:30).
import type { ApiToken, RevokedApiToken } from "@filtercycle/contract/accounts/api-tokens";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { StrictMode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AccountPage } from "./account-page";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" },
  });

const NEW_TOKEN = "fcp_Q2xpZW50U2VjcmV0VmFsdWVGb3JUaGVUZXN0MTIzNDU2Nzg";
const SHEET: ApiToken = {
  id: "7d1f3c4e-1111-4a2b-9c3d-000000000001",
  name: "Monthly report sheet",
  createdAt: "2026-11-02T03:30:00.000Z", // 2 Nov, 9:00 am
  lastUsedAt: "2026-11-20T04:30:00.000Z", // 20 Nov, 10:00 am
};
const SCRIPT: ApiToken = {
  id: "7d1f3c4e-1111-4a2b-9c3d-000000000002",
  name: "Old script",
  createdAt: "2026-10-15T12:45:00.000Z", // 15 Oct, 6:15 pm
  lastUsedAt: null,
};

type Sent = { method: string; path: string; body: unknown };

/** The API as far as the section uses it: the right password is "Correct-Horse-1". */
function serve(tokens: ApiToken[] = [SHEET, SCRIPT], revoked: RevokedApiToken[] = []) {
  const state = { tokens: [...tokens] };
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path: url.pathname, body });
      const path = url.pathname;
      if (path === "/api/account/sessions") return json({ items: [] });
      if (path === "/api/account/api_tokens" && method === "GET") {
        return json({ items: state.tokens, revoked });
      }
      if (path === "/api/account/api_tokens" && method === "POST") {
        if (body.currentPassword !== "Correct-Horse-1") {
          return json(
            {
              title: "Bad Request",
              status: 400,
              detail: "currentPassword: is not your current password",
              errors: [{ field: "currentPassword", message: "is not your current password" }],
            },
            400,
          );
        }
        const item: ApiToken = {
          id: "7d1f3c4e-1111-4a2b-9c3d-000000000003",
          name: body.name,
          createdAt: "2026-11-21T06:00:00.000Z", // 21 Nov, 11:30 am
          lastUsedAt: null,
        };
        state.tokens = [...state.tokens, item];
        return json({ token: NEW_TOKEN, item }, 201);
      }
      if (path.startsWith("/api/account/api_tokens/") && method === "DELETE") {
        state.tokens = state.tokens.filter((t) => path !== `/api/account/api_tokens/${t.id}`);
        return json({ items: state.tokens, revoked });
      }
      return json({ title: "Not Found", status: 404, detail: "No such endpoint" }, 404);
    }),
  );
  return { sent };
}

function renderPage(showApiTokens = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/account",
      Component: () => (
        <AccountPage
          showNotifications={false}
          showApiTokens={showApiTokens}
          renderPasswordDialog={() => null}
        />
      ),
    },
  ]);
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Stub initialEntries={["/account"]} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, queryClient };
}

const section = () => screen.findByRole("region", { name: "API tokens" });
const itemTexts = async () =>
  within(await within(await section()).findByRole("list"))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("the account page's API tokens", () => {
  it("lists each token with when it was created and last used, or Never", async () => {
    serve();
    renderPage();
    await within(await section()).findByText("Old script");
    expect(await itemTexts()).toEqual([
      "Monthly report sheetCreated2 Nov 2026, 9:00 amLast used20 Nov 2026, 10:00 amRevoke",
      "Old scriptCreated15 Oct 2026, 6:15 pmLast usedNeverRevoke",
    ]);
  });

  it("lists the tokens that ended, with when and why (a password change ends them all)", async () => {
    serve(
      [],
      [
        { ...SHEET, revokedAt: "2026-11-22T05:00:00.000Z", revokedReason: "password changed" },
        { ...SCRIPT, revokedAt: "2026-11-01T10:00:00.000Z", revokedReason: "revoked by you" },
      ],
    );
    renderPage();
    const ended = await within(await section()).findByRole("list", { name: "Ended tokens" });
    expect(
      within(ended)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Monthly report sheet Ended 22 Nov 2026, 10:30 am. Your password was changed.",
      "Old script Ended 1 Nov 2026, 3:30 pm. You revoked it.",
    ]);
    expect(within(await section()).getByText("You have no API tokens.")).toBeInTheDocument();
  });

  it("says when there are none, and is left out for staff", async () => {
    serve([]);
    const { unmount } = renderPage();
    expect(await within(await section()).findByText("You have no API tokens.")).toBeInTheDocument();
    unmount();
    renderPage(false);
    await screen.findByRole("region", { name: "Signed-in sessions" });
    expect(screen.queryByRole("region", { name: "API tokens" })).toBeNull();
  });

  it("creates a token with the password and shows it once, with a copy button", async () => {
    const { sent } = serve([]);
    const user = userEvent.setup();
    const { queryClient } = renderPage();
    await within(await section()).findByText("You have no API tokens.");

    await user.click(screen.getByRole("button", { name: "Create a token" }));
    const dialog = await screen.findByRole("dialog", { name: "Create an API token" });
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(
      "For example: Monthly report sheet Please give the token a name (at most 80 characters).",
    );
    expect(within(dialog).getByLabelText(/^Your password/)).toHaveAccessibleDescription(
      "To confirm it is you. Please enter your password.",
    );
    expect(sent.filter((s) => s.method === "POST")).toEqual([]);

    // The API refuses a wrong password on its field.
    await user.type(within(dialog).getByLabelText(/^Name/), "  Power BI  ");
    await user.type(within(dialog).getByLabelText(/^Your password/), "Wrong-Horse-9");
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    expect(
      await within(dialog).findByText("The password is not your current password."),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Your password/));
    await user.type(within(dialog).getByLabelText(/^Your password/), "Correct-Horse-1");
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    const shown = await screen.findByRole("dialog", { name: "Your new API token" });
    expect(
      within(shown).getByText(
        "Copy it now and keep it somewhere safe. It will not be shown again: if you lose it, revoke it and create a new one.",
      ),
    ).toBeInTheDocument();
    expect(within(shown).getByLabelText("API token “Power BI”")).toHaveValue(NEW_TOKEN);
    expect(sent.filter((s) => s.method === "POST").map((s) => s.body)).toEqual([
      { name: "Power BI", currentPassword: "Wrong-Horse-9" },
      { name: "Power BI", currentPassword: "Correct-Horse-1" },
    ]);

    await user.click(within(shown).getByRole("button", { name: "Copy token" }));
    expect(await within(shown).findByText("Copied to the clipboard.")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(NEW_TOKEN);

    await user.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The list is read again: the new token, never used; the token itself is gone from the page
    // and from every cache.
    await waitFor(async () =>
      expect(await itemTexts()).toEqual([
        "Power BICreated21 Nov 2026, 11:30 amLast usedNeverRevoke",
      ]),
    );
    expect(document.body.innerHTML).not.toContain(NEW_TOKEN);
    const cached = [
      ...queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
      ...queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state.data),
    ];
    expect(JSON.stringify(cached)).not.toContain(NEW_TOKEN);

    // Opening the dialog again starts a new token: the old one is not shown again.
    await user.click(screen.getByRole("button", { name: "Create a token" }));
    const again = await screen.findByRole("dialog", { name: "Create an API token" });
    expect(within(again).getByLabelText(/^Name/)).toHaveValue("");
    expect(document.body.innerHTML).not.toContain(NEW_TOKEN);
  });

  it("revokes a token after a confirmation, and keeps it when cancelled", async () => {
    const { sent } = serve();
    const user = userEvent.setup();
    renderPage();
    await within(await section()).findByText("Old script");

    await user.click(screen.getByRole("button", { name: "Revoke Old script" }));
    let confirm = await screen.findByRole("dialog", { name: "Revoke “Old script”?" });
    expect(
      within(confirm).getByText(
        "Anything that uses this token stops working at once. This cannot be undone.",
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent.filter((s) => s.method === "DELETE")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Revoke Old script" }));
    confirm = await screen.findByRole("dialog", { name: "Revoke “Old script”?" });
    await user.click(within(confirm).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("The token “Old script” was revoked.")).toBeInTheDocument();
    await waitFor(async () => expect((await itemTexts()).length).toBe(1));
    expect(sent.filter((s) => s.method === "DELETE")).toEqual([
      { method: "DELETE", path: `/api/account/api_tokens/${SCRIPT.id}`, body: undefined },
    ]);
  });

  it("has no axe violations, with the new token shown too", async () => {
    serve();
    const user = userEvent.setup();
    const { container } = renderPage();
    await within(await section()).findByText("Old script");
    const rules = { "color-contrast": { enabled: false } };
    let result = await axe.run(container, { rules });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Create a token" }));
    const dialog = await screen.findByRole("dialog", { name: "Create an API token" });
    await user.type(within(dialog).getByLabelText(/^Name/), "Sheet");
    await user.type(within(dialog).getByLabelText(/^Your password/), "Correct-Horse-1");
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    await screen.findByRole("dialog", { name: "Your new API token" });
    result = await axe.run(container, { rules });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
