import { chromium } from "playwright";
const base = "http://127.0.0.1:3184";
const out = "/tmp/fmtshots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${base}/login`);
await page.getByLabel("E-mail address").fill("admin@example.com");
await page.getByLabel("Password", { exact: true }).fill("Admin@12345");
await page.getByRole("button", { name: "Log in" }).click();
await page.waitForURL(/admin/);
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [name, path, width] = spec.split("|");
  await page.setViewportSize({ width: Number(width), height: 900 });
  await page.goto(`${base}${path}`);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png` });
}
await browser.close();
