import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  TestFixture,
} from "@playwright/test";
import { expect, type Page, test } from "@playwright/test";

/** The demo seed's staff login (api/src/seed), which every console test signs in as. */
export const STAFF = { email: "admin@example.com", password: "Admin@12345" };
/** The demo seed's customer login: the owner of FC-1001. */
export const DEMO = { email: "demo@example.com", password: "Demo@12345" };

/** Signs in through the login form, as a person would; the caller checks where it lands. */
export async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export type Role = "customer" | "staff";
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

const LOGINS: Record<Role, { email: string; password: string; lands: RegExp }> = {
  customer: { ...DEMO, lands: /\/dashboard$/ },
  staff: { ...STAFF, lands: /\/admin$/ },
};

/**
 * One login per role per worker (decision 0088, amendment of 2026-11-27): the first test of a
 * worker that needs the demo customer or staff signs in through the form, as `logIn` does, and
 * keeps the context's storage (the session cookie and what the app put in localStorage); later
 * tests of that worker start their pages with it. Playwright keeps a worker process for many
 * files, so this module's state lives as long as the worker. Tests about logging in, out or
 * passwords still use the form every time; no test using a stored session logs it out (those
 * that end sessions use a login of their own).
 */
const sessions = new Map<Role, Promise<StorageState>>();

export function sessionOf(browser: Browser, role: Role, baseURL?: string): Promise<StorageState> {
  let session = sessions.get(role);
  if (!session) {
    // The worker's one login for this role gets its own 30 s, as it had in each test before:
    // the test (or hook) that happens to come first in the worker does not pay for it alone.
    const info = test.info();
    info.setTimeout(info.timeout + 30_000);
    session = (async () => {
      // `storageState: undefined` so a describe's stored session (test.use) is not applied here.
      // Called while the `storageState` option is being set up, no test defaults apply to new
      // contexts yet: the fixture passes the base URL.
      const context = await browser.newContext({
        storageState: undefined,
        ...(baseURL ? { baseURL } : {}),
      });
      try {
        const page = await context.newPage();
        await logIn(page, LOGINS[role]);
        await expect(page).toHaveURL(LOGINS[role].lands);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    sessions.set(role, session);
    // A failed login is not kept: the next test tries again (and fails on its own account).
    session.catch(() => sessions.delete(role));
  }
  return session;
}

/** `test.use({ storageState: signedInAs("customer") })`: the describe's pages start signed in. */
export function signedInAs(
  role: Role,
): TestFixture<
  PlaywrightTestOptions["storageState"],
  PlaywrightTestArgs & PlaywrightTestOptions & PlaywrightWorkerArgs
> {
  return async ({ browser, baseURL }, use) => use(await sessionOf(browser, role, baseURL));
}

/** A page of its own (a new context) with the role's stored session, not yet on any address. */
export async function signedInPage(
  browser: Browser,
  role: Role,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    storageState: await sessionOf(browser, role),
  });
  return context.newPage();
}

/** A page of its own signed in as staff, on the Overview. */
export async function staffPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await signedInPage(browser, "staff", options);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}
