// Screenshots of every signed-in screen in Gujarati and Hindi (issue 29), to look at:
//   node scripts/screens-in-languages.mjs [--out DIR] [--langs gu,hi] [--widths 375,1280] [--only NAME]
// Starts the built app (`npm run build` first) on a free port with a fresh data folder and the
// demo seed, and a real SMTP catcher (for the collector's invitation), like playwright.config.ts;
// chooses the language for the demo customer, the demo staff login and a new collector; then
// takes a full-page picture of each screen at each width into DIR (default /tmp/fc-screens) as
// <lang>-<width>-<screen>.png. For each picture it prints what a person should not see: a page
// wider than the window (sideways scrolling) and runs of English words left on the screen.
// Every process it starts is stopped before it exits.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumExecutable } from "./chromium.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const argument = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const out = argument("out", "/tmp/fc-screens");
const languages = argument("langs", "gu,hi").split(",");
const widths = argument("widths", "375,1280").split(",").map(Number);
const only = argument("only", "");

const freePort = () =>
  Number(
    execFileSync(process.execPath, [
      "-e",
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ])
      .toString()
      .trim(),
  );

const STAFF = { email: "admin@example.com", password: "Admin@12345" };
const CUSTOMER = { email: "demo@example.com", password: "Demo@12345" };
const COLLECTOR = {
  email: "screens-collector@example.com",
  password: "Collector-pass-1",
  name: "Ramesh Patel",
};

/** The screens, by who sees them. */
const DASHBOARD_TABS = [
  "green-impact",
  "videos",
  "money",
  "collections",
  "service",
  "esg",
  "public-page",
];
const SCREENS = [
  ...DASHBOARD_TABS.map((tab) => ({
    who: "customer",
    name: `dashboard-${tab}`,
    path: tab === "green-impact" ? "/dashboard" : `/dashboard?tab=${tab}`,
  })),
  { who: "customer", name: "account-customer", path: "/account" },
  { who: "collector", name: "route", path: "/admin/route" },
  { who: "collector", name: "account-collector", path: "/account" },
  { who: "staff", name: "console-overview", path: "/admin" },
  { who: "staff", name: "console-customers", path: "/admin/customers" },
  { who: "staff", name: "console-customer", path: "/admin/customers/FC-1001" },
  { who: "staff", name: "console-customer-new", path: "/admin/customers/new" },
  { who: "staff", name: "console-collections", path: "/admin/collections" },
  { who: "staff", name: "console-custody", path: "/admin/custody" },
  { who: "staff", name: "console-pickups", path: "/admin/pickups" },
  { who: "staff", name: "console-payouts", path: "/admin/payouts" },
  { who: "staff", name: "console-payout-batches", path: "/admin/payouts/batches" },
  { who: "staff", name: "console-media", path: "/admin/media" },
  { who: "staff", name: "console-inbox", path: "/admin/inbox" },
  { who: "staff", name: "console-settings", path: "/admin/settings" },
  { who: "staff", name: "console-audit-log", path: "/admin/audit-log" },
  { who: "staff", name: "account-staff", path: "/account" },
  // Before login: in the browser's language (a context whose locale is the language's).
  { who: "visitor", name: "login", path: "/login" },
  { who: "visitor", name: "forgot", path: "/forgot" },
  { who: "visitor", name: "reset-password", path: "/reset-password?token=screens-no-such-token" },
].filter((screen) => !only || screen.name.includes(only));

const children = [];
function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

async function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // SIGTERM: the app stops its embedded PostgreSQL on it.
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
}

async function waitFor(url) {
  for (let tries = 0; tries < 240; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** The /reset-password link of the newest mail to `to` in the catcher's folder. */
async function linkFromMail(folder, to) {
  for (let tries = 0; tries < 40; tries += 1) {
    let files = [];
    try {
      files = readdirSync(folder)
        .filter((file) => file.endsWith(".eml"))
        .sort()
        .reverse();
    } catch {}
    for (const file of files) {
      const text = readFileSync(path.join(folder, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
      if (!new RegExp(`^To: .*${to.replace(/[.@]/g, "\\$&")}`, "mi").test(text)) continue;
      const link = text.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>&]+/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to}`);
}

/** Words a Gujarati or Hindi screen may show in Latin script (names, formats, data). */
const ALLOWED =
  /^(Filtercycle|ESG|CSV|Excel|PDF|QR|API|GRI|BRSR|GHG|CO2e|UPI|IFSC|PAN|GSTIN|UTR|IP|kg|FC-\d+|K-\d+|KSK-\S+|FC|OTP)$/;

/** Runs of two or more English words in the page's visible text, once each. */
function englishLeft(page) {
  return page.evaluate((allowedSource) => {
    const allowed = new RegExp(allowedSource);
    const found = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script,style,[aria-hidden=true],input,textarea,select"))
        continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const text = node.textContent ?? "";
      for (const run of text.match(/[A-Za-z][A-Za-z'’]*(?:[ ,:;.!?()-]+[A-Za-z][A-Za-z'’]*)+/g) ??
        []) {
        const words = run.split(/[^A-Za-z'’]+/).filter(Boolean);
        if (words.filter((word) => !allowed.test(word)).length >= 2) found.add(run.trim());
      }
    }
    return [...found];
  }, ALLOWED.source);
}

async function main() {
  const port = freePort();
  const smtpPort = freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "fc-screens-"));
  const mailDir = path.join(dataDir, "caught-mail");
  const baseURL = `http://127.0.0.1:${port}`;
  mkdirSync(out, { recursive: true });

  start(process.execPath, ["e2e/support/smtp-catcher.mjs"], {
    E2E_SMTP_PORT: String(smtpPort),
    E2E_MAIL_DIR: mailDir,
  });
  start(process.execPath, ["api/dist/server.js"], {
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  await waitFor(`${baseURL}/api/health`);

  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_FLAGS,
  });
  try {
    // Logins: the demo customer and staff, and a collector invited by staff.
    const contexts = {};
    const loginContext = async (who, login) => {
      const context = await browser.newContext({ baseURL, locale: "en-IN" });
      const page = await context.newPage();
      await page.goto("/login");
      await page.getByLabel(/E-mail|ઈ-મેલ|ई-मेल/).fill(login.email);
      await page.locator("input[type=password]").first().fill(login.password);
      await page.locator("form button[type=submit]").click();
      await page.waitForURL(/\/(dashboard|admin)/);
      await page.close();
      contexts[who] = context;
    };
    await loginContext("staff", STAFF);
    await loginContext("customer", CUSTOMER);
    const invited = await contexts.staff.request.post("/api/admin/staff-logins", {
      data: { email: COLLECTOR.email, name: COLLECTOR.name, role: "collector" },
    });
    if (invited.status() !== 201) throw new Error(`collector invitation: ${await invited.text()}`);
    const token = new URL(await linkFromMail(mailDir, COLLECTOR.email)).searchParams.get("token");
    // Its own context: setting the password signs the collector in there.
    const setup = await browser.newContext({ baseURL });
    const reset = await setup.request.post("/api/reset_password", {
      data: { token, newPassword: COLLECTOR.password },
    });
    if (reset.status() !== 200) throw new Error(`collector password: ${await reset.text()}`);
    await setup.close();
    await loginContext("collector", COLLECTOR);

    const report = [];
    for (const language of languages) {
      await contexts.visitor?.close();
      contexts.visitor = await browser.newContext({ baseURL, locale: `${language}-IN` });
      for (const [who, context] of Object.entries(contexts)) {
        if (who === "visitor") continue;
        const chosen = await context.request.patch("/api/account", { data: { language } });
        if (chosen.status() !== 200) throw new Error(`language: ${await chosen.text()}`);
      }
      for (const width of widths) {
        for (const screen of SCREENS) {
          const page = await contexts[screen.who].newPage();
          await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
          await page.goto(screen.path);
          await page.waitForLoadState("networkidle").catch(() => {});
          // Figures and tables that load after the first paint.
          await page.waitForTimeout(600);
          const file = path.join(out, `${language}-${width}-${screen.name}.png`);
          await page.screenshot({ path: file, fullPage: true });
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          const lang = await page.evaluate(() => document.documentElement.lang);
          const english = await englishLeft(page);
          report.push({ file, sideways, lang, english });
          console.log(
            `${path.basename(file)}  lang=${lang}${sideways > 0 ? `  SIDEWAYS +${sideways}px` : ""}${
              english.length ? `\n    English: ${english.join(" | ")}` : ""
            }`,
          );
          await page.close();
        }
      }
    }
  } finally {
    await browser.close();
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  await stopAll();
  console.error(error);
  process.exitCode = 1;
}
