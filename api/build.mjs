// Bundles the API for `npm start`: our code and the contract package in, npm dependencies out.
import { cp, readFile, rm } from "node:fs/promises";
import { build } from "esbuild";

const pkg = JSON.parse(await readFile(new URL("./package.json", import.meta.url), "utf8"));
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  // The embedded PostgreSQL's binaries, one package per platform.
  ...Object.keys(pkg.optionalDependencies ?? {}),
].filter((name) => !name.startsWith("@filtercycle/"));

await rm("dist", { recursive: true, force: true });
await build({
  entryPoints: {
    server: "src/server.ts",
    seed: "src/seed/seed.cli.ts",
    "create-admin": "src/areas/accounts/create-admin.cli.ts",
    backup: "src/backup/backup.cli.ts",
    restore: "src/backup/restore.cli.ts",
    // The collections import checks files in a worker thread; the server starts it from this file.
    "collections-import.worker": "src/areas/collections/collections-import.worker.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // Splitting keeps each `await import("./…")` a file of its own, loaded when first called:
  // without it esbuild inlines the seed, the S3 storage and their dependencies into server.js,
  // and the server carries them from the start (issue 26, decision 0079).
  splitting: true,
  // Beside the entry files, so paths relative to the code (assets/, the import worker) hold.
  chunkNames: "[name]-[hash]",
  sourcemap: true,
  external,
  logLevel: "warning",
  // Some dependencies are CommonJS; give the ESM bundle a `require` for them.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
// Files read at run time beside the code.
await cp("src/seed/assets", "dist/assets", { recursive: true });
console.log(
  "api: built dist/server.js, dist/seed.js, dist/create-admin.js, dist/backup.js, dist/restore.js and dist/collections-import.worker.js",
);
