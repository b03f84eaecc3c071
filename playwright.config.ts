import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumExecutable } from "./scripts/chromium.mjs";

/**
 * End-to-end tests drive Chromium against the built app (`npm run build` first), started on a
 * free port with a fresh data folder, so every run begins with a new database and the demo seed.
 * Workers re-read this file: the port and folder are chosen once and passed on in the environment.
 */
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "fc-e2e-"));
process.env.E2E_SMTP_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, "caught-mail");

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * CHROMIUM_PATH, else Debian's headless shell (/usr/bin/chromium-headless-shell), else Debian's
 * /usr/bin/chromium, else Playwright's own browser (decision 0097).
 */
function browserExecutable(): string | undefined {
  const found = chromiumExecutable({ headlessShell: true });
  if (found || existsSync(chromium.executablePath())) return found;
  throw new Error(
    "No Chromium found for the end-to-end tests. Install one of: Debian's package " +
      "(`sudo apt-get install -y chromium-headless-shell` or `chromium`), Playwright's browser (`npx playwright install chromium`), " +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  );
}

export default defineConfig({
  testDir: "e2e",
  // Prints the product's memory after the suite (issue 26), while its server still runs.
  globalTeardown: "./e2e/support/print-product-memory.ts",
  fullyParallel: true,
  // Three browsers on two cores: with two, the suite kept 1.4 cores busy (it waits on pages, the
  // server and its mails), and three took 135 s against 158 s (decision 0098). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 3,
  // One retry on CI only: a failure that passes on retry is reported as flaky by `npm test`
  // (decision 0059), a failure that repeats still fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: browserExecutable(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // A real SMTP server that every e-mail of the run goes to (e2e/support/smtp-catcher.mjs).
      command: "node e2e/support/smtp-catcher.mjs",
      port: Number(process.env.E2E_SMTP_PORT),
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node api/dist/server.js",
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // SIGTERM, as a service manager stops it: the app then stops its embedded PostgreSQL
      // (Playwright's default, SIGKILL, would leave that server running).
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      },
    },
  ],
});
