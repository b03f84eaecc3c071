import { PROBLEM_CONTENT_TYPE, type Problem } from "@filtercycle/contract/problem";
import { describe, expect, it, vi } from "vitest";
import { API_CLIENT_TEXT, callApi, problemFrom } from "#web/lib/api-client";
import { apiFailure, fieldSentence } from "./api-failure";

/** A problem answer exactly as the API's error handler sends it (api/src/http/problem.ts). */
function answer(problem: Problem, headers: Record<string, string> = {}) {
  return problemFrom(
    new Response(JSON.stringify(problem), {
      status: problem.status,
      headers: { "content-type": PROBLEM_CONTENT_TYPE, ...headers },
    }),
  );
}

const NAMES = { amount: "Amount", note: "Note" } as const;

describe("apiFailure: the one rule for a refused submit", () => {
  it("puts a 400's schema messages on the form's fields as sentences that name the field", async () => {
    // The schema check's answer (api/src/http/error-handler.ts): predicates per field.
    const error = await answer({
      type: "/problems/validation",
      title: "Bad Request",
      status: 400,
      detail: "Invalid body: amount: is required; note: must be at most 500 characters",
      errors: [
        { field: "amount", message: "is required" },
        { field: "note", message: "must be at most 500 characters" },
        { field: "note", message: "must be text" },
      ],
    });
    expect(apiFailure(error, { names: NAMES })).toEqual({
      fields: { amount: "Amount is required.", note: "Note must be at most 500 characters." },
    });
  });

  it("gives a route's own 400 the same shape: the balance rule on the amount", async () => {
    const error = await answer({
      type: "/problems/validation",
      title: "Bad Request",
      status: 400,
      detail: "The amount must not be more than your balance of ₹737.00.",
      errors: [{ field: "amount", message: "must not be more than your balance of ₹737.00" }],
    });
    expect(apiFailure(error, { names: NAMES })).toEqual({
      fields: { amount: "Amount must not be more than your balance of ₹737.00." },
    });
  });

  it("writes a message that is not a predicate as a sentence of its own", () => {
    expect(fieldSentence("Kiosk serial", "no such kiosk")).toBe("No such kiosk.");
    expect(fieldSentence("Name", "already exists")).toBe("Name already exists.");
    expect(fieldSentence("Note", "Use at most 500 characters.")).toBe(
      "Use at most 500 characters.",
    );
  });

  it("maps API field names onto the form's, and shows the detail when no field is the form's", async () => {
    const nested = await answer({
      type: "/problems/validation",
      title: "Bad Request",
      status: 400,
      detail: "Invalid body: impactFactors.toxic.value: must be greater than 0",
      errors: [{ field: "impactFactors.toxic.value", message: "must be greater than 0" }],
    });
    expect(
      apiFailure(nested, {
        names: { toxic: "Toxic waste per kg" },
        fieldOf: (field) => field.replace(/^impactFactors\.(\w+)\.value$/, "$1"),
      }),
    ).toEqual({ fields: { toxic: "Toxic waste per kg must be greater than 0." } });
    expect(apiFailure(nested, { names: NAMES })).toEqual({
      message: "Invalid body: impactFactors.toxic.value: must be greater than 0",
    });
  });

  it("shows a conflict's sentence in the summary, or on the field the form names", async () => {
    const conflict = await answer({
      type: "/problems/conflict",
      title: "Conflict",
      status: 409,
      detail: 'Another kiosk already has the serial "K-0042".',
      errors: [{ field: "serial", message: "is already used by another kiosk" }],
    });
    const names = { label: "Label", serial: "Serial" };
    expect(apiFailure(conflict, { names })).toEqual({
      message: 'Another kiosk already has the serial "K-0042".',
    });
    expect(apiFailure(conflict, { names, conflictOn: "serial" })).toEqual({
      fields: { serial: 'Another kiosk already has the serial "K-0042".' },
    });
  });

  it("shows a rate limit's own words, which say when to try again", async () => {
    const limited = await answer(
      {
        type: "/problems/rate-limited",
        title: "Too Many Requests",
        status: 429,
        detail: "Too many attempts. Please wait 42 seconds and try again.",
      },
      { "retry-after": "42" },
    );
    expect(limited.retryAfterSeconds).toBe(42);
    expect(apiFailure(limited, { names: NAMES })).toEqual({
      message: "Too many attempts. Please wait 42 seconds and try again.",
    });
  });

  it("uses the form's own words for a server failure only when it has them", async () => {
    const broken = await answer({
      type: "/problems/server-error",
      title: "Internal Server Error",
      status: 500,
      detail:
        "Something went wrong on our side. Please try again in a moment; if it keeps happening, contact support.",
    });
    expect(apiFailure(broken, { names: NAMES })).toEqual({
      message:
        "Something went wrong on our side. Please try again in a moment; if it keeps happening, contact support.",
    });
    expect(apiFailure(broken, { names: NAMES, failed: "Could not save." })).toEqual({
      message: "Could not save.",
    });
  });

  it("says the server could not be reached when fetch fails, in the form's words if it has them", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await callApi("pickupRequestCreate", {
      body: { kioskId: "k1", reason: "kiosk_full", note: "" },
    }).catch((e: unknown) => e);
    expect(apiFailure(error, { names: NAMES })).toEqual({ message: API_CLIENT_TEXT.networkError });
    expect(apiFailure(error, { names: NAMES, unreachable: "Your message was not sent." })).toEqual({
      message: "Your message was not sent.",
    });
  });

  it("does not pretend to understand something that is not an API error", () => {
    expect(apiFailure(new Error("boom"), { names: NAMES })).toEqual({
      message: API_CLIENT_TEXT.unexpectedAnswer,
    });
    expect(apiFailure("boom", { names: NAMES, failed: "Could not save." })).toEqual({
      message: "Could not save.",
    });
  });
});
