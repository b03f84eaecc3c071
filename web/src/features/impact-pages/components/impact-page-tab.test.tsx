// The Public page tab with a stubbed `fetch` that keeps the setting like the API does; the real
// endpoint is covered by api/src/areas/impact-pages/impact-pages.routes.test.ts and the e2e.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_KEYS } from "#web/lib/session-storage";
import { greenImpact } from "../../impact/testing/fixtures";
import { json, renderWithProviders } from "../../impact/testing/render";
import { ImpactPageTab } from "./impact-page-tab";

const BASE = "http://portal.test/impact/";
type Stored = { enabled: boolean; slug: string };

/** GET/PATCH /api/impact_page over `stored`; "harbour" belongs to another business. */
function stubImpactPage(stored: Stored) {
  const patches: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    if (url.pathname === "/api/get_green_impact") return json(greenImpact);
    if (url.pathname !== "/api/impact_page") return json({ status: 404, detail: "no" }, 404);
    if (method === "PATCH") {
      const body = JSON.parse(String(init?.body)) as Partial<Stored>;
      patches.push(body);
      if (body.slug === "harbour") {
        return json(
          {
            title: "Conflict",
            status: 409,
            detail: "slug: is taken by another business",
            errors: [{ field: "slug", message: "is taken by another business" }],
          },
          409,
        );
      }
      Object.assign(stored, body);
    }
    return json({ ...stored, url: `${BASE}${stored.slug}` });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { patches };
}

const renderTab = () =>
  renderWithProviders(
    <StrictMode>
      <ImpactPageTab />
    </StrictMode>,
  );

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the Public page tab", () => {
  it("lets an owner turn the page on with its address, then shows the link and the poster", async () => {
    window.localStorage.setItem(SESSION_KEYS.businessRole, "owner");
    const { patches } = stubImpactPage({ enabled: false, slug: "terrace-cafe" });
    renderTab();
    expect(
      await screen.findByText("Your impact page is off: nobody can see it."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download kiosk poster" })).toBeNull();
    expect(screen.queryByText("Only an owner can change this.")).toBeNull();
    const user = userEvent.setup();
    const toggle = screen.getByRole("switch", { name: "Show my impact page publicly" });
    expect(toggle).not.toBeChecked();
    const address = screen.getByRole("textbox", { name: "Page address" });
    expect(address).toHaveValue("terrace-cafe");

    // A slug another business holds: the field says so and nothing changes.
    await user.click(toggle);
    await user.clear(address);
    await user.type(address, "harbour");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("is taken by another business")).toBeInTheDocument();
    expect(screen.getByText("Your impact page is off: nobody can see it.")).toBeInTheDocument();

    // A malformed one is caught before it is sent.
    await user.clear(address);
    await user.type(address, "-x");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "must be 3 to 60 lower-case letters, digits and dashes, not starting or ending with a dash",
      ),
    ).toBeInTheDocument();

    // So is a word the site uses for its own pages.
    await user.clear(address);
    await user.type(address, "dashboard");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("is a word the site uses for its own pages: choose another address"),
    ).toBeInTheDocument();

    await user.clear(address);
    await user.type(address, "terrace");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your impact page is on.")).toBeInTheDocument();
    expect(patches).toEqual([
      { enabled: true, slug: "harbour" },
      { enabled: true, slug: "terrace" },
    ]);
    expect(screen.getByRole("link", { name: /Open my impact page/ })).toHaveAttribute(
      "href",
      `${BASE}terrace`,
    );
    expect(screen.getByRole("switch", { name: "Show my impact page publicly" })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Download kiosk poster" })).toBeEnabled(),
    );
  });

  it("shows a viewer the state only, with the poster while on", async () => {
    window.localStorage.setItem(SESSION_KEYS.businessRole, "viewer");
    stubImpactPage({ enabled: true, slug: "terrace-cafe" });
    renderTab();
    expect(await screen.findByText("Your impact page is on.")).toBeInTheDocument();
    expect(screen.getByText("Only an owner can change this.")).toBeInTheDocument();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.getByRole("link", { name: /Open my impact page/ })).toHaveAttribute(
      "href",
      `${BASE}terrace-cafe`,
    );
    expect(
      await screen.findByRole("button", { name: "Download kiosk poster" }),
    ).toBeInTheDocument();
  });
});
