// The shell with a stubbed logout and a stubbed `fetch` for POST /api/account/password; the real
// endpoint is covered by api/src/areas/accounts/change-password.routes.test.ts. axe runs here in
// happy-dom without layout, so colour contrast is left to the end-to-end tests.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { StrictMode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { ConsoleShell } from "./console-shell";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status < 400 ? "application/json" : "application/problem+json" },
  });

const NAV = [
  "Overview",
  "Customers",
  "Collections",
  "Custody",
  "Pickups",
  "Collector's route",
  "Payouts",
  "Media",
  "Inbox",
  "Settings",
  "Audit log",
];

function renderShell(
  path: string,
  onLogout: () => Promise<boolean> = async () => true,
  collector = false,
) {
  saveSession({ token: "t", customerId: "", customerName: "Ravi Staff", role: "admin" });
  const Screen = ({ name }: { name: string }) => (
    <ConsoleShell staffName="Ravi Staff" collector={collector} onLogout={onLogout}>
      <h1>{name}</h1>
    </ConsoleShell>
  );
  const Stub = createRoutesStub([
    { path: "/admin", Component: () => <Screen name="Overview screen" /> },
    { path: "/admin/payouts", Component: () => <Screen name="Payouts screen" /> },
    { path: "/admin/customers/:code", Component: () => <Screen name="Customer screen" /> },
  ]);
  return render(
    <StrictMode>
      <Stub initialEntries={[path]} />
    </StrictMode>,
  );
}

afterEach(() => localStorage.clear());

describe("console shell", () => {
  it("lists exactly the console's screens and marks the current one", () => {
    renderShell("/admin/payouts");
    const nav = screen.getByRole("navigation", { name: "Console" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(NAV);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/admin",
      "/admin/customers",
      "/admin/collections",
      "/admin/custody",
      "/admin/pickups",
      "/admin/route",
      "/admin/payouts",
      "/admin/media",
      "/admin/inbox",
      "/admin/settings",
      "/admin/audit-log",
    ]);
    expect(within(nav).getByRole("link", { name: "Payouts" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });

  it("lists only the route for a collector (issue 28)", () => {
    renderShell("/admin/payouts", async () => true, true);
    const nav = screen.getByRole("navigation", { name: "Console" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/admin/route"]);
    expect(within(nav).getByRole("link")).toHaveTextContent("Collector's route");
  });

  it("marks Customers on a customer's page", () => {
    renderShell("/admin/customers/FC-1001");
    expect(screen.getByRole("link", { name: "Customers" })).toHaveAttribute("aria-current", "page");
  });

  it("folds the sidebar behind a Menu button on a phone, and folds it again after a choice", async () => {
    const user = userEvent.setup();
    renderShell("/admin");
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    const sidebar = document.getElementById(menu.getAttribute("aria-controls") ?? "");
    expect(sidebar).toContainElement(screen.getByRole("navigation", { name: "Console" }));
    expect(sidebar).toHaveClass("hidden");

    await user.click(menu);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(sidebar).not.toHaveClass("hidden");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveFocus();
    expect(sidebar).toHaveClass("hidden");

    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("link", { name: "Payouts" }));
    expect(await screen.findByRole("heading", { name: "Payouts screen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the staff member's name and an account menu, operable by keyboard", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn(async () => true);
    renderShell("/admin", onLogout);
    expect(screen.getByText("Ravi Staff")).toBeInTheDocument();
    const account = screen.getByRole("button", { name: "Account" });
    expect(account).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();

    account.focus();
    await user.keyboard("{Enter}");
    expect(account).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(screen.getByRole("button", { name: "Change password" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Log out" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("says so when logging out fails", async () => {
    const user = userEvent.setup();
    renderShell("/admin", async () => false);
    await user.click(screen.getByRole("button", { name: "Account" }));
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not log out. Please try again.",
    );
  });

  it("has no axe violations, with the menus open", async () => {
    const user = userEvent.setup();
    const { container } = renderShell("/admin");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("button", { name: "Account" }));
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.passes.length).toBeGreaterThan(0);
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe("change password", () => {
  async function openDialog() {
    const user = userEvent.setup();
    renderShell("/admin");
    await user.click(screen.getByRole("button", { name: "Account" }));
    await user.click(screen.getByRole("button", { name: "Change password" }));
    const dialog = await screen.findByRole("dialog", { name: "Change password" });
    return { user, dialog };
  }

  it("checks the fields before sending anything", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Current password"), "old-password-1");
    await user.type(within(dialog).getByLabelText(/^New password/), "short");
    await user.type(within(dialog).getByLabelText("Confirm the new password"), "other");
    await user.click(within(dialog).getByRole("button", { name: "Change password" }));
    expect(
      await within(dialog).findByText("New password must be at least 10 characters."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("The two new passwords do not match.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a wrong current password on its field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(
          {
            type: "/problems/validation",
            title: "Bad Request",
            status: 400,
            detail: "currentPassword: is not your current password",
            errors: [{ field: "currentPassword", message: "is not your current password" }],
          },
          400,
        ),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Current password"), "wrong-password-1");
    await user.type(within(dialog).getByLabelText(/^New password/), "A-new-password-2");
    await user.type(within(dialog).getByLabelText("Confirm the new password"), "A-new-password-2");
    await user.click(within(dialog).getByRole("button", { name: "Change password" }));
    expect(
      await within(dialog).findByText("Current password is not your current password."),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText("Current password")).toHaveFocus());
  });

  it("sends the current and new password and says the other sessions ended", async () => {
    const fetchMock = vi.fn(async () =>
      json({
        message: "Your password has been changed. Your other sessions have been logged out.",
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Current password"), "old-password-1");
    await user.type(within(dialog).getByLabelText(/^New password/), "A-new-password-2");
    await user.type(within(dialog).getByLabelText("Confirm the new password"), "A-new-password-2");
    await user.click(within(dialog).getByRole("button", { name: "Change password" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "Your password has been changed. Your other sessions have been logged out.",
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/account/password",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({
          currentPassword: "old-password-1",
          newPassword: "A-new-password-2",
        }),
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
