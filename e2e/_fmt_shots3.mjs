import { chromium } from "playwright";
const base = "http://127.0.0.1:3184";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${base}/login`);
await page.getByLabel("E-mail address").fill("admin@example.com");
await page.getByLabel("Password", { exact: true }).fill("Admin@12345");
await page.getByRole("button", { name: "Log in" }).click();
await page.waitForURL(/admin/);
const adj = await page.request.post(`${base}/api/admin/adjustments`, {
  data: { customerCode: "FC-1001", amount: -5, date: "2026-11-21", reason: "Format check: wet bag" },
  headers: { origin: base },
});
console.log("adjustment", adj.status(), (await adj.text()).slice(0, 300));
const over = await page.request.post(`${base}/api/admin/adjustments`, {
  data: { customerCode: "FC-1001", amount: -99999, date: "2026-11-21", reason: "too much" },
  headers: { origin: base },
});
console.log("over", over.status(), (await over.text()).slice(0, 400));
const csv = await page.request.get(`${base}/api/statement.csv?startDate=2026-11-01&endDate=2026-11-30&customerId=FC-1001`);
console.log("csv", csv.status());
console.log((await csv.text()).split("\r\n").slice(0, 12).join("\n"));
await page.goto(`${base}/admin/payouts`);
await page.waitForLoadState("networkidle");
await page.screenshot({ path: "/tmp/fmtshots/payouts-adjusted.png", fullPage: true });
await browser.close();
