import {
  type AnswerOf,
  apiRoutes,
  apiSchemas,
  type EndpointName,
  type EndpointRoute,
} from "@filtercycle/contract/api/endpoints";
import { unknownBodyKeys, unknownQueryKeys } from "@filtercycle/contract/api/strict-input";
import {
  PROBLEM_CONTENT_TYPE,
  type Problem,
  problemSchema,
  problemTypeOf,
} from "@filtercycle/contract/problem";
import { onTestFinished, vi } from "vitest";

/**
 * The contract's typed fake API for component tests (docs/decisions/0083): answers are given by
 * endpoint name (`balance`, `pickupRequestCreate`…), typed by the contract (`AnswerOf<K>`), and
 * checked against the endpoint's response schema. An answer the real API could not send fails
 * the test: a fixed answer when the fake is made, an answer from a function when the test ends
 * (the request itself gets a 500, so the screen shows a failure too). A request with a query key
 * or body field the endpoint does not take fails the test too (the real API refuses it with a
 * 400 naming it, issue 30).
 *
 * It stubs `fetch` (as the component tests always did), so no service worker or server is
 * involved; `problem(...)` builds the API's error answers (RFC 9457, checked by its schema).
 */

/** One request the fake saw, for the handler and for assertions. */
export type FakeRequest = {
  method: string;
  url: URL;
  /** The route's path parameters, e.g. `{ id: "7" }` for `/admin/collections/:id`. */
  params: Record<string, string>;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
  init: RequestInit | undefined;
};

/** An endpoint's answer: the body (checked), or a Response as is (a problem, a file). */
export type FakeAnswer<K extends EndpointName> =
  | AnswerOf<K>
  | Response
  | ((request: FakeRequest) => AnswerOf<K> | Response | Promise<AnswerOf<K> | Response>);

export type FakeAnswers = { [K in EndpointName]?: FakeAnswer<K> };

/** A raw route that answers first (undefined: fall through), as the older stubs were written. */
export type RawRoute = (
  url: URL,
  init: RequestInit | undefined,
) => Response | Promise<Response | undefined> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? PROBLEM_CONTENT_TYPE : "application/json" },
  });

/** An error answer exactly as the API sends it (api/src/http/problem.ts), checked by the contract. */
export function problem(
  status: number,
  detail: string,
  errors?: Problem["errors"],
  headers: Record<string, string> = {},
): Response {
  const body = problemSchema.parse({
    type: problemTypeOf(status),
    title: TITLES[status] ?? "Error",
    status,
    detail,
    ...(errors ? { errors } : {}),
  });
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": PROBLEM_CONTENT_TYPE, ...headers },
  });
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

const ROUTES = Object.entries(apiRoutes as Record<string, EndpointRoute>).map(([name, route]) => ({
  name: name as EndpointName,
  method: route.method,
  pattern: new RegExp(
    `^${route.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\?:(\w+)/g, "(?<$1>[^/]+)")}$`,
  ),
}));

/** The endpoint a request is for (method and path, the API base `/api` taken off). */
export function endpointOf(
  method: string,
  pathname: string,
): { name: EndpointName; params: Record<string, string> } | undefined {
  const path = pathname.replace(/^\/api(?=\/)/, "");
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return { name: route.name, params: { ...match.groups } };
  }
  return undefined;
}

/**
 * Checks `answer` against the response schema of `name`'s main success status; returns the
 * problem in words, or null when it fits.
 */
export function answerProblem(name: EndpointName, answer: unknown): string | null {
  const responses = (apiSchemas as Record<string, { response: Record<number, unknown> }>)[name]
    ?.response;
  const schema = (responses?.[200] ?? responses?.[201]) as
    | { safeParse: (value: unknown) => { success: boolean; error?: { issues: unknown[] } } }
    | null
    | undefined;
  if (!schema) return null;
  const result = schema.safeParse(answer);
  return result.success
    ? null
    : `The fake answer of "${name}" does not match its response schema: ${JSON.stringify(result.error?.issues)}`;
}

/**
 * The query keys and JSON body fields of a request that `name` does not take (the API's strict
 * input, contract `strict-input.ts`), in words, or null when every key is the endpoint's.
 */
export function requestProblem(name: EndpointName, url: URL, body: unknown): string | null {
  type Schema = Parameters<typeof unknownBodyKeys>[0];
  const schemas = (
    apiSchemas as Record<string, { query?: Schema; body?: Schema; bodyType?: string }>
  )[name];
  const scope = (apiRoutes as Record<string, EndpointRoute>)[name]?.scope ?? "public";
  const query: Record<string, string> = {};
  for (const key of url.searchParams.keys()) query[key] = url.searchParams.get(key) ?? "";
  const unknown = [
    ...unknownQueryKeys(schemas?.query, scope, query).map((key) => `query parameter "${key}"`),
    ...(schemas?.body && !schemas.bodyType && body !== undefined
      ? unknownBodyKeys(schemas.body, body).map((key) => `body field "${key}"`)
      : []),
  ];
  return unknown.length === 0
    ? null
    : `The request to "${name}" sends what the API refuses (400): ${unknown.join(", ")}`;
}

/**
 * Stubs `fetch` with the contract's endpoints: `answers` by endpoint name, `raw` routes first
 * (for tests written against paths), anything else a 404 problem. Returns the mock, whose
 * calls tests may inspect (`calledUrls`).
 */
export function fakeApi(answers: FakeAnswers, { raw = [] }: { raw?: RawRoute[] } = {}) {
  for (const [name, answer] of Object.entries(answers)) {
    if (typeof answer === "function" || answer instanceof Response) continue;
    const wrong = answerProblem(name as EndpointName, answer);
    if (wrong) throw new Error(wrong);
  }
  const wrongAnswers: string[] = [];
  onTestFinished(() => {
    if (wrongAnswers.length > 0) throw new Error(wrongAnswers.join("\n"));
  });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    for (const route of raw) {
      const answer = await route(url, init);
      if (answer) return answer;
    }
    const method = (
      init?.method ?? (input instanceof Request ? input.method : "GET")
    ).toUpperCase();
    const endpoint = endpointOf(method, url.pathname);
    const given = endpoint ? answers[endpoint.name] : undefined;
    if (!endpoint || given === undefined) return problem(404, `No fake answer for ${url.pathname}`);
    const request: FakeRequest = {
      method,
      url,
      params: endpoint.params,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      init,
    };
    const sent = requestProblem(endpoint.name, url, request.body);
    if (sent) {
      wrongAnswers.push(sent);
      return problem(400, sent);
    }
    const answer =
      typeof given === "function" ? await (given as (r: FakeRequest) => unknown)(request) : given;
    if (answer instanceof Response) return answer;
    const wrong = answerProblem(endpoint.name, answer);
    if (wrong) {
      wrongAnswers.push(wrong);
      return problem(500, wrong);
    }
    return answer === undefined ? new Response(null, { status: 204 }) : json(answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** "METHOD /path?query" of each call the fake saw. */
export function calledUrls(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), "http://localhost");
    return `${(init as RequestInit | undefined)?.method ?? "GET"} ${url.pathname}${url.search}`;
  });
}
