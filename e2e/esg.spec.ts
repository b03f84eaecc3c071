import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { lastCompleteFinancialYear } from "@filtercycle/contract/esg";
import { expect, type Page, test } from "@playwright/test";

/**
 * The ESG tab (issue 15) against the real server and the demo business FC-1001: the figures on
 * screen are the API's pack of the last complete financial year, the owner's BRSR choice is kept,
 * the CSV downloads with its standards' lines; staff reach the same tab from the console.
 */
const YEAR = lastCompleteFinancialYear(todayIn(BUSINESS_TIME_ZONE));
const kg = (value: number) =>
  new Intl.NumberFormat("en-IN", { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
    value,
  );

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/(dashboard|admin)$/);
}

const rowCells = (page: Page, table: RegExp, row: string) =>
  page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({
      has: page.getByRole("rowheader", { name: row, exact: true }),
    });

test.describe.configure({ mode: "serial" });

test("the owner reads the ESG pack, chooses the BRSR category and downloads the CSV", async ({
  page,
}) => {
  await logIn(page, "demo@example.com", "Demo@12345");
  await page.goto("/dashboard?tab=esg");
  await expect(page.getByRole("tab", { name: "ESG", selected: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Financial year" })).toHaveValue(YEAR);
  const answer = await page.request.get(`/api/esg_pack?year=${YEAR}`);
  expect(answer.status()).toBe(200);
  const pack = await answer.json();
  expect(pack.kg).toBeGreaterThan(0);

  await expect(rowCells(page, /GRI 306-4/, "Recycling, offsite")).toContainText(
    pack.gri3064.recycling.toFixed(3),
  );
  await expect(rowCells(page, /GHG Scope 3 cat\. 5/, "Waste sent for recycling")).toContainText(
    kg(pack.scope3Category5.activityKg),
  );

  const group = page.getByRole("group", { name: "BRSR category for cigarette butts" });
  await group.getByRole("radio", { name: "(A) Plastic waste" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(rowCells(page, /BRSR P6 EI 9/, "Category")).toContainText("(A) Plastic waste");
  await page.reload();
  await expect(
    page
      .getByRole("group", { name: "BRSR category for cigarette butts" })
      .getByRole("radio", { name: "(A) Plastic waste" }),
  ).toBeChecked();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^esg-pack-FC-1001-\d{4}-04-01-\d{4}-03-31\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain(`Filtercycle — ESG pack FY ${YEAR}`);
  expect(csv).toContain(
    `GRI 306-4,"Waste diverted from disposal: recycling, off-site",${pack.gri3064.recycling},t (metric tonnes)`,
  );
  expect(csv).toContain("BRSR P6 EI 9,Category,(A) Plastic waste,");
  expect(csv).toContain(
    `GHG Scope 3 cat. 5,Activity data: waste sent for recycling,${pack.scope3Category5.activityKg},kg`,
  );
});

test("the ESG pack PDF carries an issued number that verifies with the pack's figures", async ({
  page,
}) => {
  await logIn(page, "demo@example.com", "Demo@12345");
  await page.goto("/dashboard?tab=esg");
  await expect(page.getByRole("combobox", { name: "Financial year" })).toHaveValue(YEAR);
  const pack = await (await page.request.get(`/api/esg_pack?year=${YEAR}`)).json();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download ESG pack (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = execFileSync("pdftotext", [await download.path(), "-"], {
    encoding: "utf8",
  }).replace(/\s+/g, " ");
  expect(text).toContain("GRI 306-4");
  expect(text).toContain("BRSR P6 EI 9");
  const number = /Certificate no\. (FC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
  expect(number, text).toBeDefined();
  const verified = await (await page.request.get(`/api/verify/${number}`)).json();
  expect(verified.status).toBe("valid");
  expect(verified.facts.kind).toBe("esg_pack");
  expect(verified.facts.figures).toContainEqual({
    label: "Waste sent for recycling",
    value: pack.tonnes,
    unit: "tonnes",
  });
});

test("staff open a customer's ESG pack from the console", async ({ page }) => {
  await logIn(page, "admin@example.com", "Admin@12345");
  await page.goto("/admin/customers/FC-1001");
  const section = page.getByRole("region", { name: "ESG pack" });
  await expect(section.getByText(/t recycled \(/)).toBeVisible();
  await expect(section.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    `/api/admin/customers/FC-1001/esg_pack.csv?year=${YEAR}`,
  );
  await section.getByRole("link", { name: "Open in the customer's dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\?customerId=FC-1001&tab=esg$/);
  await expect(page.getByRole("table", { name: /GRI 306-4/ })).toBeVisible();
  await expect(page.getByText("Only an owner can change this.")).toBeVisible();
});
