import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient } from "./query-client";

describe("query client", () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (
    n: number,
    e: unknown,
  ) => boolean;

  it("does not retry answers the server meant (4xx)", () => {
    for (const status of [400, 401, 403, 404, 429]) {
      expect(retry(0, new ApiError({ status, title: "x", detail: "x" }))).toBe(false);
    }
  });

  it("retries a network failure or a 5xx once", () => {
    expect(retry(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(retry(0, new ApiError({ status: 0, detail: "offline" }))).toBe(true);
    expect(retry(0, new ApiError({ status: 503, title: "x", detail: "x" }))).toBe(true);
    expect(retry(1, new TypeError("Failed to fetch"))).toBe(false);
  });
});
