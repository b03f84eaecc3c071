import { chromium } from "playwright";
const base = "http://127.0.0.1:3184";
const out = "/tmp/fmtshots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.goto(`${base}/login`);
await page.getByLabel("E-mail address").fill("admin@example.com");
await page.getByLabel("Password", { exact: true }).fill("Admin@12345");
await page.getByRole("button", { name: "Log in" }).click();
await page.waitForURL(/admin/);
// Make an audit entry and a negative adjustment through the API (same session cookie).
const customers = await (await page.request.get(`${base}/api/admin/customers?page=1&pageSize=5`)).json();
const code = customers.items?.[0]?.code ?? "FC-1001";
console.log("customer", code);
const adj = await page.request.post(`${base}/api/admin/customers/${code}/adjustments`, {
  data: { amount: -5, date: new Date().toISOString().slice(0, 10), note: "Format check" },
  headers: { origin: base },
});
console.log("adjustment", adj.status(), (await adj.text()).slice(0, 200));
const screens = [
  ["overview", "/admin"],
  ["collections", "/admin/collections"],
  ["payouts", "/admin/payouts"],
  ["audit", "/admin/audit-log"],
  ["customer", `/admin/customers/${code}`],
  ["settings", "/admin/settings"],
];
for (const width of [1280, 375]) {
  await page.setViewportSize({ width, height: 900 });
  for (const [name, path] of screens) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: name !== "customer" && name !== "settings" });
  }
}
// The collection form's date field, typed day first.
await page.setViewportSize({ width: 1280, height: 900 });
await page.goto(`${base}/admin/collections`);
await page.getByRole("button", { name: /Record a collection|Record collection|Add collection/ }).first().click();
const dialog = page.getByRole("dialog");
await dialog.getByLabel("Date collected").fill("21/11/2026");
await page.screenshot({ path: `${out}/collection-form-1280.png` });
// The customer's statement CSV.
const csv = await page.request.get(`${base}/api/admin/customers/${code}/statement.csv`);
console.log("admin statement csv", csv.status());
await browser.close();
