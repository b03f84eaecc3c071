import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { expect, type Page, test } from "@playwright/test";
import { linkFromMail } from "./support/mail";

/**
 * Accounts against the real server (playwright.config.ts: the built app on a fresh data folder
 * with the demo seed). Two workers run tests at once, so:
 * - tests that only log in share the seeded logins (demo customer, staff): logging in and out
 *   does not disturb another test's session;
 * - the password tests (invitation, forgot → reset) change a password and revoke every session
 *   of their login, so they use a login of their own: staff invite a new address for the demo
 *   business, and that login goes through the invitation link, then the forgot/reset flow.
 *   Nothing a parallel test relies on changes, and the invitation path is covered too.
 * E-mail goes over SMTP to a real SMTP server started beside the app (e2e/support/smtp-catcher.mjs);
 * the tests read the links from the messages it caught.
 */

const DEMO = { email: "demo@example.com", password: "Demo@12345" };
const STAFF = { email: "admin@example.com", password: "Admin@12345" };
const SESSION_KEYS = ["token", "customerId", "customerName", "role"] as const;

const header = (page: Page) => page.getByRole("banner");
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

function storedSession(page: Page) {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    [...SESSION_KEYS],
  );
}

/** `GET /api/session` with the page's cookies: 200 while the server session lives, else 401. */
async function serverSessionStatus(page: Page): Promise<number> {
  return (await page.request.get("/api/session")).status();
}

test.describe("logging in and out", () => {
  test("a customer lands on /dashboard, stays logged in over a reload, and logs out to /", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot",
    );
    await logIn(page, DEMO);

    await expect(page).toHaveURL(/\/dashboard$/);
    // The Dashboard button is hidden on /dashboard; Logout is in the menu.
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("button", { name: "Logout" })).toBeVisible();
    const stored = await storedSession(page);
    expect(stored).toMatchObject({ customerId: "FC-1001", role: "customer" });
    expect(stored.token).toBeTruthy();
    expect(stored.customerName).toBeTruthy();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(mainNav(page).getByRole("button", { name: "Logout" })).toBeVisible();
    expect(await serverSessionStatus(page)).toBe(200);

    // A logged-in visitor opening /login goes straight to the dashboard.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toBeVisible();

    // The web logs out with a POST, which another site's page cannot send (docs/decisions/0076).
    const logoutCall = page.waitForRequest((r) => r.url().endsWith("/api/customer_logout"));
    await mainNav(page).getByRole("button", { name: "Logout" }).click();
    expect((await logoutCall).method()).toBe("POST");
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
    await expect(mainNav(page).getByRole("button", { name: "Logout" })).toHaveCount(0);
    expect(await storedSession(page)).toEqual({
      token: null,
      customerId: null,
      customerName: null,
      role: null,
    });
    expect(await serverSessionStatus(page)).toBe(401);
  });

  test("logging out from the dashboard lands on /, not on /login", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, DEMO);
    await expect(page).toHaveURL(/\/dashboard$/);
    await mainNav(page).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "Every cigarette butt, collected and recycled.",
    );
  });

  test("/dashboard without a token goes to /login, and logging in returns there", async ({
    page,
  }) => {
    await page.goto("/dashboard?tab=videos");
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, DEMO);
    await expect(page).toHaveURL(/\/dashboard\?tab=videos$/);
  });

  test("a wrong password shows the one message and stores nothing", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, { email: DEMO.email, password: "not-the-password" });
    await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);
    expect((await storedSession(page)).token).toBeNull();
  });

  test("the form checks its fields before sending anything", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail address").fill("demo@example");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("E-mail address")).toBeFocused();
    await expect(page.getByText("Enter your password.")).toBeVisible();
  });

  test("staff land on /admin", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, STAFF);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Overview" }),
    ).toHaveAttribute("aria-current", "page");
    expect(await storedSession(page)).toMatchObject({ customerId: "", role: "admin" });
  });

  test("a customer opening /admin gets the 403 page", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, DEMO);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
    await expect(page.getByText(ACCOUNT_MESSAGES.staffOnly)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Console" })).toHaveCount(0);
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("credentials (issue 16 finding 3)", () => {
  test("what localStorage holds signs nobody in; an API token from the account page only reads", async ({
    page,
    playwright,
  }) => {
    await page.goto("/login");
    await logIn(page, DEMO);
    await expect(page).toHaveURL(/\/dashboard$/);
    const marker = (await storedSession(page)).token as string;
    expect(marker).toBeTruthy();
    // The session cookie is out of the page's reach.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name.endsWith("session_token"))?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");

    // Somewhere else, with what a script in the page could read.
    const elsewhere = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const read = (token: string) =>
      elsewhere.get("/api/get_green_impact", { headers: { authorization: `Bearer ${token}` } });
    expect((await read(marker)).status()).toBe(401);
    const asCookie = await elsewhere.get("/api/get_green_impact", {
      headers: { cookie: `filtercycle.session_token=${marker}` },
    });
    expect(asCookie.status()).toBe(401);

    // An API token, created on the account page and shown once.
    const name = `E2E sheet ${Date.now()}`;
    await page.goto("/account");
    const tokens = page.getByRole("region", { name: "API tokens" });
    await tokens.getByRole("button", { name: "Create a token" }).click();
    const dialog = page.getByRole("dialog", { name: "Create an API token" });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Your password/).fill(DEMO.password);
    await dialog.getByRole("button", { name: "Create token" }).click();
    const shown = page.getByRole("dialog", { name: "Your new API token" });
    const token = await shown.getByLabel(`API token “${name}”`).inputValue();
    expect(token).toMatch(/^fcp_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole("button", { name: "Done" }).click();
    const item = tokens.getByRole("listitem").filter({ hasText: name });
    await expect(item).toContainText("Last usedNever");

    const figures = await read(token);
    expect(figures.status()).toBe(200);
    expect(await figures.json()).toMatchObject({ customerId: "FC-1001" });
    const write = await elsewhere.post("/api/pickup_requests", {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(write.status()).toBe(403);
    const staffArea = await elsewhere.get("/api/admin/customers", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(staffArea.status()).toBe(403);

    await page.reload();
    await expect(item).not.toContainText("Last usedNever");
    await item.getByRole("button", { name: `Revoke ${name}` }).click();
    await page
      .getByRole("dialog", { name: `Revoke “${name}”?` })
      .getByRole("button", { name: "Revoke" })
      .click();
    await expect(page.getByText(`The token “${name}” was revoked.`)).toBeVisible();
    expect((await read(token)).status()).toBe(401);
    await elsewhere.dispose();
  });
});

test.describe("passwords (a login of their own)", () => {
  test.describe.configure({ mode: "serial" });

  const invitee = {
    email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: "Invited-pass-1",
    newPassword: "Reset-pass-2024",
  };

  test("an invited customer chooses a password through the e-mailed link and is signed in", async ({
    page,
    request,
  }) => {
    const staff = await request.post("/api/customer_login", { data: STAFF });
    expect(staff.status()).toBe(200);
    const invitation = await request.post("/api/admin/invitations", {
      data: { email: invitee.email, name: "E2E Invitee", customerId: "FC-1001" },
    });
    expect(invitation.status(), await invitation.text()).toBe(201);

    const link = await linkFromMail(invitee.email);
    expect(link).toContain("invite=1");
    await page.goto(link);
    await expect(
      page.getByRole("heading", { level: 1, name: "Choose your password" }),
    ).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(invitee.password);
    await page.getByLabel("Confirm new password").fill(invitee.password);
    await page.getByRole("button", { name: "Save password" }).click();
    // The first password signs the invitee in (docs/decisions/0053).
    await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.accountReady);
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("forgot → e-mailed link → new password; the old one and the used link stop working", async ({
    page,
  }) => {
    // The same confirmation whether or not the address has a login.
    await page.goto("/forgot");
    await page.getByLabel("E-mail address").fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.forgotConfirmation);

    await page.goto("/forgot");
    await page.getByLabel("E-mail address").fill(invitee.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.forgotConfirmation);
    await page.getByRole("link", { name: "Back to log in" }).click();
    await expect(page).toHaveURL(/\/login$/);

    const link = await linkFromMail(invitee.email, { subject: /reset/i });
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    // Checked in the browser before anything is sent.
    await page.getByLabel("New password", { exact: true }).fill(invitee.newPassword);
    await page.getByLabel("Confirm new password").fill(`${invitee.newPassword}x`);
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("The passwords do not match.")).toBeVisible();

    await page.getByLabel("Confirm new password").fill(invitee.newPassword);
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.passwordChanged);

    // The link works once.
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("Another-pass-99");
    await page.getByLabel("Confirm new password").fill("Another-pass-99");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.resetLinkInvalid);
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot",
    );

    await page.goto("/login");
    await logIn(page, { email: invitee.email, password: invitee.password });
    await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.invalidCredentials);
    await logIn(page, { email: invitee.email, password: invitee.newPassword });
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test("a reset link without a token says at once that it is invalid", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.resetLinkInvalid);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot$/);
});
