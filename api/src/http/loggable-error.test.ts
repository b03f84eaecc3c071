import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { loggableError } from "./loggable-error.ts";
import { serverLogging } from "./logger-options.ts";

/** A failed statement as node-postgres reports it: SQLSTATE, severity and a quoting message. */
function failedStatement() {
  const cause = Object.assign(new Error('invalid input syntax for type uuid: "tok-5e1f"'), {
    code: "22P02",
    severity: "ERROR",
    routine: "string_to_uuid",
    detail: "Key (token)=(tok-5e1f)",
  });
  return new DrizzleQueryError("select * from verifications where id = $1", ["tok-5e1f"], cause);
}

describe("loggableError", () => {
  it("keeps a failed statement's class, code and text, and none of its values", () => {
    const logged = loggableError(failedStatement());
    expect(logged).toMatchObject({
      type: "DrizzleQueryError",
      message: "Failed query",
      query: "select * from verifications where id = $1",
      cause: {
        code: "22P02",
        severity: "ERROR",
        routine: "string_to_uuid",
        message: "invalid input syntax for type uuid: [value left out]",
      },
    });
    expect(JSON.stringify(logged)).not.toContain("tok-5e1f");
  });

  it("is the production log's error serializer", () => {
    const { logger } = serverLogging({ env: "production", logLevel: "info", logFormat: "json" });
    const serialize = (logger as { serializers: { err: (err: unknown) => unknown } }).serializers
      .err;
    expect(JSON.stringify(serialize(failedStatement()))).not.toContain("tok-5e1f");
  });

  it("keeps an ordinary error's message and code", () => {
    const err = Object.assign(new Error("storage is full"), { code: "ENOSPC" });
    expect(loggableError(err)).toMatchObject({
      type: "Error",
      message: "storage is full",
      code: "ENOSPC",
    });
  });
});
