// HTTP is a stubbed `fetch` answering like the API (problem details, RFC 9457); the real API
// is covered by the API tests and the end-to-end tests.
import { problemTypeOf } from "@filtercycle/contract/problem";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, apiUrl, callApi, parseRetryAfter, problemFrom } from "./api-client";
import { SESSION_CHANGE_EVENT, saveSession, wasEndedByServer } from "./session-storage";

function problem(status: number, body: Record<string, unknown>, headers: HeadersInit = {}) {
  return new Response(JSON.stringify({ type: problemTypeOf(status), status, ...body }), {
    status,
    headers: { "content-type": "application/problem+json", ...headers },
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function storeSession() {
  saveSession({ token: "t", customerId: "FC-1001", customerName: "Cafe", role: "customer" });
}

describe("api client", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

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

  it("callApi takes method and path from the contract and reads the JSON answer", async () => {
    const fetchMock = vi.fn(async () => json({ name: "Cafe" }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(callApi("greenImpact")).resolves.toEqual({ name: "Cafe" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/get_green_impact",
      expect.objectContaining({
        method: "GET",
        credentials: "include",
        headers: { accept: "application/json", "accept-language": "en" },
      }),
    );
  });

  it("callApi passes the answer through `parse` when given one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ businessesServed: 3 })),
    );
    const parse = vi.fn((data: unknown) => ({ ...(data as object), checked: true }) as never);
    await expect(callApi("publicImpact", { parse })).resolves.toEqual({
      businessesServed: 3,
      checked: true,
    });
    expect(parse).toHaveBeenCalledWith({ businessesServed: 3 });
  });

  it("callApi encodes the query, leaving out undefined values", async () => {
    const fetchMock = vi.fn(async (_url: string) => json({ items: [] }));
    vi.stubGlobal("fetch", fetchMock);
    await callApi("adminInbox", { query: { status: "open", page: 2, kind: undefined } });
    await callApi("customerStats", {
      query: { startDate: "2025-01-01", endDate: "2025-03-31" },
    });
    await callApi("customerStats", { query: {} });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/admin/inbox?status=open&page=2",
      "/api/get_customer_specific_stats?startDate=2025-01-01&endDate=2025-03-31",
      "/api/get_customer_specific_stats",
    ]);
  });

  it("callApi POSTs a JSON body", async () => {
    const fetchMock = vi.fn(async () => json({ message: "ok" }));
    vi.stubGlobal("fetch", fetchMock);
    await callApi("forgotPassword", { body: { email: "a@b.co" } });
    expect(fetchMock).toHaveBeenCalledWith("/api/forgot_password", {
      method: "POST",
      credentials: "include",
      signal: undefined,
      headers: {
        accept: "application/json",
        "accept-language": "en",
        "content-type": "application/json",
      },
      body: JSON.stringify({ email: "a@b.co" }),
    });
  });

  it("callApi fills path parameters (encoded) and PATCHes a JSON body", async () => {
    const fetchMock = vi.fn(async () => json({ handled: true }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      callApi("adminInboxUpdate", { params: { id: "a/b c" }, body: { handled: true } }),
    ).resolves.toEqual({ handled: true });
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/inbox/a%2Fb%20c", {
      method: "PATCH",
      credentials: "include",
      signal: undefined,
      headers: {
        accept: "application/json",
        "accept-language": "en",
        "content-type": "application/json",
      },
      body: JSON.stringify({ handled: true }),
    });
  });

  it("callApi resolves an empty 2xx answer with undefined", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(callApi("adminMediaDelete", { params: { id: "m1" } })).resolves.toBeUndefined();
  });

  it("turns problem details into an ApiError with status, detail and field errors", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        problem(400, {
          title: "Bad Request",
          detail: "Some fields are not valid.",
          errors: [{ field: "email", message: "must be a valid e-mail address" }, { bad: 1 }],
        }),
      ),
    );
    const error = await callApi("login", { body: { email: "", password: "" } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      title: "Bad Request",
      detail: "Some fields are not valid.",
      errors: [{ field: "email", message: "must be a valid e-mail address" }],
      retryAfterSeconds: null,
    });
  });

  it("reads Retry-After of a 429", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        problem(
          429,
          { title: "Too Many Requests", detail: "Try again in 2 minutes." },
          {
            "retry-after": "120",
          },
        ),
      ),
    );
    await expect(callApi("login", { body: { email: "", password: "" } })).rejects.toMatchObject({
      status: 429,
      detail: "Try again in 2 minutes.",
      retryAfterSeconds: 120,
    });
  });

  it("parses Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("30", now)).toBe(30);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:01:30 GMT", now)).toBe(90);
    expect(parseRetryAfter("Wed, 31 Dec 2025 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it("gives a readable error for a non-JSON error answer", async () => {
    const error = await problemFrom(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(error.status).toBe(502);
    expect(error.detail).toBe("The server could not complete the request (HTTP 502).");
  });

  it("turns a network failure into an ApiError with status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(callApi("greenImpact")).rejects.toMatchObject({
      status: 0,
      detail: "Could not reach the server. Check your internet connection and try again.",
    });
  });

  it("rejects an answer `parse` refuses, and an answer that is not JSON", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("not json", { status: 200 })),
    );
    await expect(callApi("health")).rejects.toMatchObject({ status: 0 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ unexpected: true })),
    );
    const parse = () => {
      throw new Error("wrong shape");
    };
    await expect(callApi("health", { parse })).rejects.toBeInstanceOf(ApiError);
  });
});

describe("the session rule", () => {
  it("a 401 on a customer or staff endpoint clears all four keys, says the server ended it, and rejects", async () => {
    storeSession();
    const onChange = vi.fn();
    window.addEventListener(SESSION_CHANGE_EVENT, onChange);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => problem(401, { title: "Unauthorized", detail: "Not logged in." })),
    );

    await expect(callApi("greenImpact")).rejects.toMatchObject({ status: 401 });
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);

    expect({ ...localStorage }).toEqual({});
    expect(wasEndedByServer()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("holds for raw apiFetch calls too", async () => {
    storeSession();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => problem(401, { title: "Unauthorized", detail: "Not logged in." })),
    );
    await expect(apiFetch("media/1/file", {}, { sessionRequired: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("leaves the session alone for a 401 on a public endpoint (a wrong password) and for a 403", async () => {
    storeSession();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        problem(401, { title: "Unauthorized", detail: "Invalid email or password." }),
      ),
    );
    await expect(callApi("login", { body: { email: "", password: "" } })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem("token")).toBe("t");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => problem(403, { title: "Forbidden", detail: "Staff only." })),
    );
    await expect(callApi("adminInbox", { query: {} })).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem("token")).toBe("t");
  });
});
