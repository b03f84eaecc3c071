// The account page's Team and Signed-in sessions sections with `fetch` answered by an in-memory
// stand-in for the API (its own tests cover the real endpoints). Times are UTC instants shown in
// the business's time zone (Asia/Kolkata, +5:30). axe runs without layout: contrast is e2e's.
import type { AccountSession, TeamMember } from "@filtercycle/contract/accounts/team";
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
const problem = (status: number, detail: string, errors?: { field: string; message: string }[]) =>
  json({ title: "Refused", status, detail, ...(errors ? { errors } : {}) }, status);

const LAPTOP: AccountSession = {
  id: "s-laptop",
  createdAt: "2026-11-02T03:30:00.000Z", // 2 Nov, 9:00 am
  lastActiveAt: "2026-11-20T04:30:00.000Z", // 20 Nov, 10:00 am
  expiresAt: "2026-11-27T04:30:00.000Z",
  device: "Firefox on Windows",
  ipAddress: "203.0.113.7",
  current: true,
};
const PHONE: AccountSession = {
  id: "s-phone",
  createdAt: "2026-10-15T12:45:00.000Z", // 15 Oct, 6:15 pm
  lastActiveAt: "2026-11-18T14:00:00.000Z", // 18 Nov, 7:30 pm
  expiresAt: "2026-11-25T14:00:00.000Z",
  device: "Chrome on Android",
  ipAddress: "198.51.100.23",
  current: false,
};
const KIOSK: AccountSession = {
  ...PHONE,
  id: "s-odd",
  device: "",
  ipAddress: "",
  createdAt: "2026-11-01T00:00:00.000Z", // 1 Nov, 5:30 am
  lastActiveAt: "2026-11-01T00:00:00.000Z",
};

const ASHA: TeamMember = {
  id: "u-asha",
  name: "Asha Patel",
  email: "asha@riverside.example",
  role: "owner",
  invitationPending: false,
  lastSignInAt: "2026-11-20T04:30:00.000Z",
  isYou: true,
};
const RAVI: TeamMember = {
  id: "u-ravi",
  name: "Ravi Desai",
  email: "ravi@riverside.example",
  role: "owner",
  invitationPending: false,
  lastSignInAt: "2026-11-18T14:00:00.000Z",
  isYou: false,
};
const MEERA: TeamMember = {
  id: "u-meera",
  name: "Meera Shah",
  email: "meera@riverside.example",
  role: "viewer",
  invitationPending: true,
  lastSignInAt: null,
  isYou: false,
};

type Sent = { method: string; path: string; body: unknown };

/**
 * The API as far as this page uses it. `refuse` answers a change with a problem instead (once),
 * as the real API does for a taken address or the last owner.
 */
function serve({
  sessions = [LAPTOP, PHONE, KIOSK],
  members = [ASHA, RAVI, MEERA],
}: {
  sessions?: AccountSession[];
  members?: TeamMember[];
} = {}) {
  const state = { sessions: [...sessions], members: [...members] };
  const sent: Sent[] = [];
  const refusals: Response[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path: url.pathname, body });
    if (method !== "GET" && refusals.length > 0) return refusals.shift() as Response;
    const path = url.pathname;
    if (path === "/api/account/notifications") {
      return json({
        pickupReceipts: true,
        missedPickups: true,
        requestUpdates: false,
        monthlySummary: true,
      });
    }
    if (path === "/api/account/sessions") return json({ items: state.sessions });
    if (path.startsWith("/api/account/sessions/") && method === "DELETE") {
      state.sessions = state.sessions.filter((s) => path !== `/api/account/sessions/${s.id}`);
      return json({ items: state.sessions });
    }
    if (path === "/api/team" && method === "GET") return json({ members: state.members });
    if (path === "/api/team" && method === "POST") {
      state.members = [
        ...state.members,
        {
          id: "u-new",
          name: body.name,
          email: body.email,
          role: body.role,
          invitationPending: true,
          lastSignInAt: null,
          isYou: false,
        },
      ];
      return json({ members: state.members }, 201);
    }
    if (path.startsWith("/api/team/") && method === "DELETE") {
      state.members = state.members.filter((m) => path !== `/api/team/${m.id}`);
      return json({ members: state.members });
    }
    return json({ title: "Not Found", status: 404, detail: "No such endpoint" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { sent, refuse: (response: Response) => refusals.push(response) };
}

function renderPage({
  team = "manage",
  showNotifications = true,
}: {
  team?: "hidden" | "view" | "manage";
  showNotifications?: boolean;
} = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/account",
      Component: () => (
        <AccountPage
          showNotifications={showNotifications}
          team={team}
          renderPasswordDialog={() => null}
        />
      ),
    },
  ]);
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Stub initialEntries={["/account"]} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const sessionsList = async () =>
  within(await screen.findByRole("region", { name: "Signed-in sessions" })).findByRole("list");
const teamList = async () =>
  within(await screen.findByRole("region", { name: "Team" })).findByRole("list");
const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("the account page's signed-in sessions", () => {
  it("lists each session, marks this browser and signs another out", async () => {
    const { sent } = serve();
    const user = userEvent.setup();
    renderPage();
    const list = await sessionsList();
    await within(list).findByText("Chrome on Android");
    expect(itemTexts(list)).toEqual([
      "Firefox on WindowsThis browserLast active20 Nov 2026, 10:00 amSigned in on2 Nov 2026, 9:00 amIP address203.0.113.7",
      "Chrome on AndroidLast active18 Nov 2026, 7:30 pmSigned in on15 Oct 2026, 6:15 pmIP address198.51.100.23Sign out",
      "Unknown browserLast active1 Nov 2026, 5:30 amSigned in on1 Nov 2026, 5:30 amIP addressNot knownSign out",
    ]);
    // This browser is signed out with the header's "Log out", not here.
    const [current] = within(list).getAllByRole("listitem");
    expect(within(current as HTMLElement).queryByRole("button")).toBeNull();

    await user.click(within(list).getByRole("button", { name: "Sign out of Chrome on Android" }));
    expect(await screen.findByText("Signed out of Chrome on Android.")).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText("Chrome on Android")).toBeNull());
    const changes = sent.filter((s) => s.method !== "GET");
    expect(changes).toEqual([
      { method: "DELETE", path: "/api/account/sessions/s-phone", body: undefined },
    ]);
    // The list is read again after the sign-out.
    const deleteAt = sent.findIndex((s) => s.method === "DELETE");
    await waitFor(() =>
      expect(
        sent.slice(deleteAt + 1).filter((s) => s.path === "/api/account/sessions"),
      ).toHaveLength(1),
    );
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows the server's reason when a sign-out is refused", async () => {
    const { refuse } = serve();
    const user = userEvent.setup();
    renderPage();
    const list = await sessionsList();
    refuse(problem(404, "This session has already ended."));
    await user.click(
      await within(list).findByRole("button", { name: "Sign out of Chrome on Android" }),
    );
    expect(await screen.findByText("This session has already ended.")).toBeInTheDocument();
  });

  it("is the only thing staff get besides the password: no team, no e-mails", async () => {
    const { sent } = serve();
    renderPage({ team: "hidden", showNotifications: false });
    await within(await sessionsList()).findByText("Firefox on Windows");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Password",
      "Signed-in sessions",
    ]);
    expect(sent.map((s) => s.path)).not.toContain("/api/team");
  });
});

describe("the account page's team", () => {
  it("lists the business's logins, in the page's order of sections", async () => {
    serve();
    renderPage();
    const list = await teamList();
    await within(list).findByText("Asha Patel");
    expect(itemTexts(list)).toEqual([
      "Asha Patel(you)Ownerasha@riverside.exampleLast sign-in: 20 Nov 2026, 10:00 am",
      "Ravi DesaiOwnerravi@riverside.exampleLast sign-in: 18 Nov 2026, 7:30 pmRemove",
      "Meera ShahViewerInvitation sentmeera@riverside.exampleLast sign-in: NeverRemove",
    ]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Team",
      "E-mail notifications",
      "Password",
      "Signed-in sessions",
    ]);
    // An owner removes others, never itself.
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Remove Ravi Desai", "Remove Meera Shah"]);
    expect(screen.queryByText("Only an owner can invite or remove colleagues.")).toBeNull();
  });

  it("lets an owner invite a colleague, showing the server's refusal on its field", async () => {
    const { sent, refuse } = serve();
    const user = userEvent.setup();
    renderPage();
    await within(await teamList()).findByText("Asha Patel");
    await user.click(screen.getByRole("button", { name: "Invite a colleague" }));
    const dialog = screen.getByRole("dialog", { name: "Invite a colleague" });
    expect(within(dialog).getByRole("radio", { name: /^Viewer/ })).toBeChecked();
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual([
      "Owner: can request payouts and pickups and manage the team.",
      "Viewer: sees everything, changes nothing but their own account.",
    ]);
    // The colleague's language: the reader's by default, each name in its own script.
    const language = within(dialog).getByLabelText(/^Language of the invitation/);
    expect(language).toHaveValue("en");
    expect(
      within(language)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["English", "ગુજરાતી", "हिन्दी"]);

    // The browser's own check first: nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription(
      "Please enter their name.",
    );
    expect(sent.filter((s) => s.method === "POST")).toEqual([]);

    await user.type(within(dialog).getByLabelText("Name"), "Kiran Rao");
    await user.type(within(dialog).getByLabelText("E-mail address"), "Ravi@Riverside.example");
    await user.click(within(dialog).getByRole("radio", { name: /^Owner/ }));
    refuse(problem(409, "ravi@riverside.example already has a login."));
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    const email = within(dialog).getByLabelText("E-mail address");
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription("ravi@riverside.example already has a login."),
    );
    // Focus moves in an effect after the message renders: wait for it rather than race it.
    await waitFor(() => expect(email).toHaveFocus());

    refuse(
      problem(400, "The invitation is not valid.", [
        { field: "name", message: "must not contain control characters" },
      ]),
    );
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription(
        "The name must not contain control characters.",
      ),
    );

    await user.clear(email);
    await user.type(email, "Kiran@Riverside.example");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to kiran@riverside.example.")).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
    const posts = sent.filter((s) => s.method === "POST");
    expect(posts).toHaveLength(3);
    expect(posts.at(-1)).toEqual({
      method: "POST",
      path: "/api/team",
      // The colleague's language: the reader's unless the owner chooses another (issue 29).
      body: { email: "kiran@riverside.example", name: "Kiran Rao", role: "owner", language: "en" },
    });
    expect(itemTexts(await teamList()).at(-1)).toBe(
      "Kiran RaoOwnerInvitation sentkiran@riverside.exampleLast sign-in: NeverRemove",
    );
  });

  it("removes a colleague only after confirming, and shows why the server refused", async () => {
    const { sent, refuse } = serve();
    const user = userEvent.setup();
    renderPage();
    const list = await teamList();
    await user.click(await within(list).findByRole("button", { name: "Remove Ravi Desai" }));
    let dialog = screen.getByRole("dialog", { name: "Remove Ravi Desai?" });
    expect(dialog).toHaveTextContent("They will no longer be able to log in.");
    refuse(problem(409, "Ravi Desai is the business's last owner other than you."));
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Ravi Desai is the business's last owner other than you.",
    );
    expect(within(list).getByText("Ravi Desai")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await user.click(within(list).getByRole("button", { name: "Remove Meera Shah" }));
    dialog = screen.getByRole("dialog", { name: "Remove Meera Shah?" });
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Meera Shah was removed from the team.")).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(list).queryByText("Meera Shah")).toBeNull();
    expect(sent.filter((s) => s.method === "DELETE")).toEqual([
      { method: "DELETE", path: "/api/team/u-ravi", body: undefined },
      { method: "DELETE", path: "/api/team/u-meera", body: undefined },
    ]);
  });

  it("shows a viewer the list only", async () => {
    serve({ members: [{ ...ASHA, role: "viewer" }, RAVI] });
    renderPage({ team: "view" });
    const list = await teamList();
    await within(list).findByText("Ravi Desai");
    expect(screen.getByText("Only an owner can invite or remove colleagues.")).toBeVisible();
    expect(within(list).queryAllByRole("button")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Invite a colleague" })).toBeNull();
  });

  it("has no axe violations, with the invitation open too", async () => {
    serve();
    const user = userEvent.setup();
    const { container } = renderPage();
    await within(await teamList()).findByText("Asha Patel");
    await within(await sessionsList()).findByText("Chrome on Android");
    await screen.findByRole("group", { name: "Send me" });
    const rules = { "color-contrast": { enabled: false } };
    let result = await axe.run(container, { rules });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Invite a colleague" }));
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    result = await axe.run(container, { rules });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
