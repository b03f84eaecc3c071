import { describe, expect, it, vi } from "vitest";
import { apiFetch, apiUrl } from "./api-client";

describe("api client", () => {
  it("puts paths under the /api base", () => {
    expect(apiUrl("customer_logout")).toBe("/api/customer_logout");
    expect(apiUrl("/get_green_impact")).toBe("/api/get_green_impact");
  });

  it("sends credentials with every call", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await apiFetch("get_green_impact");
    expect(fetchMock).toHaveBeenCalledWith("/api/get_green_impact", { credentials: "include" });
  });
});
