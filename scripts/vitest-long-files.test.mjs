// The long-files list orders a test run (vitest.sequencer.ts, decision 0088); an entry that no
// longer names a test file (the file moved or was renamed) silently lets that long file start
// last, as happened when the dashboard's report tests moved to features/impact.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LONG_FIRST } from "../vitest.long-files.ts";
import { root } from "./build-state.mjs";

function testFiles(folder) {
  const found = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (["node_modules", "build", "dist"].includes(entry.name) || entry.name.startsWith("."))
        continue;
      found.push(...testFiles(relative));
    } else if (/\.test\.(ts|tsx|mjs)$/.test(entry.name)) {
      found.push(path.join(root, relative));
    }
  }
  return found;
}

describe("the long test files that start first", () => {
  const files = ["api", "web", "packages", "scripts"].flatMap(testFiles);

  it("finds the test files to check against", () => {
    expect(files).toContain(path.join(root, "scripts", "start.test.mjs"));
    expect(files.length).toBeGreaterThan(200);
  });

  for (const pattern of LONG_FIRST) {
    it(`${pattern} names a test file`, () => {
      expect(files.filter((file) => pattern.test(file))).not.toEqual([]);
    });
  }
});
