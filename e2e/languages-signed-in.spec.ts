import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO, STAFF } from "./support/log-in.ts";
import { linkFromMail } from "./support/mail.ts";

/**
 * The signed-in product in Gujarati and Hindi (issue 29; decision 0093): the screens before login
 * in the browser's language, the one-line offer of that language on a login's first visit, the
 * choice kept per login (PATCH /api/account), the dashboard's tabs and cards in the chosen
 * language, and the account page's choice. Each test has its own login of the demo business
 * (a choice of language must not change the shared demo login's screens for other tests).
 */

const PASSWORD = "Language-pass-1";

/**
 * A new customer login of FC-1001 with PASSWORD: a viewer invited by staff through the API, or
 * an owner invited by the demo owner (issuing a certificate is an owner's act).
 */
async function newLogin(
  request: APIRequestContext,
  tag: string,
  role: "viewer" | "owner" = "viewer",
): Promise<string> {
  const email = `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const inviter = role === "owner" ? DEMO : STAFF;
  expect((await request.post("/api/customer_login", { data: inviter })).status()).toBe(200);
  const invitation =
    role === "owner"
      ? await request.post("/api/team", { data: { email, name: "E2E Language", role } })
      : await request.post("/api/admin/invitations", {
          data: { email, name: "E2E Language", customerId: "FC-1001" },
        });
  expect(invitation.status(), await invitation.text()).toBe(201);
  const token = new URL(await linkFromMail(email), "http://x").searchParams.get("token");
  const reset = await request.post("/api/reset_password", {
    data: { token, newPassword: PASSWORD },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  return email;
}

const GUJARATI_TABS = ["ગ્રીન ઇમ્પેક્ટ", "વીડિયો", "નાણાં", "કલેક્શન", "સેવા", "ESG", "જાહેર પેજ"];
const GUJARATI_CARDS = [
  "લગાવેલાં કિઓસ્ક",
  "ધૂમ્રપાન કરનારાની સંખ્યા",
  "એકત્ર થયેલાં સિગારેટનાં ઠૂંઠાં (સંખ્યા)",
  "એકત્ર થયેલાં સિગારેટનાં ઠૂંઠાં (કિલો)",
  "રિસાયકલ થયેલો ઝેરી કચરો (કિલો)",
  "રિસાયકલ થયેલું માઇક્રોપ્લાસ્ટિક (કિલો)",
  "બચાવેલા જળસ્રોત (લિટર)",
  "જાગૃત કરેલા લોકો (સંખ્યા)",
];

/** The label of each of the eight till-date cards, in the page's order. */
const cardLabels = (page: Page) =>
  page
    .getByRole("region", { name: /ગ્રીન ઇમ્પેક્ટ|ग्रीन इम्पैक्ट|Green Impact/ })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.querySelector("span")?.textContent ?? ""));

test.describe("a browser that prefers Gujarati", () => {
  test.use({ locale: "gu-IN" });

  test("shows login in Gujarati, offers Gujarati once, and the login then sees its dashboard's tabs and cards in Gujarati", async ({
    page,
    request,
  }) => {
    const email = await newLogin(request, "gu");
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "gu");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("તમારા ડેશબોર્ડમાં લૉગ ઇન કરો");
    await expect(page).toHaveTitle(/^લૉગ ઇન/);
    await page.getByLabel("ઈ-મેલ સરનામું").fill(email);
    await page.getByLabel("પાસવર્ડ", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "લૉગ ઇન કરો" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Not chosen yet: English, and one line asking in Gujarati.
    await expect(page.getByRole("tab", { name: "Green Impact" })).toBeVisible();
    const offer = page.getByRole("region", { name: "Filtercycle ગુજરાતીમાં જોવું છે?" });
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "હા, ગુજરાતીમાં" }).click();
    await expect(offer).toBeHidden();

    await expect(page.locator("html")).toHaveAttribute("lang", "gu");
    await expect(page.getByRole("tab")).toHaveText(GUJARATI_TABS);
    await expect(
      page.getByRole("heading", { level: 2, name: "ગ્રીન ઇમ્પેક્ટ (આજ સુધી)" }),
    ).toBeVisible();
    await expect.poll(() => cardLabels(page)).toEqual(GUJARATI_CARDS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "નમસ્તે Sabarmati Riverside Café",
    );
    await expect(page.getByRole("heading", { name: "સિગારેટનાં ઠૂંઠાંનું કલેક્શન" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "તમારા લાભની રકમ" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "રિડીમ માટે ઉપલબ્ધ" })).toBeVisible();

    // Kept per login: the account answers it, a reload shows Gujarati without asking again.
    const account = await page.request.get("/api/account");
    expect(await account.json()).toMatchObject({ email, language: "gu" });
    await page.reload();
    await expect(page.getByRole("tab")).toHaveText(GUJARATI_TABS);
    await expect(page.getByRole("region", { name: /ગુજરાતીમાં જોવું છે/ })).toHaveCount(0);

    // The Money tab's insides too: its period bar, statement and payout requests, the dates with
    // Gujarati month names, and no English word of the tab left.
    await page.getByRole("tab", { name: "નાણાં" }).click();
    await expect(page).toHaveURL(/tab=money/);
    const bar = page.getByRole("region", { name: "સમયગાળો" });
    await expect(bar.getByRole("button", { name: "આ મહિનો" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("heading", { level: 2, name: "સ્ટેટમેન્ટ" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "ચુકવણીની વિનંતીઓ" })).toBeVisible();
    await expect(
      page.getByText(
        /^1 [\u0A80-\u0AFF]+ \d{4} – \d{1,2} [\u0A80-\u0AFF]+ \d{4} \(ઉપર પસંદ કરેલો સમયગાળો\): બેલેન્સ, કુલ રકમ અને ડાઉનલોડ\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByText(/^શરૂઆતનું બેલેન્સ: ₹[\d,]+\.\d{2}$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "CSV ડાઉનલોડ કરો" })).toBeVisible();
    await expect(page.getByRole("tabpanel")).not.toContainText(
      /Statement|Opening balance|Payout requests|Download|This month|Period/,
    );
  });
});

test("a login chooses हिन्दी on its account page, and its dashboard is in Hindi", async ({
  page,
  request,
}) => {
  const email = await newLogin(request, "hi");
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // An English browser is offered nothing.
  await expect(page.getByRole("tab", { name: "Green Impact" })).toBeVisible();
  await expect(page.getByRole("button", { name: /हाँ|હા/ })).toHaveCount(0);

  await page.getByRole("link", { name: "Account settings" }).click();
  await page.getByRole("radio", { name: "हिन्दी" }).check();
  await page.getByRole("button", { name: "Save language" }).click();
  await expect(page.getByText("सहेज लिया। अब Filtercycle आपसे हिन्दी में बात करेगा।")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("अकाउंट सेटिंग्स");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  await page.getByRole("link", { name: "डैशबोर्ड पर वापस जाएँ" }).click();
  await expect(page.getByRole("tab")).toHaveText([
    "ग्रीन इम्पैक्ट",
    "वीडियो",
    "लेन-देन",
    "कलेक्शन",
    "सेवा",
    "ESG",
    "सार्वजनिक पेज",
  ]);
  await expect(page.getByRole("heading", { level: 2, name: "ग्रीन इम्पैक्ट (आज तक)" })).toBeVisible();
  await expect.poll(async () => (await cardLabels(page))[0]).toBe("लगाए गए कियॉस्क");
  await page.getByRole("tab", { name: "लेन-देन" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "स्टेटमेंट" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "भुगतान के अनुरोध" })).toBeVisible();
  await expect(page.getByRole("region", { name: "अवधि" })).toBeVisible();

  // Logged out, the login page stays in this device's language.
  await page.context().clearCookies();
  await page.evaluate(() => {
    for (const key of ["token", "customerId", "customerName", "role", "businessRole"])
      localStorage.removeItem(key);
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("अपने डैशबोर्ड में लॉग इन करें");
  // ?lang= changes it, and the language line offers the others.
  await page
    .getByRole("navigation", { name: "भाषा" })
    .getByRole("link", { name: "English" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in to your dashboard");
});

test("a login that chose Hindi downloads its green certificate in Hindi", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await newLogin(request, "hi-certificate", "owner");
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const chosen = await page.request.patch("/api/account", { data: { language: "hi" } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole("tab", { name: "ग्रीन इम्पैक्ट" })).toBeVisible();

  const [file] = await Promise.all([
    page.waitForEvent("download"),
    // The button speaks the login's language too.
    page.getByRole("button", { name: "ग्रीन सर्टिफ़िकेट डाउनलोड करें" }).click(),
  ]);
  const target = path.join(mkdtempSync(path.join(os.tmpdir(), "fc-e2e-hi-")), "certificate.pdf");
  await file.saveAs(target);
  const text = execFileSync("pdftotext", [target, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  // Words without a pre-base i-sign or a reph, which pdftotext reads in visual order (0092).
  expect(text).toContain("यह प्रमाणपत्र सादर प्रदान");
  expect(text).toMatch(/प्रमाणपत्र सं\. FC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  expect(text).toContain("Sabarmati Riverside Café");
  expect(text).not.toContain("Green Certificate");
});

test("an English login's dashboard receives no Gujarati or Hindi words", async ({ page }) => {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.add(response.url());
  });
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill("demo@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Demo@12345");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("tab", { name: "Green Impact" })).toBeVisible();
  await page.getByRole("tab", { name: "Money" }).click();
  await page.waitForLoadState("networkidle");
  expect(scripts.size).toBeGreaterThan(0);
  for (const url of scripts) {
    // The language switcher names the two languages in their script on every page: nothing else.
    const text = (await (await page.request.get(url)).text())
      .replaceAll("ગુજરાતી", "")
      .replaceAll("हिन्दी", "");
    expect(text, url).not.toMatch(/[\u0A80-\u0AFF\u0900-\u097F]/);
  }
});
