import { availableParallelism } from "node:os";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import LongFirstSequencer from "./vitest.sequencer.ts";

/**
 * One Vitest run covers every unit, component and API test.
 * The API suite runs once, on an embedded PostgreSQL server its global setup starts (the
 * product's default database, decision 0079). The `*.postgres.test.ts` (two instances, scale-out,
 * concurrency) need a server several processes share: with TEST_DATABASE_URL set (CI) they run on
 * that separately started server in the "api:postgres" project, otherwise on the embedded one.
 */
const onSeparateServer = Boolean(process.env.TEST_DATABASE_URL);
const apiProject = (
  name: string,
  driver: "embedded" | "postgres",
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: "api",
    include:
      driver === "postgres"
        ? ["src/**/*.postgres.test.ts"]
        : ["src/**/*.test.ts", "bench/**/*.test.ts", "test/**/*.test.ts"],
    exclude: driver === "embedded" && onSeparateServer ? ["src/**/*.postgres.test.ts"] : [],
    environment: "node",
    // The API files of one worker share their modules (decision 0088): importing the app, not
    // running its tests, was most of an API file's time. Each file still has its own database,
    // data folder, ports and Redis prefix (api/test/test-app.ts); no API test mocks a module.
    isolate: false,
    env: { TEST_DB_DRIVER: driver },
    globalSetup: ["test/global-setup.ts"],
    // Generous: with the files in parallel on a machine other work also loads, a walk over
    // every route or a test starting a server can take minutes; a real hang still fails.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

/**
 * Test files run in parallel (decision 0081). Vitest's default, one worker less than the cores,
 * is one worker on a 2-core machine; the API files mostly wait on their database, so more workers
 * than cores keep both busy. Each file is independent: its own cloned database, data folder,
 * ports and Redis key prefix (api/test/test-app.ts). VITEST_MAX_WORKERS overrides the count.
 */
const workers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism() + 1);

/**
 * The web's tests that draw PDFs (pdf-lib, fontkit): they check their bytes with `instanceof
 * Uint8Array` and inflate fonts with DecompressionStream, which a VM context lacks or has from
 * another realm, so they run in a process of their own per file. Decision 0088.
 */
const WEB_PDF_TESTS = [
  "src/**/reports/**/*.test.{ts,tsx}",
  "src/lib/pdf/**/*.test.ts",
  "src/features/impact-pages/kiosk-poster.test.ts",
  "src/features/esg/components/esg-tab.test.tsx",
];

/**
 * The other web files run each in a new VM context of a worker that stays (`vmForks`): happy-dom
 * and Testing Library are loaded once per worker instead of once per file, which halved the web
 * tests' CPU time (decision 0088, amendment of 2026-11-27).
 */
const webProject = (name: string, pool: "vmForks" | "forks"): TestProjectInlineConfiguration => ({
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    name,
    root: "web",
    pool,
    include: pool === "forks" ? WEB_PDF_TESTS : ["src/**/*.test.{ts,tsx}"],
    exclude: pool === "forks" ? [] : WEB_PDF_TESTS,
    environment: "happy-dom",
    setupFiles: ["src/test/setup.ts"],
    // Component tests in parallel on a loaded machine: 30 s, not Vitest's 5 s.
    testTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: workers,
    // Long files first, whatever their project, so none starts last and runs alone (decision 0088).
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        // Process-level tests of the root scripts (`npm start`, the boundary check, codemods).
        test: {
          name: "scripts",
          root: "scripts",
          include: ["**/*.test.mjs"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "contract",
          root: "packages/contract",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      apiProject("api", "embedded"),
      ...(onSeparateServer ? [apiProject("api:postgres", "postgres")] : []),
      webProject("web", "vmForks"),
      webProject("web:pdf", "forks"),
    ],
  },
});
