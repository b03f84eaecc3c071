/**
 * Answers shaped like the accounts API's, for component tests that stub `fetch`
 * (`vi.stubGlobal`). They only stand in for the network here: the real API is covered by the
 * API's own tests (fastify.inject) and by the end-to-end tests (e2e/accounts.spec.ts).
 */
import type { SessionInfo } from "@filtercycle/contract/accounts/accounts";
import { PROBLEM_CONTENT_TYPE, problemTypeOf } from "@filtercycle/contract/problem";

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

export function problemResponse(
  status: number,
  detail: string,
  extra: { errors?: Array<{ field: string; message: string }>; headers?: HeadersInit } = {},
): Response {
  const body = {
    type: problemTypeOf(status),
    title: TITLES[status] ?? "Error",
    status,
    detail,
    ...(extra.errors ? { errors: extra.errors } : {}),
  };
  const headers = new Headers(extra.headers);
  headers.set("content-type", PROBLEM_CONTENT_TYPE);
  return new Response(JSON.stringify(body), { status, headers });
}

export const CUSTOMER_SESSION: SessionInfo = {
  token: "session-token-customer",
  customerId: "FC-1001",
  customerName: "Green Leaf Café",
  role: "customer",
  businessRole: "owner",
  email: "demo@example.com",
  name: "Demo Customer",
  userId: "00000000-0000-4000-8000-0000000000c1",
};

export const STAFF_SESSION: SessionInfo = {
  token: "session-token-staff",
  customerId: null,
  customerName: "Filtercycle Admin",
  role: "admin",
  businessRole: null,
  email: "admin@example.com",
  name: "Filtercycle Admin",
  userId: "00000000-0000-4000-8000-0000000000a1",
};

/** The request bodies a stubbed fetch received, parsed. */
export function sentBodies(fetchMock: { mock: { calls: unknown[][] } }): unknown[] {
  return fetchMock.mock.calls.map(([, init]) => {
    const body = (init as RequestInit | undefined)?.body;
    return typeof body === "string" ? JSON.parse(body) : undefined;
  });
}
