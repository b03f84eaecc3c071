import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { moveDomains } from "./move-domains.mjs";

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" });

/** A git repository of the given files (path -> source), committed, in a temporary folder. */
function repo(files) {
  root = mkdtempSync(path.join(os.tmpdir(), "fc-move-domains-"));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start");
  return root;
}
const read = (file) => readFileSync(path.join(root, file), "utf8");

const MOVES = [
  ["api/src/areas/impact/balances.ts", "api/src/areas/money/balances.ts"],
  ["web/src/features/insight/constants.ts", "web/src/features/collections/log-constants.ts"],
  [
    "web/src/features/insight/components/tab.tsx",
    "web/src/features/collections/components/tab.tsx",
  ],
];

describe("move-domains", () => {
  it("moves with git, rewrites every import style, and a second run changes nothing", () => {
    repo({
      "api/src/areas/impact/balances.ts":
        'import { x } from "./impact.tables.ts";\nexport const b = x;',
      "api/src/areas/impact/impact.tables.ts": "export const x = 1;",
      "api/src/areas/money/money.routes.ts": 'import { b } from "../impact/balances.ts";',
      "api/src/app.ts": 'import { b } from "#api/areas/impact/balances.ts";',
      "web/src/features/insight/constants.ts": "export const T = 1;",
      "web/src/features/insight/components/tab.tsx": 'import { T } from "../constants";',
      "web/src/features/collections/constants.ts": "export const C = 1;",
      "web/src/features/collections/components/list.tsx": 'import { C } from "../constants";',
      "web/src/routes/x.tsx": 'import { T } from "../features/insight/constants";',
    });
    const { movedFiles } = moveDomains(root, { moves: MOVES });
    expect(movedFiles).toHaveLength(3);
    // The moved file's own import, from its new place.
    expect(read("api/src/areas/money/balances.ts")).toContain('from "../impact/impact.tables.ts"');
    expect(read("api/src/areas/money/money.routes.ts")).toBe('import { b } from "./balances.ts";');
    expect(read("api/src/app.ts")).toBe('import { b } from "#api/areas/money/balances.ts";');
    // A moved file follows its moved sibling, not the same name in its new folder.
    expect(read("web/src/features/collections/components/tab.tsx")).toBe(
      'import { T } from "../log-constants";',
    );
    expect(read("web/src/features/collections/components/list.tsx")).toBe(
      'import { C } from "../constants";',
    );
    expect(read("web/src/routes/x.tsx")).toBe(
      'import { T } from "../features/collections/log-constants";',
    );
    expect(git("status", "--short")).toMatch(
      /^R. api\/src\/areas\/impact\/balances.ts -> api\/src\/areas\/money\/balances.ts$/m,
    );
    expect(moveDomains(root, { moves: MOVES })).toEqual({ movedFiles: [], changed: [] });
  });

  it("rewrites only the imports of old paths that a merged branch brings in", () => {
    repo({
      "api/src/areas/impact/balances.ts": "export const b = 1;",
      "api/src/areas/money/money.routes.ts": 'import { b } from "../impact/balances.ts";',
    });
    moveDomains(root, { moves: MOVES });
    // Another branch, merged later, still uses the old path.
    writeFileSync(
      path.join(root, "api/src/areas/money/payouts.ts"),
      'import { b } from "../impact/balances.ts";\nimport { y } from "./money.routes.ts";',
    );
    const { movedFiles, changed } = moveDomains(root, { moves: MOVES });
    expect(movedFiles).toEqual([]);
    expect(changed).toEqual([{ file: "api/src/areas/money/payouts.ts", count: 1 }]);
    expect(read("api/src/areas/money/payouts.ts")).toBe(
      'import { b } from "./balances.ts";\nimport { y } from "./money.routes.ts";',
    );
  });

  it("follows a file moved twice and rewrites the contract's package specifiers", () => {
    repo({
      "web/src/features/dashboard/api/query-root.ts": "export const R = 1;",
      "packages/contract/src/money.ts": 'import { z } from "./zod.ts";\nexport const M = z;',
      "packages/contract/src/zod.ts": "export const z = 1;",
      "web/src/features/money/x.ts": 'import { M } from "@filtercycle/contract/money";',
    });
    const moves = [
      ["web/src/features/dashboard/api/query-root.ts", "web/src/features/impact/api/query-root.ts"],
      ["web/src/features/impact/api/query-root.ts", "web/src/lib/dashboard-query-root.ts"],
      ["packages/contract/src/money.ts", "packages/contract/src/money/money.ts"],
    ];
    moveDomains(root, { moves });
    expect(read("packages/contract/src/money/money.ts")).toContain('from "../zod.ts"');
    expect(read("web/src/features/money/x.ts")).toBe(
      'import { M } from "@filtercycle/contract/money/money";',
    );
    // A branch merged later still names the first place: it is pointed at the last.
    writeFileSync(
      path.join(root, "web/src/features/money/y.ts"),
      'import { R } from "#web/features/dashboard/api/query-root";',
    );
    moveDomains(root, { moves });
    expect(read("web/src/features/money/y.ts")).toBe(
      'import { R } from "#web/lib/dashboard-query-root";',
    );
  });
});
