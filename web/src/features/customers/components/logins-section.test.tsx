// HTTP is a stubbed `fetch` keeping the logins in memory; the real API has its own tests.
import type { LoginItem } from "@filtercycle/contract/customers/admin-customers";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { LoginsSection, StaffLoginsSection } from "./logins-section";

const ASHA: LoginItem = {
  id: "u-asha",
  name: "Asha Patel",
  email: "asha@alpha.example",
  lastSignInAt: "2026-11-20T04:30:00.000Z", // 10:00 in Ahmedabad
  invitationPending: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  businessRole: "owner",
};
const NEW: LoginItem = {
  ...ASHA,
  id: "u-new",
  name: "Ravi Desai",
  email: "ravi@alpha.example",
  lastSignInAt: null,
  invitationPending: true,
  businessRole: "viewer",
};

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

function serveLogins(initial: LoginItem[]) {
  let logins = [...initial];
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== "GET") sent.push({ method, path: url.pathname, body });
      if (method === "DELETE") {
        logins = logins.filter((l) => !url.pathname.endsWith(l.id));
        return json(null, 204);
      }
      if (url.pathname.endsWith("/resend-invitation")) {
        return json(logins.find((l) => url.pathname.includes(l.id)));
      }
      if (method === "POST") {
        const login = { ...NEW, id: "u-invited", name: body.name, email: body.email };
        logins = [...logins, login];
        return json(login, 201);
      }
      return json({ items: logins, page: 1, pageSize: 200, total: logins.length });
    }),
  );
  return sent;
}

function renderSection(ui: React.ReactNode) {
  saveSession({ token: "t", customerId: "", customerName: "Ravi", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </StrictMode>,
  );
}

describe("logins section", () => {
  it("lists logins with last sign-in, invites one and resends a pending invitation", async () => {
    const user = userEvent.setup();
    const sent = serveLogins([ASHA, NEW]);
    renderSection(<LoginsSection owner={{ customerCode: "FC-1001" }} heading="Logins" />);
    const asha = await screen.findByRole("row", { name: /Asha Patel/ });
    expect(within(asha).getByText("20 Nov 2026, 10:00 am")).toBeInTheDocument();
    expect(within(asha).getByText("Active")).toBeInTheDocument();
    // A business's logins show their role in it.
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Name",
      "E-mail",
      "Role",
      "Last sign-in",
      "Status",
      "Actions",
    ]);
    expect(
      within(asha)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["asha@alpha.example", "Owner", "20 Nov 2026, 10:00 am", "Active", "Revoke"]);
    const pending = screen.getByRole("row", { name: /Ravi Desai/ });
    expect(within(pending).getByText("Viewer")).toBeInTheDocument();
    expect(within(pending).getByText("Never")).toBeInTheDocument();
    expect(within(pending).getByText("Invitation sent")).toBeInTheDocument();

    await user.click(
      within(pending).getByRole("button", { name: "Resend invitation: ravi@alpha.example" }),
    );
    expect(
      await screen.findByText(
        "A new invitation was sent to ravi@alpha.example. The previous link no longer works.",
      ),
    ).toBeInTheDocument();

    // Invalid fields are named and nothing is sent.
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Please enter their name.");
    expect(screen.getByLabelText("E-mail address")).toHaveAccessibleDescription(
      "Please enter a valid e-mail address.",
    );
    expect(sent.filter((s) => s.path.endsWith("/logins"))).toEqual([]);

    await user.type(screen.getByLabelText("Name"), "Meera Shah");
    await user.type(screen.getByLabelText("E-mail address"), "Meera@Alpha.example");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to meera@alpha.example.")).toBeInTheDocument();
    expect(await screen.findByRole("row", { name: /Meera Shah/ })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: "POST",
      path: "/api/admin/customers/FC-1001/logins",
      body: { name: "Meera Shah", email: "meera@alpha.example" },
    });
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(""));
  });

  it("revokes a staff login only after confirming", async () => {
    const user = userEvent.setup();
    const { businessRole: _none, ...staffAsha } = ASHA;
    const sent = serveLogins([{ ...staffAsha, staffRole: "collector" }]);
    renderSection(<StaffLoginsSection />);
    expect(await screen.findByRole("heading", { name: "Staff logins" })).toBeInTheDocument();
    // Staff have no role in a business, but a staff role (issue 28): the Role column says it.
    const row = await screen.findByRole("row", { name: /Asha Patel/ });
    expect(screen.getByRole("columnheader", { name: "Role" })).toBeInTheDocument();
    expect(within(row).getByText("Collector")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Revoke: asha@alpha.example" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke Asha Patel's login?" });
    expect(
      within(dialog).getByText(
        "asha@alpha.example is signed out everywhere and can no longer sign in. You can invite them again later.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(
      await screen.findByText("The login of asha@alpha.example was revoked."),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ method: "DELETE", path: "/api/admin/logins/u-asha", body: undefined }]);
    await waitFor(() => expect(screen.queryByRole("row", { name: /Asha Patel/ })).toBeNull());
  });

  it("invites a staff login as an admin by default, or as a collector when chosen", async () => {
    const user = userEvent.setup();
    const sent = serveLogins([]);
    renderSection(<StaffLoginsSection />);
    const role = await screen.findByLabelText(/^Role/);
    expect(role).toHaveValue("admin");
    expect(
      within(role)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Admin", "Collector"]);
    await user.type(screen.getByLabelText("Name"), "Meera Ops");
    await user.type(screen.getByLabelText("E-mail address"), "meera@fc.example");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to meera@fc.example.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(""));
    // user-event keeps its own idea of a field's text, which the form's reset does not update.
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Ramesh");
    await user.clear(screen.getByLabelText("E-mail address"));
    await user.type(screen.getByLabelText("E-mail address"), "ramesh@fc.example");
    await user.selectOptions(screen.getByLabelText(/^Role/), "collector");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to ramesh@fc.example.")).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([
      { name: "Meera Ops", email: "meera@fc.example", role: "admin" },
      { name: "Ramesh", email: "ramesh@fc.example", role: "collector" },
    ]);
    // The form is empty again, the role back to admin.
    await waitFor(() => expect(screen.getByLabelText(/^Role/)).toHaveValue("admin"));
  });

  it("invites a login in the language chosen for it, English (sent as nothing) by default", async () => {
    const user = userEvent.setup();
    const sent = serveLogins([]);
    renderSection(<LoginsSection owner={{ customerCode: "FC-1001" }} heading="Logins" />);
    const language = await screen.findByLabelText(/^Language of the invitation/);
    expect(language).toHaveValue("en");
    expect(language).toHaveAccessibleDescription(
      "The e-mail and the pages they see once signed in are in this language. They can change it later.",
    );
    // Each language's name in its own script.
    expect(
      within(language)
        .getAllByRole("option")
        .map((o) => [o.getAttribute("value"), o.textContent]),
    ).toEqual([
      ["en", "English"],
      ["gu", "ગુજરાતી"],
      ["hi", "हिन्दी"],
    ]);
    await user.type(screen.getByLabelText("Name"), "Meera Shah");
    await user.type(screen.getByLabelText("E-mail address"), "meera@alpha.example");
    await user.selectOptions(language, "gu");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to meera@alpha.example.")).toBeInTheDocument();
    // Back to English for the next invitation, which sends no language.
    await waitFor(() =>
      expect(screen.getByLabelText(/^Language of the invitation/)).toHaveValue("en"),
    );
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Om Patel");
    await user.clear(screen.getByLabelText("E-mail address"));
    await user.type(screen.getByLabelText("E-mail address"), "om@alpha.example");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to om@alpha.example.")).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([
      { name: "Meera Shah", email: "meera@alpha.example", language: "gu" },
      { name: "Om Patel", email: "om@alpha.example" },
    ]);
  });
});
