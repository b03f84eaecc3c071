import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkBoundaries, findViolations } from "./check-boundaries.mjs";

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A repository of the given files (path -> source) in a temporary folder. */
function repo(files) {
  root = mkdtempSync(path.join(os.tmpdir(), "fc-boundaries-"));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

const lines = (violations) =>
  violations.map(({ importer, specifier, message }) => `${importer}: "${specifier}": ${message}`);

describe("import boundaries", () => {
  it("reports a web feature importing another, relatively or through the alias", () => {
    repo({
      "web/src/features/admin/components/inbox.tsx": [
        'import { Chart } from "../../dashboard/components/chart";',
        'export { useRange } from "#web/features/dashboard/hooks/use-range";',
        'const later = () => import("../../dashboard/reports/pdf");',
      ].join("\n"),
    });
    const message =
      'web feature "admin" imports from feature "dashboard"; move what both need to web/src/components, lib or hooks';
    expect(lines(findViolations(root))).toEqual([
      `web/src/features/admin/components/inbox.tsx: "../../dashboard/components/chart": ${message}`,
      `web/src/features/admin/components/inbox.tsx: "#web/features/dashboard/hooks/use-range": ${message}`,
      `web/src/features/admin/components/inbox.tsx: "../../dashboard/reports/pdf": ${message}`,
    ]);
  });

  it("lets a feature import its own folders and the shared ones", () => {
    repo({
      "web/src/features/admin/components/inbox.tsx": [
        'import { inboxQuery } from "../api/inbox-api";',
        'import { apiClient } from "../../../lib/api-client";',
        'import { Button } from "#web/components/ui/button";',
        'import { useQuery } from "@tanstack/react-query";',
      ].join("\n"),
      "web/src/routes/dashboard.tsx": 'import { X } from "../features/dashboard/x";',
    });
    expect(findViolations(root)).toEqual([]);
  });

  it("reports an API area importing another area's tables, but not its service", () => {
    repo({
      "api/src/areas/media/media.service.ts": [
        'import { customers } from "../customers/customers.tables.ts";',
        'import { findCustomerById } from "../customers/customers.service.ts";',
        'import { settings } from "#api/areas/settings/settings.tables.ts";',
        'import { media } from "./media.tables.ts";',
      ].join("\n"),
    });
    expect(lines(findViolations(root))).toEqual([
      'api/src/areas/media/media.service.ts: "../customers/customers.tables.ts": API area "media" imports the tables of area "customers"; call the customers area\'s service instead',
      'api/src/areas/media/media.service.ts: "#api/areas/settings/settings.tables.ts": API area "media" imports the tables of area "settings"; call the settings area\'s service instead',
    ]);
  });

  it("lets a tables file reference another area's table for a foreign key", () => {
    repo({
      "api/src/areas/media/media.tables.ts":
        'import { customers } from "../customers/customers.tables.ts";',
    });
    expect(findViolations(root)).toEqual([]);
  });

  it("passes allowed crossings and fails on an allowance that no longer occurs", () => {
    repo({
      "web/src/features/admin/x.ts": 'import { y } from "../dashboard/y";',
    });
    const allowed = "web/src/features/admin/x.ts -> web/src/features/dashboard/y";
    const gone = "web/src/features/admin/z.ts -> web/src/features/auth/w";
    expect(checkBoundaries(root, [allowed])).toEqual({ violations: [], staleAllowances: [] });
    expect(checkBoundaries(root, [allowed, gone]).staleAllowances).toEqual([gone]);
    expect(checkBoundaries(root, []).violations).toHaveLength(1);
  });
});
