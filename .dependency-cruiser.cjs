// The import boundaries between the product's parts (decision 0082), checked by
// `npm run lint` (scripts/check-boundaries.mjs runs dependency-cruiser with this file).
// - API areas (api/src/areas/<domain>) form no cycle, and one area (and app.ts, area-wiring.ts)
//   uses another only through that area's public file, api/src/areas/<domain>/index.ts, which
//   exports no table (scripts/check-boundaries.mjs reads the names). A tables file may name another
//   area's table for a foreign key: that is the database schema itself.
// - Web features (web/src/features/<domain>) never import each other: what two features share
//   lives in web/src/components, lib or hooks.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-area-cycles",
      comment:
        "API areas form a cycle: move the shared piece to the area that owns it or to a lower layer (api/src/lib, db)",
      severity: "error",
      scope: "folder",
      from: { path: "^api/src/areas/([^/]+)" },
      to: { circular: true, pathNot: "^api/src/areas/$1(/|$)" },
    },
    {
      name: "no-feature-cycles",
      comment: "Web features form a cycle",
      severity: "error",
      scope: "folder",
      from: { path: "^web/src/features/([^/]+)" },
      to: { circular: true, pathNot: "^web/src/features/$1(/|$)" },
    },
    {
      name: "no-deep-area-imports",
      comment:
        "An API area imports another area's internals; import from that area's public file (api/src/areas/<area>/index.ts)",
      severity: "error",
      from: { path: "^api/src/areas/([^/]+)/", pathNot: "\\.tables\\.ts$" },
      to: {
        path: "^api/src/areas/[^/]+/",
        // Another area's tables are no-cross-area-tables' to report.
        pathNot: ["^api/src/areas/$1/", "^api/src/areas/[^/]+/index\\.ts$", "\\.tables\\.ts$"],
      },
    },
    {
      name: "no-deep-area-imports",
      comment:
        "app.ts or area-wiring.ts imports an area's internals; import from that area's public file (api/src/areas/<area>/index.ts)",
      severity: "error",
      from: { path: "^api/src/(app|area-wiring)\\.ts$" },
      to: { path: "^api/src/areas/[^/]+/", pathNot: "^api/src/areas/[^/]+/index\\.ts$" },
    },
    {
      name: "no-cross-area-tables",
      comment:
        "An API area reads another area's tables; call that area's public functions instead (a tables file may name another table for a foreign key)",
      severity: "error",
      from: { path: "^api/src/areas/([^/]+)/", pathNot: "\\.tables\\.ts$" },
      to: { path: "^api/src/areas/[^/]+/.+\\.tables\\.ts$", pathNot: "^api/src/areas/$1/" },
    },
    {
      name: "no-cross-feature-imports",
      comment:
        "A web feature imports another feature; move what both need to web/src/components, lib or hooks",
      severity: "error",
      from: { path: "^web/src/features/([^/]+)/" },
      to: { path: "^web/src/features/[^/]+/", pathNot: "^web/src/features/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Only the areas, the two files that register them and the features, so a cycle is one
    // between them and not through the schema (api/src/db/schema.ts names every tables file). Tests set up data through whatever they
    // need and are not part of the boundaries.
    includeOnly: "^(api/src/areas/|web/src/features/|api/src/(app|area-wiring)\\.ts$)",
    exclude: {
      path: "(^|/)(node_modules|dist|build|\\.react-router|testing)/|\\.test\\.tsx?$|\\.test-app\\.ts$|\\.fixtures\\.ts$",
    },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      // The workspaces' path aliases (#api/…, #web/…) are package.json `imports`.
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
