import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { patchReactRouterEnvDir } from "./patch-react-router-env-dir.mjs";

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fakePackage(version) {
  dir = mkdtempSync(path.join(os.tmpdir(), "fc-rr-"));
  mkdirSync(path.join(dir, "dist", "cli"), { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ version }));
  writeFileSync(
    path.join(dir, "dist", "vite.js"),
    "createServer({ configFile: false, envFile: false })",
  );
  writeFileSync(path.join(dir, "dist", "cli", "index.js"), "createServer({ envFile: false })");
  writeFileSync(path.join(dir, "dist", "other.js"), "const x = 1;");
}

it("replaces envFile: false with envDir: false in @react-router/dev 7, once", () => {
  fakePackage("7.18.4");
  expect(patchReactRouterEnvDir(dir).sort()).toEqual(["dist/cli/index.js", "dist/vite.js"]);
  expect(readFileSync(path.join(dir, "dist", "vite.js"), "utf8")).toBe(
    "createServer({ configFile: false, envDir: false })",
  );
  expect(patchReactRouterEnvDir(dir)).toEqual([]);
});

it("leaves other major versions alone", () => {
  fakePackage("8.0.1");
  expect(patchReactRouterEnvDir(dir)).toEqual([]);
  expect(readFileSync(path.join(dir, "dist", "vite.js"), "utf8")).toContain("envFile: false");
});
