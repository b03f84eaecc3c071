/** An error class whose message is written for the person at the terminal. */
type ExplainedError = abstract new (...args: never[]) => Error;

/**
 * Runs a command-line tool's `main` (npm run seed, backup, restore, create-admin) and exits with
 * the code it answers. An error of one of the `explained` classes (a ConfigError, a refused
 * restore) prints its message alone, which says what to do; any other prints whole, stack and
 * all, for a bug report. Either way the exit code is 1.
 */
export function runCli(main: () => Promise<number>, explained: readonly ExplainedError[]): void {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(explained.some((kind) => err instanceof kind) ? err.message : err);
      process.exit(1);
    },
  );
}
