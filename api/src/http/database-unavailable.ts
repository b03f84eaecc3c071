/**
 * Errors that mean the database server cannot be reached right now (restarting, failing over,
 * the network between), as opposed to a statement that failed: the request was fine and the same
 * request will work once the server is back, so the client is told to retry (503), not that
 * something broke (500).
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database is not reachable right now; try again in a moment.";

/** Seconds a client is asked to wait before retrying (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Socket errors of the connection to the server (Node's codes).
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// SQLSTATE class 08 (connection exception) and the server shutting down or starting:
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now.
const SQLSTATES = /^(08\d\d\d|57P0[123])$/;

// node-postgres reports a connection lost mid-query or a pool wait that ran out only in words.
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)/i;

/** Whether `err` (or an error it wraps, as drizzle's query errors do) is a lost database. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return true;
  if (MESSAGES.test(err.message)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}
