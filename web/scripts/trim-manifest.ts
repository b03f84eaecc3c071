import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isClientOnlyPath } from "@filtercycle/contract/routes";

const PREFIX = "window.__reactRouterManifest=";
/** The layout around every screen behind a login (src/routes.ts). */
const SIGNED_IN_LAYOUT = "routes/signed-in-layout";

type ManifestRoute = { id: string; parentId?: string; path?: string; imports?: string[] };
type Manifest = { routes: Record<string, ManifestRoute> };

/**
 * Every page, public ones included, downloads React Router's route manifest, which lists each
 * route's module and every chunk that module imports. The screens that are never prerendered (the
 * signed-in dashboard, account and console; login, password reset, unsubscribe; the not-found
 * page) import many chunks, and their lists were about a third of the manifest, i.e. more than a
 * kilobyte of each public page's 130 KB JavaScript budget (PRODUCT.md).
 *
 * A route's list only serves to preload its chunks before its module asks for them: in the
 * prerendered HTML (public pages: kept), and for `<Link prefetch>` (the app uses none). Without
 * them such a screen still loads: its module imports its chunks itself (the SPA fallback's HTML,
 * made with the full manifest, is unchanged). So they are dropped here, after prerendering. The
 * file keeps its name (a hash of the full manifest, so it still changes with every build that
 * changes any route).
 */
export function trimClientOnlyImports(assetsDir: string): {
  file: string;
  before: number;
  after: number;
} {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("No route manifest in the build.");
  const full = path.join(assetsDir, file);
  const source = readFileSync(full, "utf8");
  if (!source.startsWith(PREFIX)) throw new Error(`${file}: not a route manifest.`);
  const manifest = JSON.parse(source.slice(PREFIX.length).replace(/;\s*$/, "")) as Manifest;
  const parentOf = (route: ManifestRoute) =>
    route.parentId === undefined ? undefined : manifest.routes[route.parentId];
  const behindLogin = (route: ManifestRoute | undefined): boolean =>
    route !== undefined && (route.id === SIGNED_IN_LAYOUT || behindLogin(parentOf(route)));
  const fullPath = (route: ManifestRoute | undefined): string =>
    route === undefined
      ? ""
      : `${fullPath(parentOf(route))}/${route.path ?? ""}`.replace(/\/+/g, "/");
  const neverPrerendered = (route: ManifestRoute) =>
    behindLogin(route) || route.path === "*" || isClientOnlyPath(fullPath(route));
  if (!manifest.routes[SIGNED_IN_LAYOUT]) throw new Error(`${SIGNED_IN_LAYOUT} is not a route.`);
  for (const route of Object.values(manifest.routes)) {
    if (neverPrerendered(route)) delete route.imports;
  }
  const trimmed = `${PREFIX}${JSON.stringify(manifest)};`;
  writeFileSync(full, trimmed);
  return { file, before: source.length, after: trimmed.length };
}
