import { chromium } from "playwright";
const base = "http://127.0.0.1:3184";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
await page.goto(`${base}/login`);
await page.getByLabel("E-mail address").fill("admin@example.com");
await page.getByLabel("Password", { exact: true }).fill("Admin@12345");
await page.getByRole("button", { name: "Log in" }).click();
await page.waitForURL(/admin/);
const res = await page.request.post(`${base}/api/admin/adjustments`, {
  data: { customerCode: "FC-1001", amount: 100000, date: "2026-11-21", reason: "Undo the format check" },
  headers: { origin: base },
});
console.log("undo", res.status());
const pay = await page.request.post(`${base}/api/admin/payouts`, {
  data: { customerCode: "FC-1001", amount: 1250.5, date: "2026-11-21", reference: "UTR123456" },
  headers: { origin: base },
});
console.log("payout", pay.status(), (await pay.text()).slice(0, 200));
await browser.close();
