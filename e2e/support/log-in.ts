import { type Browser, expect, type Page } from "@playwright/test";

/** The demo seed's staff login (api/src/seed), which every console test signs in as. */
export const STAFF = { email: "admin@example.com", password: "Admin@12345" };

/** Signs in through the login form, as a person would; the caller checks where it lands. */
export async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** A page of its own (a new context: its own cookies) signed in as staff, on the Overview. */
export async function staffPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, STAFF);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}
