// Every top-level path of the web app is a word an impact page's address may not be
// (`/impact/{slug}`, docs/decisions/0076): the contract's list must name each one, so a new page
// added to routes.ts without it fails here.

import {
  isReservedSlug,
  WEB_TOP_LEVEL_PATHS,
} from "@filtercycle/contract/impact-pages/impact-page";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes";

/** The first segment of every route reachable from the top (layouts have no path of their own). */
function topLevelSegments(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.path === undefined) return topLevelSegments(entry.children ?? []);
    const first = entry.path.split("/")[0] ?? "";
    // The catch-all and parameters are no words of their own.
    return first === "" || first === "*" || first.startsWith(":") ? [] : [first];
  });
}

describe("the impact page addresses the site keeps", () => {
  it("lists exactly the web app's top-level paths", () => {
    const segments = [...new Set(topLevelSegments(routes))].sort();
    expect(segments).toEqual([...WEB_TOP_LEVEL_PATHS].sort());
  });

  it("refuses each of them, and the server's own paths, as an address", () => {
    for (const word of [
      ...topLevelSegments(routes),
      "admin",
      "api",
      "dashboard",
      "login",
      "verify",
      "impact",
      "assets",
    ]) {
      expect(isReservedSlug(word), word).toBe(true);
    }
    expect(isReservedSlug("terrace-cafe")).toBe(false);
  });
});
