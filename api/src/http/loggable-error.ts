/**
 * What the log keeps of an error (docs/decisions/0049): its class, code, message and stack
 * frames, never the values it carries. A failed database statement's error (Drizzle's
 * DrizzleQueryError) holds the statement's parameters in its `params` and in its message and
 * stack ("Failed query: … params: …"), and PostgreSQL quotes the offending value at the end of
 * some messages (`invalid input syntax for type uuid: "…"`); reset tokens, e-mail addresses and
 * form text reached the log that way.
 */
export type LoggableError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  /** PostgreSQL's fields that name where it failed (never `detail`: it repeats values). */
  severity?: string;
  routine?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** The statement's text with its placeholders ($1, $2…), without the parameters. */
  query?: string;
  stack?: string;
  cause?: LoggableError;
};

const PG_FIELDS = ["severity", "routine", "schema", "table", "column", "constraint"] as const;
const MAX_CAUSES = 4;

export function loggableError(err: unknown, depth = 0): LoggableError {
  if (typeof err !== "object" || err === null) {
    return { type: typeof err, message: "a thrown value that is not an error" };
  }
  const e = err as Record<string, unknown>;
  const type = err.constructor?.name && err.constructor !== Object ? err.constructor.name : "Error";
  const fromDatabase = isDatabaseStatementError(e) || isPostgresError(e);
  const out: LoggableError = {
    type,
    message: fromDatabase ? databaseMessage(e) : String(e.message ?? ""),
  };
  if (typeof e.code === "string") out.code = e.code;
  if (typeof e.statusCode === "number") out.statusCode = e.statusCode;
  if (isPostgresError(e)) {
    for (const field of PG_FIELDS) {
      if (typeof e[field] === "string") out[field] = e[field];
    }
  }
  if (isDatabaseStatementError(e)) out.query = e.query;
  const frames = stackFrames(e.stack);
  if (frames) out.stack = frames;
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

/** Drizzle's wrapper of a failed statement: `query` and `params`. */
function isDatabaseStatementError(
  e: Record<string, unknown>,
): e is Record<string, unknown> & { query: string } {
  return typeof e.query === "string" && Array.isArray(e.params);
}

/** pg's and PGlite's DatabaseError: a five-character SQLSTATE and a severity. */
function isPostgresError(e: Record<string, unknown>): boolean {
  return typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) && "severity" in e;
}

/** The message without the values it quotes (Drizzle's own message is the statement and its parameters). */
function databaseMessage(e: Record<string, unknown>): string {
  // PGlite's own error carries the statement and parameters too, with PostgreSQL's message.
  if (isPostgresError(e)) return String(e.message ?? "").replace(/: ".*"$/s, ": [value left out]");
  return "Failed query";
}

/** Only the "at …" lines: the first line of a stack repeats the message. */
function stackFrames(stack: unknown): string | undefined {
  if (typeof stack !== "string") return undefined;
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join("\n") : undefined;
}
