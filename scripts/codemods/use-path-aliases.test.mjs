import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { root as repoRoot } from "../build-state.mjs";
import { PATH_ALIASES } from "../lib/source-imports.mjs";
import { usePathAliases } from "./use-path-aliases.mjs";

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function repo(files) {
  root = mkdtempSync(path.join(os.tmpdir(), "fc-aliases-"));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
}
const read = (file) => readFileSync(path.join(root, file), "utf8");

describe("use-path-aliases codemod", () => {
  it("rewrites imports that climb two or more folders, and only those", () => {
    repo({
      "web/src/features/auth/components/login-page.tsx": [
        'import { apiClient } from "../../../lib/api-client";',
        'import type { Role } from "../../../hooks/use-session-role";',
        'import { login } from "../api/login";',
        'import { Field } from "./field";',
        'import { useQuery } from "@tanstack/react-query";',
        'export * from "../../navigation/menu";',
        'vi.mock("../../../lib/api-client");',
        'const pdf = () => import("../../dashboard/reports/pdf");',
      ].join("\n"),
      "api/src/areas/media/media.routes.test.ts": [
        'import { buildTestApp } from "../../../test/test-app.ts";',
        'import { openDatabase } from "../../db/database.ts";',
        'import { media } from "./media.tables.ts";',
      ].join("\n"),
    });

    const changed = usePathAliases(root);

    expect(changed).toEqual([
      { file: "web/src/features/auth/components/login-page.tsx", count: 5 },
      { file: "api/src/areas/media/media.routes.test.ts", count: 2 },
    ]);
    expect(read("web/src/features/auth/components/login-page.tsx")).toBe(
      [
        'import { apiClient } from "#web/lib/api-client";',
        'import type { Role } from "#web/hooks/use-session-role";',
        'import { login } from "../api/login";',
        'import { Field } from "./field";',
        'import { useQuery } from "@tanstack/react-query";',
        'export * from "#web/features/navigation/menu";',
        'vi.mock("#web/lib/api-client");',
        'const pdf = () => import("#web/features/dashboard/reports/pdf");',
      ].join("\n"),
    );
    expect(read("api/src/areas/media/media.routes.test.ts")).toBe(
      [
        'import { buildTestApp } from "#api-test/test-app.ts";',
        'import { openDatabase } from "#api/db/database.ts";',
        'import { media } from "./media.tables.ts";',
      ].join("\n"),
    );
  });

  it("leaves imports that leave the alias's folder, and writes nothing on a dry run", () => {
    const source = 'import { readme } from "../../README.md";\nimport { x } from "../../../x";';
    repo({ "web/scripts/tool/make.ts": source, "api/src/a/b.ts": 'import "../../build.mjs";' });
    expect(usePathAliases(root)).toEqual([]);
    expect(read("web/scripts/tool/make.ts")).toBe(source);

    rmSync(root, { recursive: true, force: true });
    repo({ "web/src/a/b/c.ts": 'import { d } from "../../d";' });
    expect(usePathAliases(root, { write: false })).toEqual([
      { file: "web/src/a/b/c.ts", count: 1 },
    ]);
    expect(read("web/src/a/b/c.ts")).toBe('import { d } from "../../d";');
  });
});

describe("the path aliases", () => {
  it("are the ones the workspaces' package.json files and the web tsconfig declare", () => {
    const json = (file) => JSON.parse(readFileSync(path.join(repoRoot, file), "utf8"));
    const declared = ["web", "api"].flatMap((workspace) =>
      Object.entries(json(`${workspace}/package.json`).imports).map(([key, target]) => ({
        prefix: key.replace(/\*$/, ""),
        dir: path.posix.join(workspace, target.replace(/\/\*$/, "")),
      })),
    );
    expect(declared).toEqual(PATH_ALIASES);
    // The web tsconfig is JSON with comments: read its one `paths` line.
    const webTsconfig = readFileSync(path.join(repoRoot, "web/tsconfig.json"), "utf8");
    expect(webTsconfig).toContain('"paths": { "#web/*": ["./src/*"] }');
  });
});
