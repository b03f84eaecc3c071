import type { BalanceAnswer } from "@filtercycle/contract/money/money";
import { describe, expect, it } from "vitest";
import { ApiError, callApi } from "#web/lib/api-client";
import { answerProblem, endpointOf, fakeApi, problem, requestProblem } from "./fake-api";

const BALANCE: BalanceAnswer = {
  balance: 737,
  ratePerKg: 20,
  credits: 747,
  payouts: 0,
  adjustments: -10,
  lastPayout: null,
};

describe("fakeApi: the contract's typed fake API", () => {
  it("refuses, as the API does, a query key or body field the endpoint does not take", () => {
    const url = (path: string) => new URL(path, "http://localhost");
    expect(
      requestProblem("greenImpact", url("/api/get_green_impact?customerId=FC-1001"), undefined),
    ).toBeNull();
    expect(
      requestProblem("greenImpact", url("/api/get_green_impact?_=1732670000000"), undefined),
    ).toBe('The request to "greenImpact" sends what the API refuses (400): query parameter "_"');
    expect(
      requestProblem(
        "customerStatsWithDates",
        url("/api/get_customer_specific_stats_with_dates?startDate=2025-01-01&endDate=2025-01-31"),
        undefined,
      ),
    ).toBeNull();
    expect(
      requestProblem("contactMessage", url("/api/contact_messages"), {
        name: "Asha",
        email: "asha@example.com",
        message: "Hello there, a kiosk please.",
        website: "",
        nmae: "typo",
      }),
    ).toBe('The request to "contactMessage" sends what the API refuses (400): body field "nmae"');
  });

  it("finds the endpoint of a request by method and path, with its parameters", () => {
    expect(endpointOf("GET", "/api/balance")).toEqual({ name: "balance", params: {} });
    expect(endpointOf("POST", "/api/payout_requests")).toEqual({
      name: "payoutRequestCreate",
      params: {},
    });
    expect(endpointOf("GET", "/api/admin/customers/FC-1001")?.params).toEqual({
      code: "FC-1001",
    });
    expect(endpointOf("DELETE", "/api/nowhere")).toBeUndefined();
  });

  it("refuses a fixed answer that the endpoint's response schema does not allow", () => {
    expect(answerProblem("balance", { balance: "a lot" })).toMatch(
      /^The fake answer of "balance" does not match its response schema/,
    );
    expect(() => fakeApi({ balance: { balance: "a lot" } as never })).toThrow(
      /does not match its response schema/,
    );
  });

  it("answers by endpoint name, gives the handler the body, and 404s what it was not told", async () => {
    expect(answerProblem("balance", BALANCE)).toBeNull();
    const sent: unknown[] = [];
    fakeApi({
      balance: BALANCE,
      pickupRequestCreate: ({ body }) => {
        sent.push(body);
        return problem(409, "This kiosk already has an open request.");
      },
    });
    expect(await callApi("balance")).toEqual(BALANCE);
    const refused = await callApi("pickupRequestCreate", {
      body: { kioskId: "k1", reason: "kiosk_full", note: "" },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 409,
      detail: "This kiosk already has an open request.",
    });
    expect(sent).toEqual([{ kioskId: "k1", reason: "kiosk_full", note: "" }]);
    await expect(callApi("statement", { query: {} as never })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("builds problems the contract's schema accepts, with field errors", async () => {
    const response = problem(400, "Invalid body: note: must be text", [
      { field: "note", message: "must be text" },
    ]);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(await response.json()).toEqual({
      type: "/problems/validation",
      title: "Bad Request",
      status: 400,
      detail: "Invalid body: note: must be text",
      errors: [{ field: "note", message: "must be text" }],
    });
  });
});
