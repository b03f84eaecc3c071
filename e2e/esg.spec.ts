import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { financialYearRange, lastCompleteFinancialYear } from "@filtercycle/contract/esg/esg";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signedInAs } from "./support/log-in";

/**
 * The ESG tab (issue 15) against the real server and the demo business FC-1001: the figures on
 * screen are the last complete financial year's, worked out by the test from the business's own
 * collection log (not read back from the ESG pack), the owner's BRSR choice is kept,
 * the CSV downloads with its standards' lines; staff reach the same tab from the console.
 */
const YEAR = lastCompleteFinancialYear(todayIn(BUSINESS_TIME_ZONE));
const kg = (value: number) =>
  new Intl.NumberFormat("en-IN", { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
    value,
  );

/**
 * The year's weight, summed by the test from every collection of the year in the business's
 * collection log (GET /api/collections, in grams so no rounding creeps in). The ESG pack must say
 * the same: kg = grams / 1000; tonnes = kg / 1000 to 3 decimals = round(grams / 1000) / 1000.
 */
async function yearFromCollectionLog(request: APIRequestContext) {
  const range = financialYearRange(YEAR);
  if (!range) throw new Error(`not a financial year: ${YEAR}`);
  let grams = 0;
  let rows = 0;
  for (let page = 1; ; page++) {
    const answer = await request.get(
      `/api/collections?startDate=${range.startDate}&endDate=${range.endDate}&page=${page}&pageSize=200`,
    );
    expect(answer.status()).toBe(200);
    const { items } = (await answer.json()) as { items: { date: string; buttsKg: number }[] };
    for (const item of items) {
      expect(item.date >= range.startDate && item.date <= range.endDate).toBe(true);
      grams += Math.round(item.buttsKg * 1000);
    }
    rows += items.length;
    if (items.length < 200) break;
  }
  expect(rows).toBeGreaterThan(0);
  return { kg: grams / 1000, tonnes: Math.round(grams / 1000) / 1000 };
}

const rowCells = (page: Page, table: RegExp, row: string) =>
  page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({
      has: page.getByRole("rowheader", { name: row, exact: true }),
    });

test.describe.configure({ mode: "serial" });

// Signed in with the stored sessions (one form login per role and worker, e2e/support/log-in.ts).
test.describe(() => {
  test.use({ storageState: signedInAs("customer") });

  test("the owner reads the ESG pack, chooses the BRSR category and downloads the CSV", async ({
    page,
  }) => {
    await page.goto("/dashboard?tab=esg");
    await expect(page.getByRole("tab", { name: "ESG", selected: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Financial year" })).toHaveValue(YEAR);
    const year = await yearFromCollectionLog(page.request);
    const answer = await page.request.get(`/api/esg_pack?year=${YEAR}`);
    expect(answer.status()).toBe(200);
    expect((await answer.json()).kg).toBe(year.kg);

    await expect(rowCells(page, /GRI 306-4/, "Recycling, offsite")).toContainText(
      year.tonnes.toFixed(3),
    );
    await expect(rowCells(page, /GHG Scope 3 cat\. 5/, "Waste sent for recycling")).toContainText(
      kg(year.kg),
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
      `GRI 306-4,"Waste diverted from disposal: recycling, off-site",${year.tonnes},t (metric tonnes)`,
    );
    expect(csv).toContain("BRSR P6 EI 9,Category,(A) Plastic waste,");
    expect(csv).toContain(
      `GHG Scope 3 cat. 5,Activity data: waste sent for recycling,${year.kg},kg`,
    );
  });

  test("the ESG pack PDF carries an issued number that verifies with the pack's figures", async ({
    page,
  }) => {
    await page.goto("/dashboard?tab=esg");
    await expect(page.getByRole("combobox", { name: "Financial year" })).toHaveValue(YEAR);
    const year = await yearFromCollectionLog(page.request);
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
      value: year.tonnes,
      unit: "tonnes",
    });
  });
});

test.describe(() => {
  test.use({ storageState: signedInAs("staff") });

  test("staff open a customer's ESG pack from the console", async ({ page }) => {
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
});
