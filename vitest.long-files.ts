/**
 * Test files known to be long, in the order they start (vitest.sequencer.ts, decision 0088); a
 * file not listed starts after them. scripts/vitest-long-files.test.mjs checks that every entry
 * still names a test file.
 */
export const LONG_FIRST: readonly RegExp[] = [
  // Builds the app before its tests when no build is up to date (ensure-built); `npm test` and CI
  // build first.
  /scripts\/start\.test\.mjs$/,
  // Isolated files (each in a new worker) before the API files: a finished API worker is reused
  // for the next file only when that file is an API file too (Vitest's pool), so the API files
  // come one after another and keep the app imported (isolate: false).
  // Web, 20–55 s each in a full run on this machine (decision 0088 has the figures). By file
  // name, not folder, so a file moved to another feature keeps its place (these had moved and
  // started last); scripts/vitest-sequencer.test.mjs checks every entry still names a file.
  /\/dashboard-page\.test\.tsx$/,
  /\/report-pages\.test\.ts$/,
  // Gujarati and Hindi: every report drawn with fontkit's shaping (issue 29), 25–55 s.
  /\/report-languages\.test\.ts$/,
  /\/reports\/reports\.test\.ts$/,
  /\/payout-requests-section\.test\.tsx$/,
  /\/collections-screen\.test\.tsx$/,
  /\/login-page\.test\.tsx$/,
  /web\/src\/strict-mode\.test\.tsx$/,
  /\/console-shell\.test\.tsx$/,
  /scripts\/dev\.test\.mjs$/,
  // API, 20–75 s each, longest first.
  /\/backup\.cli\.test\.ts$/,
  /\/collections\.staff\.test\.ts$/,
  /\/security-walk[.\w-]*\.test\.ts$/,
  /\/media\.routes\.test\.ts$/,
  /\/media-crash\.test\.ts$/,
  /\/kiosk-serial-keys\.migration\.test\.ts$/,
  /\/pglite-migration\.test\.ts$/,
  /api\/src\/server\.test\.ts$/,
  /\/payout-batches\.routes\.test\.ts$/,
  /\/create-admin\.cli\.test\.ts$/,
  /\/backup-archive\.test\.ts$/,
  /\/accounts\.routes\.test\.ts$/,
  /\/route-walk[.\w-]*\.test\.ts$/,
  // On the separate server (another project, so another worker anyway).
  /\/scale-out\.postgres\.test\.ts$/,
];
