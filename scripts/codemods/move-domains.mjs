// Moves files to the folder of their domain (decision 0082) and rewrites every import of them.
// Re-runnable: a move whose source is gone is skipped, and an import is rewritten only when it no
// longer names an existing file but does once the moves are applied, so running it again after
// merging a branch that still uses the old paths fixes just those imports.
//
//   node scripts/codemods/move-domains.mjs            git mv, rewrite imports, print what changed
//   node scripts/codemods/move-domains.mjs --dry-run  print only
//
// Commit its result on its own ("pure move": git mv and import paths only), so that git's rename
// detection carries other branches' edits into the moved files and `git log --follow` works.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root as repoRoot } from "../build-state.mjs";
import { PATH_ALIASES, rewriteImports, sourceFiles } from "../lib/source-imports.mjs";

/** Old path -> new path, repository-relative; a folder moves with everything in it. */
export const MOVES = [
  // money: the ledger, balances and statement join the payout requests and batches.
  ["api/src/areas/impact/balances.ts", "api/src/areas/money/balances.ts"],
  ["api/src/areas/impact/ledger.routes.ts", "api/src/areas/money/ledger.routes.ts"],
  ["api/src/areas/impact/ledger.routes.test.ts", "api/src/areas/money/ledger.routes.test.ts"],
  ["api/src/areas/impact/ledger.service.ts", "api/src/areas/money/ledger.service.ts"],
  ["api/src/areas/impact/statement.ts", "api/src/areas/money/statement.ts"],
  [
    "api/src/areas/impact/amounts-and-dates.routes.test.ts",
    "api/src/areas/money/amounts-and-dates.routes.test.ts",
  ],
  // kiosks: their own area (they were in impact).
  // The kiosk breakdown is the collection log's (decision 0082, amendment).
  ["api/src/areas/impact/kiosk-breakdown.ts", "api/src/areas/collections/kiosk-breakdown.ts"],
  ["api/src/areas/kiosks/kiosk-breakdown.ts", "api/src/areas/collections/kiosk-breakdown.ts"],
  // The method change is a workflow above impact and certificates; the demo's service history
  // is the seed's (decision 0082, amendment).
  ["api/src/areas/settings/method-change.ts", "api/src/areas/certificates/method-change.ts"],
  ["api/src/areas/pickups/demo-service-history.ts", "api/src/seed/demo-service-history.ts"],
  ["api/src/areas/impact/kiosk-counts.ts", "api/src/areas/kiosks/kiosk-counts.ts"],
  ["api/src/areas/impact/kiosk-lookup.ts", "api/src/areas/kiosks/kiosk-lookup.ts"],
  ["api/src/areas/impact/kiosks.staff.ts", "api/src/areas/kiosks/kiosks.staff.ts"],
  [
    "api/src/areas/impact/kiosk-serial-keys.migration.test.ts",
    "api/src/areas/kiosks/kiosk-serial-keys.migration.test.ts",
  ],
  // collections: the records, their rules and import, and the customer's collection log.
  [
    "api/src/areas/impact/collection-identity.ts",
    "api/src/areas/collections/collection-identity.ts",
  ],
  [
    "api/src/areas/impact/collection-identity.test.ts",
    "api/src/areas/collections/collection-identity.test.ts",
  ],
  [
    "api/src/areas/impact/collection-identity.postgres.test.ts",
    "api/src/areas/collections/collection-identity.postgres.test.ts",
  ],
  ["api/src/areas/impact/collection-log.ts", "api/src/areas/collections/collection-log.ts"],
  ["api/src/areas/impact/collection-rules.ts", "api/src/areas/collections/collection-rules.ts"],
  ["api/src/areas/impact/collection-values.ts", "api/src/areas/collections/collection-values.ts"],
  [
    "api/src/areas/impact/collections-import-check.ts",
    "api/src/areas/collections/collections-import-check.ts",
  ],
  ["api/src/areas/impact/collections-import.ts", "api/src/areas/collections/collections-import.ts"],
  [
    "api/src/areas/impact/collections-import.worker.ts",
    "api/src/areas/collections/collections-import.worker.ts",
  ],
  [
    "api/src/areas/impact/collections.service.ts",
    "api/src/areas/collections/collections.service.ts",
  ],
  ["api/src/areas/impact/collections.staff.ts", "api/src/areas/collections/collections.staff.ts"],
  [
    "api/src/areas/impact/collections.staff.test.ts",
    "api/src/areas/collections/collections.staff.test.ts",
  ],
  ["api/src/areas/impact/insight.routes.ts", "api/src/areas/collections/collection-log.routes.ts"],
  [
    "api/src/areas/impact/insight.routes.test.ts",
    "api/src/areas/collections/collection-log.routes.test.ts",
  ],
  [
    "api/src/areas/impact/problem-reports.postgres.test.ts",
    "api/src/areas/collections/problem-reports.postgres.test.ts",
  ],
  // custody: the chain of custody, out of pickups.
  ["api/src/areas/pickups/custody-messages.ts", "api/src/areas/custody/custody-messages.ts"],
  ["api/src/areas/pickups/custody.queries.ts", "api/src/areas/custody/custody.queries.ts"],
  ["api/src/areas/pickups/custody.routes.ts", "api/src/areas/custody/custody.routes.ts"],
  ["api/src/areas/pickups/custody.routes.test.ts", "api/src/areas/custody/custody.routes.test.ts"],
  ["api/src/areas/pickups/custody.service.ts", "api/src/areas/custody/custody.service.ts"],
  ["api/src/areas/pickups/custody.tables.ts", "api/src/areas/custody/custody.tables.ts"],
  // The notice types every area hands to `notify` (the notifications area sends them): a lower layer.
  ["api/src/areas/notifications/notices.ts", "api/src/lib/notices.ts"],
  // Web: the collection log (was the `insight` feature) joins collections; the staff's payouts
  // (was `payouts`) join money. Files are listed one by one: they join existing folders.
  [
    "web/src/features/insight/api/get-collection-log.ts",
    "web/src/features/collections/api/get-collection-log.ts",
  ],
  [
    "web/src/features/insight/api/get-kiosk-breakdown.ts",
    "web/src/features/collections/api/get-kiosk-breakdown.ts",
  ],
  ["web/src/features/insight/api/query-root.ts", "web/src/features/collections/api/query-root.ts"],
  [
    "web/src/features/insight/api/report-collection-problem.ts",
    "web/src/features/collections/api/report-collection-problem.ts",
  ],
  [
    "web/src/features/insight/components/collections-tab.test.tsx",
    "web/src/features/collections/components/collections-tab.test.tsx",
  ],
  [
    "web/src/features/insight/components/collections-tab.tsx",
    "web/src/features/collections/components/collections-tab.tsx",
  ],
  [
    "web/src/features/insight/components/export-links.tsx",
    "web/src/features/collections/components/export-links.tsx",
  ],
  [
    "web/src/features/insight/components/kiosk-table.test.tsx",
    "web/src/features/collections/components/kiosk-table.test.tsx",
  ],
  [
    "web/src/features/insight/components/kiosk-table.tsx",
    "web/src/features/collections/components/kiosk-table.tsx",
  ],
  [
    "web/src/features/insight/components/report-problem-dialog.tsx",
    "web/src/features/collections/components/report-problem-dialog.tsx",
  ],
  [
    "web/src/features/insight/components/sparkline.tsx",
    "web/src/features/collections/components/sparkline.tsx",
  ],
  ["web/src/features/insight/constants.ts", "web/src/features/collections/log-constants.ts"],
  [
    "web/src/features/insight/hooks/use-insight.ts",
    "web/src/features/collections/hooks/use-insight.ts",
  ],
  [
    "web/src/features/insight/testing/fixtures.ts",
    "web/src/features/collections/testing/fixtures.ts",
  ],
  [
    "web/src/features/insight/testing/render.tsx",
    "web/src/features/collections/testing/render.tsx",
  ],
  [
    "web/src/features/insight/utils/export-url.ts",
    "web/src/features/collections/utils/export-url.ts",
  ],
  ["web/src/features/insight/utils/format.ts", "web/src/features/collections/utils/format.ts"],
  [
    "web/src/features/payouts/api/approve-payout-request.ts",
    "web/src/features/money/api/approve-payout-request.ts",
  ],
  [
    "web/src/features/payouts/api/decline-payout-request.ts",
    "web/src/features/money/api/decline-payout-request.ts",
  ],
  [
    "web/src/features/payouts/api/get-customer-balance.ts",
    "web/src/features/money/api/get-customer-balance.ts",
  ],
  [
    "web/src/features/payouts/api/get-payout-requests.ts",
    "web/src/features/money/api/get-staff-payout-requests.ts",
  ],
  ["web/src/features/payouts/api/get-payouts.ts", "web/src/features/money/api/get-payouts.ts"],
  [
    "web/src/features/payouts/api/pay-payout-request.ts",
    "web/src/features/money/api/pay-payout-request.ts",
  ],
  ["web/src/features/payouts/api/payee.ts", "web/src/features/money/api/payee.ts"],
  [
    "web/src/features/payouts/api/payout-batches.ts",
    "web/src/features/money/api/payout-batches.ts",
  ],
  [
    "web/src/features/payouts/api/record-ledger-entry.ts",
    "web/src/features/money/api/record-ledger-entry.ts",
  ],
  [
    "web/src/features/payouts/components/customer-payee-section.tsx",
    "web/src/features/money/components/customer-payee-section.tsx",
  ],
  [
    "web/src/features/payouts/components/ledger-forms.tsx",
    "web/src/features/money/components/ledger-forms.tsx",
  ],
  [
    "web/src/features/payouts/components/payout-batches-page.tsx",
    "web/src/features/money/components/payout-batches-page.tsx",
  ],
  [
    "web/src/features/payouts/components/payout-batches.test.tsx",
    "web/src/features/money/components/payout-batches.test.tsx",
  ],
  [
    "web/src/features/payouts/components/payout-request-dialogs.tsx",
    "web/src/features/money/components/payout-request-dialogs.tsx",
  ],
  [
    "web/src/features/payouts/components/payout-requests-section.test.tsx",
    "web/src/features/money/components/payout-requests-section.test.tsx",
  ],
  [
    "web/src/features/payouts/components/payout-requests-section.tsx",
    "web/src/features/money/components/payout-requests-section.tsx",
  ],
  [
    "web/src/features/payouts/components/payouts-page.test.tsx",
    "web/src/features/money/components/payouts-page.test.tsx",
  ],
  [
    "web/src/features/payouts/components/payouts-page.tsx",
    "web/src/features/money/components/payouts-page.tsx",
  ],
  ["web/src/features/payouts/constants.ts", "web/src/features/money/payouts-constants.ts"],
  ["web/src/features/payouts/hooks/use-ledger.ts", "web/src/features/money/hooks/use-ledger.ts"],
  [
    "web/src/features/payouts/hooks/use-payout-batches.ts",
    "web/src/features/money/hooks/use-payout-batches.ts",
  ],
  [
    "web/src/features/payouts/hooks/use-payout-requests.ts",
    "web/src/features/money/hooks/use-payout-requests.ts",
  ],
];

/** Files that name moved files by path in plain text (not an import), rewritten too. */
const PATH_TEXT_FILES = ["api/build.mjs", "package.json", "vitest.config.ts"];

/** The workspaces whose imports are rewritten. */
const WORKSPACES = ["api", "web", "packages/contract", "e2e", "scripts"];

const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];

const toRepo = (root, file) => path.relative(root, file).split(path.sep).join("/");

/** `repoPath` after the moves (itself when no move covers it). */
function moved(repoPath, moves, direction = "forward") {
  for (const [from, to] of moves) {
    const [a, b] = direction === "forward" ? [from, to] : [to, from];
    if (repoPath === a) return b;
    if (repoPath.startsWith(`${a}/`)) return b + repoPath.slice(a.length);
  }
  return repoPath;
}

/** The new place of the file `named` (a resolved path, maybe without extension) if it moved. */
function movedFile(root, named, moves) {
  for (const suffix of RESOLVE_SUFFIXES) {
    const target = moved(named + suffix, moves);
    if (target !== named + suffix && existsSync(path.join(root, target))) {
      return path.join(root, target);
    }
  }
  return undefined;
}

/** The existing file a specifier's resolved path names ({ file, suffix }), or undefined. */
function existing(absolute) {
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = absolute + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate, suffix };
  }
  return undefined;
}

/** The absolute path `specifier` names from a file at `importerPath`; undefined for packages. */
function resolveFrom(root, importerPath, specifier) {
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    return path.resolve(path.dirname(importerPath), specifier);
  }
  const alias = PATH_ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  return alias && path.join(root, alias.dir, specifier.slice(alias.prefix.length));
}

/** The specifier naming `target` from `importer`, in the style (alias or relative) of `old`. */
function specifierFor(root, importer, target, old) {
  const alias = PATH_ALIASES.find(({ prefix }) => old.startsWith(prefix));
  if (alias) return alias.prefix + toRepo(path.join(root, alias.dir), target);
  let relative = toRepo(path.dirname(importer), target);
  if (!relative.startsWith(".")) relative = `./${relative}`;
  return relative;
}

/** `next` without the extension (or `/index.…`) when `old` named its file without one. */
function inStyleOf(old, next) {
  return /\.[cm]?[jt]sx?$/.test(old) ? next : next.replace(/(\/index)?\.[cm]?[jt]sx?$/, "");
}

/** The new specifier for `specifier` in `importer` (now at its new place), or undefined. */
export function rewrittenSpecifier(root, importer, specifier, moves = MOVES) {
  const here = resolveFrom(root, importer, specifier);
  if (here === undefined) return undefined;
  const oldImporter = path.join(root, moved(toRepo(root, importer), moves, "backward"));
  // A moved importer's relative import of a file that moved too (from their old places): it
  // follows that file even when the specifier names another existing file from the new place
  // (`../constants` of the insight feature is the collections feature's `../log-constants`).
  if (oldImporter !== importer && !path.isAbsolute(specifier) && specifier.startsWith(".")) {
    const named = toRepo(root, resolveFrom(root, oldImporter, specifier));
    const movedTarget = movedFile(root, named, moves);
    if (movedTarget) {
      const next = inStyleOf(specifier, specifierFor(root, importer, movedTarget, specifier));
      return next === specifier ? undefined : next;
    }
  }
  if (existing(here)) return undefined;
  // The file it names may have moved, or the importer, or both.
  for (const base of [importer, oldImporter]) {
    const named = toRepo(root, resolveFrom(root, base, specifier));
    const target = movedFile(root, named, moves) ?? existing(path.join(root, named))?.file;
    if (!target) continue;
    const next = inStyleOf(specifier, specifierFor(root, importer, target, specifier));
    return next === specifier ? undefined : next;
  }
  return undefined;
}

function gitMove(root, from, to, write) {
  if (!existsSync(path.join(root, from)) || existsSync(path.join(root, to))) return false;
  if (write) {
    mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    execFileSync("git", ["mv", from, to], { cwd: root });
  }
  return true;
}

/** Applies the moves under `root`; returns { movedFiles, changed: [{ file, count }] }. */
export function moveDomains(root, { write = true, moves = MOVES } = {}) {
  const movedFiles = moves.filter(([from, to]) => gitMove(root, from, to, write));
  const changed = [];
  for (const workspace of WORKSPACES) {
    for (const file of sourceFiles(path.join(root, workspace))) {
      // The codemods' own tests hold old paths on purpose (their fixtures).
      if (toRepo(root, file).startsWith("scripts/codemods/")) continue;
      const before = readFileSync(file, "utf8");
      const { source, count } = rewriteImports(before, (specifier) =>
        rewrittenSpecifier(root, file, specifier, moves),
      );
      if (count === 0) continue;
      if (write) writeFileSync(file, source);
      changed.push({ file: toRepo(root, file), count });
    }
  }
  for (const textFile of PATH_TEXT_FILES) {
    const file = path.join(root, textFile);
    if (!existsSync(file)) continue;
    const before = readFileSync(file, "utf8");
    let after = before;
    for (const [from, to] of moves) {
      after = after.split(from).join(to);
      // A workspace's own files name paths from the workspace's folder (api/build.mjs: src/…).
      const workspace = `${textFile.split("/")[0]}/`;
      if (textFile.includes("/") && from.startsWith(workspace) && to.startsWith(workspace)) {
        after = after.split(from.slice(workspace.length)).join(to.slice(workspace.length));
      }
    }
    if (after === before) continue;
    if (write) writeFileSync(file, after);
    changed.push({ file: textFile, count: 1 });
  }
  return { movedFiles, changed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const write = !process.argv.includes("--dry-run");
  const { movedFiles, changed } = moveDomains(repoRoot, { write });
  for (const [from, to] of movedFiles)
    console.log(`${write ? "moved" : "would move"} ${from} -> ${to}`);
  for (const { file, count } of changed) console.log(`${file}: ${count}`);
  const imports = changed.reduce((sum, { count }) => sum + count, 0);
  console.log(
    `${write ? "Moved" : "Would move"} ${movedFiles.length} paths; ${write ? "rewrote" : "would rewrite"} ${imports} imports in ${changed.length} files` +
      (write && imports > 0 ? "; run `npx biome check --write .` to re-sort them." : "."),
  );
}
