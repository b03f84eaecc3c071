import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SETTING_NAMES } from "./config.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const read = (file: string) => readFile(path.join(root, file), "utf8");

/**
 * Names in the deployment documents that are not the app's settings, each for a reason: a
 * misspelt setting (`REDIS_PREFIX`) would be silently ignored by the app, so nothing else may pass.
 */
const NOT_APP_SETTINGS = new Set([
  // Build settings of the web app (Vite), and the development API port (scripts/dev.mjs).
  "VITE_SITE_URL",
  "VITE_API_BASE",
  "API_PORT",
  // compose.yaml's own: the `.env` beside it and the images' variables.
  "DOMAIN",
  "POSTGRES_USER",
  "POSTGRES_PASSWORD",
  "POSTGRES_DB",
  "MINIO_ROOT_USER",
  "MINIO_ROOT_PASSWORD",
  // Node's, and the create-admin command's.
  "UV_THREADPOOL_SIZE",
  "ADMIN_PASSWORD",
]);

const unknown = (names: Iterable<string>) =>
  [...new Set(names)].filter(
    (name) => !SETTING_NAMES.includes(name) && !NOT_APP_SETTINGS.has(name),
  );

describe("settings named in the deployment documents", () => {
  it("docs/deploy.md names only real settings, and every one of them", async () => {
    const text = await read("docs/deploy.md");
    const named = [...text.matchAll(/`([A-Z][A-Z0-9_]+)(?:=[^`]*)?`/g)].map((m) => m[1] as string);
    expect(unknown(named)).toEqual([]);
    expect(SETTING_NAMES.filter((name) => !named.includes(name))).toEqual([]);
  });

  it("compose.yaml gives the app only real settings", async () => {
    const text = await read("compose.yaml");
    const block = /x-app-environment: &app-environment\n((?: {2}.*\n)+)/.exec(text)?.[1] ?? "";
    const keys = [...block.matchAll(/^ {2}([A-Z0-9_]+):/gm)].map((m) => m[1] as string);
    expect(keys.length).toBeGreaterThan(10);
    expect(unknown(keys)).toEqual([]);
    expect(keys.filter((key) => NOT_APP_SETTINGS.has(key))).toEqual([]);
  });

  it(".env.example lists every setting and nothing else", async () => {
    const keys = [...(await read(".env.example")).matchAll(/^([A-Z0-9_]+)=/gm)].map(
      (m) => m[1] as string,
    );
    expect(unknown(keys)).toEqual([]);
    expect(SETTING_NAMES.filter((name) => !keys.includes(name))).toEqual([]);
  });
});
