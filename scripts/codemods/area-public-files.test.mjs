import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { areaPublicFiles } from "./area-public-files.mjs";

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The given files (path -> source) in a temporary folder. */
function repo(files) {
  root = mkdtempSync(path.join(os.tmpdir(), "fc-area-public-files-"));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}
const read = (file) => readFileSync(path.join(root, file), "utf8");

describe("area-public-files codemod", () => {
  it("routes an area's, app.ts's and area-wiring.ts's imports of internals through the public file", () => {
    repo({
      "api/src/areas/money/balances.ts": "export const balanceOf = () => 1;",
      "api/src/areas/money/money.routes.ts": "export const moneyRoutes = {};",
      "api/src/areas/money/ledger.tables.ts": "export const benefitTransactions = {};",
      "api/src/areas/customers/customers.routes.ts": [
        'import { balanceOf } from "../money/balances.ts";',
        "export const customersRoutes = balanceOf;",
      ].join("\n"),
      "api/src/app.ts": [
        'import { moneyRoutes } from "./areas/money/money.routes.ts";',
        'import { customersRoutes } from "#api/areas/customers/customers.routes.ts";',
        "export const app = [moneyRoutes, customersRoutes];",
      ].join("\n"),
      "api/src/area-wiring.ts": [
        'import type { balanceOf } from "./areas/money/balances.ts";',
        "export type Balances = typeof balanceOf;",
      ].join("\n"),
      // Another area's table stays as it is: the boundary check reports it (no public file
      // exports a table).
      "api/src/areas/impact/dashboard.ts": [
        'import { benefitTransactions } from "#api/areas/money/ledger.tables.ts";',
        "export const dashboard = benefitTransactions;",
      ].join("\n"),
    });
    areaPublicFiles(root);
    expect(read("api/src/areas/customers/customers.routes.ts")).toContain(
      'import { balanceOf } from "#api/areas/money/index.ts";',
    );
    expect(read("api/src/app.ts")).toContain(
      'import { moneyRoutes } from "#api/areas/money/index.ts";',
    );
    expect(read("api/src/app.ts")).toContain(
      'import { customersRoutes } from "#api/areas/customers/index.ts";',
    );
    expect(read("api/src/area-wiring.ts")).toContain(
      'import type { balanceOf } from "#api/areas/money/index.ts";',
    );
    expect(read("api/src/areas/impact/dashboard.ts")).toContain(
      'from "#api/areas/money/ledger.tables.ts"',
    );
    const moneyPublic = read("api/src/areas/money/index.ts");
    expect(moneyPublic).toContain('export { balanceOf } from "./balances.ts";');
    expect(moneyPublic).toContain('export { moneyRoutes } from "./money.routes.ts";');
    expect(moneyPublic).not.toContain("benefitTransactions");
    expect(read("api/src/areas/customers/index.ts")).toContain(
      'export { customersRoutes } from "./customers.routes.ts";',
    );
  });
});
