import { CLIENT_ONLY_PATHS, PUBLIC_PATHS } from "@filtercycle/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";

const NAV_LABELS = ["Home", "Services", "Eco-Art", "Partner Program", "Campaign", "Contact"];
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("every route", () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} is prerendered HTML with its heading and renders in the browser`, async ({
      page,
      request,
    }) => {
      // Without JavaScript: the server's HTML already has the page's main heading.
      const html = await request.get(path);
      expect(html.status()).toBe(200);
      expect(await html.text()).toMatch(/<h1[^>]*>[^<]+/);

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(/Filtercycle/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(
        page.getByRole("contentinfo").getByText("We Would Love To Hear From You!", { exact: true }),
      ).toBeVisible();
    });
  }

  test("/login and /forgot render in the browser", async ({ page }) => {
    for (const path of ["/login", "/forgot"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
    }
  });

  test("protected screens without a token send the visitor to /login", async ({ page }) => {
    for (const path of ["/dashboard", "/admin"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    expect(CLIENT_ONLY_PATHS).toContain("/dashboard");
  });

  test("an unknown path answers 404 with a not-found page listing every public page", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const main = page.getByRole("main");
    await expect(main.locator("h1")).toBeVisible();
    for (const path of PUBLIC_PATHS) {
      await expect(main.locator(`a[href="${path}"]`).first()).toBeVisible();
    }
    await main.locator('a[href="/services"]').first().click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe("navigation", () => {
  test("has the spec's links, and the active one follows the first path segment", async ({
    page,
  }) => {
    await page.goto("/services");
    const nav = mainNav(page);
    for (const label of NAV_LABELS)
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await nav.getByRole("link", { name: "Eco-Art" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(nav.getByRole("link", { name: "Eco-Art" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // "/service-1" has its own first segment: no top link is active.
    await page.goto("/service-1");
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("shows Login without a token, Dashboard and Logout with one", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem("token", "t"));
    await page.reload();
    await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("collapses into a toggle at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: /menu/i });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Campaign" })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await mainNav(page).getByRole("link", { name: "Campaign" }).click();
    await expect(page).toHaveURL(/\/campaign$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Nothing is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("scrolls to the top when the path changes", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto("/services");
    await waitForHydration(page);
    // The router may still restore the scroll position right after hydration (seen on a loaded
    // CI machine: scrollY was 0 just after scrolling), so scroll until the position holds.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(200);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("a page module that fails to load", () => {
  /** The URL of a route's module, from React Router's manifest in the page. */
  const moduleUrl = (page: Page, routeId: string) =>
    page.evaluate(
      (id) =>
        (
          window as unknown as {
            __reactRouterManifest: { routes: Record<string, { module: string }> };
          }
        ).__reactRouterManifest.routes[id]?.module,
      routeId,
    );

  // React Router loads a page's module before it changes the URL, so the reload happens on the
  // page the visitor was on; the next click then finds the new chunks (after a deploy).
  test("reloads the app once after a failed navigation, then works when the file is back", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const url = await moduleUrl(page, "routes/campaign");
    expect(url).toBeTruthy();
    let loads = 0;
    page.on("load", () => loads++);
    let failing = true;
    let tries = 0;
    await page.route(`**${url}`, (route) => {
      tries++;
      return failing ? route.abort() : route.continue();
    });

    await mainNav(page).getByRole("link", { name: "Campaign" }).click();
    await expect.poll(() => loads).toBe(1);
    await expect(page.locator("h1")).toBeVisible();
    // A reload follows only a failed load of the module: the reloaded page did not ask for it
    // again, so no second reload can come (no fixed wait needed to see that none does).
    await waitForHydration(page);
    expect(tries).toBe(1);
    expect(loads).toBe(1);

    // The reloaded page hydrates again before the next click is a client-side navigation.
    await waitForHydration(page);
    failing = false;
    await mainNav(page).getByRole("link", { name: "Campaign" }).click();
    await expect(page).toHaveURL(/\/campaign$/);
    await expect(page.locator("h1")).toBeVisible();
  });

  test("does not loop when a page's module is missing for good", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const url = await moduleUrl(page, "routes/login");
    let loads = 0;
    page.on("load", () => loads++);
    let tries = 0;
    await page.route(`**${url}`, (route) => {
      tries++;
      return route.abort();
    });

    await page.getByRole("link", { name: "Login", exact: true }).click();
    await expect.poll(() => loads).toBe(1);
    // The reloaded page hydrates again before the next click is a client-side navigation.
    await waitForHydration(page);
    await page.getByRole("link", { name: "Login", exact: true }).click();
    await expect(
      page.getByRole("heading", { name: "This page could not be loaded" }),
    ).toBeVisible();
    // The message stands in for the module without asking for it again: with no second failed
    // load there is no second reload (a reload follows only a failed load).
    expect(tries).toBe(1);
    expect(loads).toBe(1);
  });

  test("a client-rendered page whose module is missing reloads once, then says so", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const url = await moduleUrl(page, "routes/forgot");
    let tries = 0;
    await page.route(`**${url}`, (route) => {
      tries++;
      return route.abort();
    });
    let loads = 0;
    page.on("load", () => loads++);
    await page.goto("/forgot");
    await expect(
      page.getByRole("heading", { name: "This page could not be loaded" }),
    ).toBeVisible();
    // The module was asked for once (the visit; the reload serves the message instead), so no
    // further reload can follow: the visit itself, and one automatic reload.
    expect(tries).toBe(1);
    expect(loads).toBe(2);
  });
});
