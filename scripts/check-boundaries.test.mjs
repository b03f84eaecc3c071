import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { root as repoRoot } from "./build-state.mjs";
import { checkBoundaries } from "./check-boundaries.mjs";

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A repository with the real rules and the given files (path -> source), in a temporary folder. */
function repo(files) {
  root = mkdtempSync(path.join(os.tmpdir(), "fc-boundaries-"));
  // The rules and the workspaces' package.json files, whose `imports` are the #api/ and #web/ aliases.
  for (const config of [".dependency-cruiser.cjs", "api/package.json", "web/package.json"]) {
    mkdirSync(path.dirname(path.join(root, config)), { recursive: true });
    copyFileSync(path.join(repoRoot, config), path.join(root, config));
  }
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

/** Two API areas that use each other only through their public files, and a web feature. */
const clean = {
  "api/src/areas/customers/index.ts": 'export { findCustomer } from "./customers.service.ts";',
  "api/src/areas/customers/customers.service.ts": "export const findCustomer = () => 1;",
  "api/src/areas/customers/customers.tables.ts": "export const customers = {};",
  "api/src/areas/money/index.ts": 'export { balanceOf } from "./balance.ts";',
  "api/src/areas/money/balance.ts": [
    'import { findCustomer } from "#api/areas/customers/index.ts";',
    "export const balanceOf = () => findCustomer();",
  ].join("\n"),
  // A tables file may name another area's table for a foreign key.
  "api/src/areas/money/money.tables.ts": [
    'import { customers } from "../customers/customers.tables.ts";',
    "export const ledger = { customers };",
  ].join("\n"),
  // The app registers the areas through their public files.
  "api/src/app.ts":
    'import { balanceOf } from "./areas/money/index.ts";\nexport const app = balanceOf;',
  "api/src/area-wiring.ts":
    'import { findCustomer } from "#api/areas/customers/index.ts";\nexport const wiring = findCustomer;',
  "web/src/features/money/components/balance.tsx": [
    'import { formatRupees } from "#web/lib/format";',
    'import { useBalance } from "../hooks/use-balance";',
    "export const Balance = () => formatRupees(useBalance());",
  ].join("\n"),
  "web/src/features/money/hooks/use-balance.ts": "export const useBalance = () => 1;",
  "web/src/lib/format.ts": "export const formatRupees = (n: number) => String(n);",
};

// Each test runs dependency-cruiser once on its own folder, in this process (the first run loads it).
describe("import boundaries (dependency-cruiser, .dependency-cruiser.cjs)", {
  timeout: 90_000,
}, () => {
  it("passes areas that use each other through their public files", async () => {
    const { ok, output } = await checkBoundaries(repo(clean));
    expect(output).toContain("0 problems");
    expect(ok).toBe(true);
  });

  it("fails on an added cycle between two areas, even through their public files", async () => {
    const { ok, output } = await checkBoundaries(
      repo({
        ...clean,
        "api/src/areas/customers/index.ts": [
          'export { findCustomer } from "./customers.service.ts";',
          'export { customerBalance } from "./customer-balance.ts";',
        ].join("\n"),
        // customers -> money while money -> customers (balance.ts): a cycle.
        "api/src/areas/customers/customer-balance.ts": [
          'import { balanceOf } from "#api/areas/money/index.ts";',
          "export const customerBalance = () => balanceOf();",
        ].join("\n"),
      }),
    );
    expect(ok).toBe(false);
    expect(output).toContain(
      "error no-area-cycles: api/src/areas/customers → api/src/areas/money (cycle: api/src/areas/customers → api/src/areas/money → api/src/areas/customers)",
    );
    expect(output).toContain(
      "error no-area-cycles: api/src/areas/money → api/src/areas/customers (cycle: api/src/areas/money → api/src/areas/customers → api/src/areas/money)",
    );
  });

  it("has no list of known violations: an old list beside the rules lets nothing pass", async () => {
    const { ok, output } = await checkBoundaries(
      repo({
        ...clean,
        "api/src/areas/customers/index.ts":
          'export { customerBalance } from "./customer-balance.ts";',
        "api/src/areas/customers/customer-balance.ts":
          'import { balanceOf } from "#api/areas/money/index.ts";\nexport const customerBalance = balanceOf;',
        "api/src/areas/money/balance.ts": [
          'import { customers } from "#api/areas/customers/customers.tables.ts";',
          "export const balanceOf = () => customers;",
        ].join("\n"),
        // The lists the check once read (decision 0082) are ignored now.
        "scripts/known-area-cycles.json": JSON.stringify([
          "api/src/areas/customers → api/src/areas/money",
          "api/src/areas/money → api/src/areas/customers",
        ]),
        ".dependency-cruiser-known-violations.json": JSON.stringify([
          {
            type: "dependency",
            from: "api/src/areas/money/balance.ts",
            to: "api/src/areas/customers/customers.tables.ts",
            rule: { severity: "error", name: "no-cross-area-tables" },
          },
        ]),
      }),
    );
    expect(ok).toBe(false);
    expect(output).toContain(
      "error no-area-cycles: api/src/areas/money → api/src/areas/customers (cycle: api/src/areas/money → api/src/areas/customers → api/src/areas/money)",
    );
    expect(output).toContain(
      "error no-cross-area-tables: api/src/areas/money/balance.ts → api/src/areas/customers/customers.tables.ts",
    );
  });

  it("fails on an import of another area's internals instead of its public file", async () => {
    const { ok, output } = await checkBoundaries(
      repo({
        ...clean,
        "api/src/areas/money/balance.ts": [
          'import { findCustomer } from "../customers/customers.service.ts";',
          "export const balanceOf = () => findCustomer();",
        ].join("\n"),
      }),
    );
    expect(ok).toBe(false);
    expect(output).toContain(
      "error no-deep-area-imports: api/src/areas/money/balance.ts → api/src/areas/customers/customers.service.ts",
    );
  });

  it("fails on an area reading another area's tables", async () => {
    const { ok, output } = await checkBoundaries(
      repo({
        ...clean,
        "api/src/areas/money/balance.ts": [
          'import { customers } from "#api/areas/customers/customers.tables.ts";',
          "export const balanceOf = () => customers;",
        ].join("\n"),
      }),
    );
    expect(ok).toBe(false);
    expect(output).toContain(
      "error no-cross-area-tables: api/src/areas/money/balance.ts → api/src/areas/customers/customers.tables.ts",
    );
  });

  it("fails on a table exported by a public file and read through it by another area", async () => {
    const { ok, output } = await checkBoundaries(
      repo({
        ...clean,
        "api/src/areas/customers/customers.tables.ts": [
          'import { pgTable, uuid } from "drizzle-orm/pg-core";',
          'export const customers = pgTable("customers", { id: uuid("id").primaryKey() });',
        ].join("\n"),
        "api/src/areas/customers/index.ts": [
          'export { findCustomer } from "./customers.service.ts";',
          'export { customers } from "./customers.tables.ts";',
        ].join("\n"),
        "api/src/areas/money/balance.ts": [
          'import { customers as c, findCustomer } from "#api/areas/customers/index.ts";',
          "export const balanceOf = () => [c, findCustomer()];",
        ].join("\n"),
      }),
    );
    expect(ok).toBe(false);
    expect(output).toContain(
      "error no-public-tables: api/src/areas/customers/index.ts exports the table customers (api/src/areas/customers/customers.tables.ts)",
    );
    expect(output).toContain(
      "error no-cross-area-tables: api/src/areas/money/balance.ts → api/src/areas/customers/index.ts (the table customers)",
    );
  });

  it("passes a type of a table through a public file, and read pieces that are not the table", async () => {
    const { ok, output } = await checkBoundaries(
      repo({
        ...clean,
        "api/src/areas/customers/customers.tables.ts":
          "export const customers = { id: 1 };\nexport type Customer = typeof customers;",
        "api/src/areas/customers/customer-reads.ts": [
          'import { customers } from "./customers.tables.ts";',
          "export const customerReads = { ...customers };",
        ].join("\n"),
        "api/src/areas/customers/index.ts": [
          'export { findCustomer } from "./customers.service.ts";',
          'export { customerReads } from "./customer-reads.ts";',
          'export type { Customer } from "./customers.tables.ts";',
        ].join("\n"),
        "api/src/areas/money/balance.ts": [
          'import { type Customer, customerReads, findCustomer } from "#api/areas/customers/index.ts";',
          "export const balanceOf = (_: Customer) => [customerReads, findCustomer()];",
        ].join("\n"),
      }),
    );
    expect(output).toContain("0 problems");
    expect(ok).toBe(true);
  });

  it("fails on app.ts or area-wiring.ts importing an area's internals", async () => {
    const { ok, output } = await checkBoundaries(
      repo({
        ...clean,
        "api/src/app.ts":
          'import { balanceOf } from "./areas/money/balance.ts";\nexport const app = balanceOf;',
        "api/src/area-wiring.ts":
          'import type { findCustomer } from "#api/areas/customers/customers.service.ts";\nexport type Wiring = typeof findCustomer;',
      }),
    );
    expect(ok).toBe(false);
    expect(output).toContain(
      "error no-deep-area-imports: api/src/app.ts → api/src/areas/money/balance.ts",
    );
    expect(output).toContain(
      "error no-deep-area-imports: api/src/area-wiring.ts → api/src/areas/customers/customers.service.ts",
    );
  });

  it("fails on a web feature importing another feature, relatively or through the alias", async () => {
    const { ok, output } = await checkBoundaries(
      repo({
        ...clean,
        "web/src/features/esg/components/report.tsx": [
          'import { Balance } from "../../money/components/balance";',
          'export { useBalance } from "#web/features/money/hooks/use-balance";',
          "export const Report = Balance;",
        ].join("\n"),
      }),
    );
    expect(ok).toBe(false);
    expect(output).toContain(
      "error no-cross-feature-imports: web/src/features/esg/components/report.tsx → web/src/features/money/components/balance.tsx",
    );
    expect(output).toContain(
      "error no-cross-feature-imports: web/src/features/esg/components/report.tsx → web/src/features/money/hooks/use-balance.ts",
    );
  });
});
