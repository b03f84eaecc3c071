import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * One Vitest run covers every unit, component and API test.
 * The API suite runs on PGlite always, and a second time on the PostgreSQL server
 * named by TEST_DATABASE_URL when that is set (CI sets it).
 */
const apiProject = (
  name: string,
  driver: "pglite" | "postgres",
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: "api",
    include: ["src/**/*.test.ts"],
    // Process-level tests start the real server or a command on PGlite; a second run adds nothing.
    // `*.postgres.test.ts` need a server several processes share (PGlite is one process's).
    exclude:
      driver === "postgres"
        ? ["src/server.test.ts", "src/**/*.cli.test.ts"]
        : ["src/**/*.postgres.test.ts"],
    environment: "node",
    env: { TEST_DB_DRIVER: driver },
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
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
      apiProject("api:pglite", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api:postgres", "postgres")] : []),
      {
        oxc: { jsx: { runtime: "automatic" } },
        test: {
          name: "web",
          root: "web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["src/test/setup.ts"],
        },
      },
    ],
  },
});
