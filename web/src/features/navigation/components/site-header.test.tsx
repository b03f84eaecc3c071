import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { clearSession, SESSION_KEYS, saveSession } from "#web/lib/session-storage";
import { StubPage } from "#web/test/stub-page";
import { SiteHeader } from "./site-header";

// Logging out itself (the API call, the stored keys, landing on /) is the auth feature's
// `useLogout`, which the root layout gives the header: see root.test.tsx. Here the header gets a
// logout that answers `logoutSucceeds`.
let logoutSucceeds = true;
const onLogout = async () => logoutSucceeds;

function Shell({ neutral = false }: { neutral?: boolean }) {
  return (
    <>
      <SiteHeader neutral={neutral} onLogout={onLogout} />
      <Outlet />
    </>
  );
}

function renderAt(path: string, { neutral = false } = {}) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <Shell neutral={neutral} />,
      children: [
        { index: true, Component: StubPage },
        { path: "*", Component: StubPage },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

function storeSession() {
  localStorage.setItem(SESSION_KEYS.token, "token-123");
  localStorage.setItem(SESSION_KEYS.customerId, "42");
  localStorage.setItem(SESSION_KEYS.customerName, "Green Cafe");
  localStorage.setItem(SESSION_KEYS.role, "customer");
}

const nav = () => screen.getByRole("navigation", { name: "Main" });

describe("SiteHeader links", () => {
  it("shows the six top links in order with their targets", () => {
    renderAt("/");
    const links = within(nav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Services", "/services"],
      ["Eco-Art", "/products"],
      ["Partner Program", "/partner-program"],
      ["Campaign", "/campaign"],
      ["Contact", "/contact"],
    ]);
  });

  it.each([
    ["/", "Home"],
    ["/services", "Services"],
    ["/services/kiosks", "Services"],
    ["/products", "Eco-Art"],
    ["/partner-program", "Partner Program"],
    ["/campaign", "Campaign"],
    ["/contact", "Contact"],
  ])("on %s marks %s as the current page, and only it", (path, label) => {
    renderAt(path);
    const current = within(nav())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it.each(["/service-1", "/aboutus", "/dashboard", "/no-such-page"])(
    "on %s marks no top link as current (first segment differs)",
    (path) => {
      renderAt(path);
      for (const link of within(nav()).getAllByRole("link")) {
        expect(link).not.toHaveAttribute("aria-current");
      }
    },
  );

  it("links the brand to the home page", () => {
    renderAt("/contact");
    expect(screen.getByRole("link", { name: "Filtercycle home" })).toHaveAttribute("href", "/");
  });
});

describe("SiteHeader account button", () => {
  it("shows Login to /login when no token is stored", () => {
    renderAt("/");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  it("shows Dashboard to /dashboard when a token is stored", () => {
    storeSession();
    renderAt("/");
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("sends staff to the admin console instead of the customer dashboard", () => {
    storeSession();
    localStorage.setItem(SESSION_KEYS.role, "admin");
    renderAt("/");
    expect(screen.getByRole("link", { name: "Admin console" })).toHaveAttribute("href", "/admin");
    expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  it("hides the staff button on the admin console itself", () => {
    storeSession();
    localStorage.setItem(SESSION_KEYS.role, "admin");
    renderAt("/admin");
    expect(screen.queryByRole("link", { name: "Admin console" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it.each(["/dashboard", "/dashboard/videos"])("is hidden on %s", (path) => {
    storeSession();
    renderAt(path);
    expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    // Logging out stays possible there.
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("follows the token when it is saved or cleared in this tab", () => {
    renderAt("/");
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
    act(() =>
      saveSession({ token: "t", customerId: "1", customerName: "Green Cafe", role: "customer" }),
    );
    expect(screen.getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("follows the token when another tab changes it (storage event)", () => {
    renderAt("/");
    act(() => {
      localStorage.setItem(SESSION_KEYS.token, "from-another-tab");
      window.dispatchEvent(new StorageEvent("storage", { key: SESSION_KEYS.token }));
    });
    expect(screen.getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
  });
});

describe("SiteHeader logout", () => {
  beforeEach(() => storeSession());

  it("offers Logout only when a token is stored", () => {
    renderAt("/");
    expect(within(nav()).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("says so when logging out fails, and offers it again", async () => {
    logoutSucceeds = false;
    renderAt("/contact");

    await userEvent.click(screen.getByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not log out. Please try again.",
    );
    expect(screen.getByRole("heading", { name: "Page at /contact" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeEnabled();
    logoutSucceeds = true;
  });
});

describe("SiteHeader mobile menu", () => {
  it("toggles open and closed with aria-expanded pointing at the link list", async () => {
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(list).toBeInTheDocument();
    expect(list).toContainElement(within(nav()).getByRole("link", { name: "Services" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(list).not.toHaveClass("hidden");

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(list).toHaveClass("hidden");
  });

  it("closes when the user navigates", async () => {
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    await userEvent.click(within(nav()).getByRole("link", { name: "Campaign" }));
    expect(await screen.findByRole("heading", { name: "Page at /campaign" })).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape", async () => {
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

describe("SiteHeader neutral (SPA fallback) variant", () => {
  it("shows the links but no current page and no session controls", () => {
    storeSession();
    renderAt("/services", { neutral: true });
    expect(within(nav()).getAllByRole("link")).toHaveLength(6);
    for (const link of within(nav()).getAllByRole("link")) {
      expect(link).not.toHaveAttribute("aria-current");
    }
    expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });
});
