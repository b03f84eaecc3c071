// Run-time imports from the contract are zod-free only (every page loads this module).

import { baseApiRoutes } from "@filtercycle/contract/api/base-routes";
import { type EndpointRoute, fillPath } from "@filtercycle/contract/api/endpoint";
import type {
  AnswerOf,
  BodyOf,
  EndpointName,
  ParamsOf,
  QueryOf,
} from "@filtercycle/contract/api/endpoints";
import { languageOfPath } from "@filtercycle/contract/languages";
import { isClientOnlyPath } from "@filtercycle/contract/routes";
import { appLanguage } from "./app-language";
import { clearSession } from "./session-storage";

/**
 * The one way the web app talks to the API: `callApi(name, { params, query, body })`, typed by
 * the contract (`packages/contract/src/api/`). The base is a build setting (`VITE_API_BASE`,
 * default `/api`: same origin, PRODUCT.md "One origin, one API"), and every call sends the
 * session cookie.
 *
 * Errors: any answer other than 2xx, and a network failure, rejects with an `ApiError` built
 * from the RFC 9457 problem details the API sends (`detail`, `errors`, `Retry-After`).
 *
 * The session rule (PRODUCT.md "Accounts and sessions"): a call to a customer or staff endpoint
 * (`sessionRequired`, from the route's scope) that is answered 401 clears the stored session
 * before it rejects. The signed-in layout (routes/signed-in-layout.tsx) sees the token go and
 * sends the user to /login, remembering where they were, so after logging in they return there.
 * A component cannot forget this: it happens inside the helper, whatever the caller does with
 * the error.
 *
 * This module is part of every page (the header's logout and the public forms use it), so it
 * imports nothing heavy: the contract's zod-free route table at run time, its schemas only as
 * types; callers that want an answer checked pass a `parse` function.
 */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? "/api";

export const API_CLIENT_TEXT = {
  networkError: "Could not reach the server. Check your internet connection and try again.",
  unexpectedAnswer: "The server sent an answer this page does not understand. Please try again.",
  serverError: (status: number) => `The server could not complete the request (HTTP ${status}).`,
} as const;

type ClientTexts = {
  [K in keyof typeof API_CLIENT_TEXT]: (typeof API_CLIENT_TEXT)[K] extends string
    ? string
    : (status: number) => string;
};

/**
 * The client's own sentences in Gujarati and Hindi, registered by `app-texts.ts` with a
 * language's chunk (this module is on every page, so it carries English only).
 */
const clientTexts = new Map<string, ClientTexts>();

export function registerApiClientTexts(language: string, texts: ClientTexts): void {
  clientTexts.set(language, texts);
}

/** The client's sentences in the reader's language (English until a language's are loaded). */
export function apiClientText(): ClientTexts {
  return clientTexts.get(readerLanguage()) ?? API_CLIENT_TEXT;
}

/**
 * The language this page's reader reads (issue 29): the signed-in screens' and those before
 * login is the reader's choice, a public page's is its path's. Every API call asks for its
 * answer's sentences in it (`Accept-Language`), so a refusal reads in the same language as the
 * form that shows it; a call without the header (a script) is answered in English.
 */
export function readerLanguage(): string {
  if (typeof window === "undefined") return "en";
  const path = window.location.pathname;
  return isClientOnlyPath(path) ? appLanguage() : languageOfPath(path);
}

export type FieldError = { field: string; message: string };

export class ApiError extends Error {
  /** The HTTP status; 0 when the server could not be reached or the answer could not be read. */
  readonly status: number;
  readonly title: string;
  /** A message a person can act on (the problem's `detail`). */
  readonly detail: string;
  /** For 400s: each invalid field and what is wrong with it. */
  readonly errors: FieldError[];
  /** From `Retry-After` on a 429 (or 503), in seconds; null when absent. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    title?: string;
    detail: string;
    errors?: FieldError[];
    retryAfterSeconds?: number | null;
  }) {
    super(init.detail);
    this.name = "ApiError";
    this.status = init.status;
    this.title = init.title ?? init.detail;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The API's own words for a refusal it explains (a 4xx: e.g. the last owner), else `fallback`
 * (the screen's "could not be done" for a 5xx, no network or an answer that is not the API's).
 */
export function refusalDetail(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.detail : fallback;
}

export type ApiOptions = {
  /**
   * The call needs a logged-in session (dashboard and admin calls): a 401 answer clears the
   * stored session, which sends the user to /login (see the module comment).
   */
  sessionRequired?: boolean;
};

type JsonOptions<T> = ApiOptions & {
  signal?: AbortSignal;
  /** Checks and types the answer, e.g. `sessionInfoSchema.parse`; a throw becomes an ApiError. */
  parse?: (data: unknown) => T;
};

/** Builds the URL of an API path, e.g. `apiUrl("customer_logout")` → `/api/customer_logout`. */
export function apiUrl(path: string): string {
  return `${API_BASE.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/**
 * `fetch` against the API with credentials included. Rejects on a network failure, and with
 * `sessionRequired` on a 401 (after clearing the stored session); any other answer resolves.
 */
export async function apiFetch(
  path: string,
  init: RequestInit = {},
  options: ApiOptions = {},
): Promise<Response> {
  const response = await fetch(apiUrl(path), { ...init, credentials: "include" });
  if (response.status === 401 && options.sessionRequired) {
    const error = await problemFrom(response);
    clearSession({ endedByServer: true });
    throw error;
  }
  return response;
}

type OptionalKeys<T> = { [P in keyof T]-?: undefined extends T[P] ? P : never }[keyof T];
/** `{ field: T }`, optional when T may be left out (undefined, or an object of optional keys). */
type Part<Field extends string, T> = [T] extends [undefined]
  ? { [P in Field]?: never }
  : T extends object
    ? Exclude<keyof T, OptionalKeys<T>> extends never
      ? { [P in Field]?: T }
      : { [P in Field]: T }
    : undefined extends T
      ? { [P in Field]?: T }
      : { [P in Field]: T };

/** What `callApi` takes for an endpoint: its path parameters, query and body, typed by the contract. */
export type CallOptions<K extends EndpointName> = Part<"params", ParamsOf<K>> &
  Part<"query", QueryOf<K>> &
  Part<"body", BodyOf<K>> & {
    signal?: AbortSignal;
    /**
     * Checks the answer at run time (e.g. a contract schema's `parse`; a throw becomes an
     * ApiError). Without it the contract's type is trusted: the API serializes every answer
     * through the same schemas (docs/decisions/0042-web-data-layer.md).
     */
    parse?: (data: unknown) => AnswerOf<K>;
  };

/** The options argument may be left out when nothing in it is required. */
type CallArgs<K extends EndpointName> =
  Exclude<keyof CallOptions<K>, OptionalKeys<CallOptions<K>>> extends never
    ? [options?: CallOptions<K>]
    : [options: CallOptions<K>];

/**
 * Calls the endpoint `name` of the contract (`packages/contract/src/api/routes.ts`): method and
 * path come from its route, path parameters are filled in, the query is encoded (undefined
 * values left out), a body is sent as JSON. Customer and staff endpoints are `sessionRequired`
 * (a 401 ends the stored session, see the module comment). Resolves with the JSON answer of a
 * 2xx (undefined for an empty one), rejects with an ApiError otherwise.
 */
export function callApi<K extends EndpointName>(
  name: K,
  ...[options]: CallArgs<K>
): Promise<AnswerOf<K>> {
  const route = routeOf(name);
  const { params, query, body, signal, parse } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    parse?: (data: unknown) => AnswerOf<K>;
  };
  const init: RequestInit =
    body === undefined
      ? { method: route.method }
      : {
          method: route.method,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        };
  return requestJson(`${fillPath(route.path, params)}${queryString(query)}`, init, {
    signal,
    parse,
    sessionRequired: route.scope !== "public",
  });
}

/**
 * The routes `callApi` knows: the public and customer ones from the start; the staff table is
 * added by the signed-in layout (`addApiRoutes`), so public pages never download it.
 */
const knownRoutes = new Map<string, EndpointRoute>(Object.entries(baseApiRoutes));

/** Makes more of the contract's routes callable (the staff table, from the signed-in layout). */
export function addApiRoutes(table: Record<string, EndpointRoute>): void {
  for (const [name, route] of Object.entries(table)) knownRoutes.set(name, route);
}

function routeOf(name: EndpointName): EndpointRoute {
  const route = knownRoutes.get(name);
  if (!route) throw new Error(`The route of "${name}" is not loaded (addApiRoutes)`);
  return route;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

async function requestJson<T>(
  path: string,
  init: RequestInit,
  { signal, parse, ...options }: JsonOptions<T>,
): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(
      path,
      {
        ...init,
        signal,
        headers: {
          accept: "application/json",
          "accept-language": readerLanguage(),
          ...init.headers,
        },
      },
      options,
    );
  } catch (error) {
    if (isApiError(error)) throw error;
    // An abort is the caller's own doing: pass it on unchanged.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError({ status: 0, detail: apiClientText().networkError });
  }
  if (!response.ok) throw await problemFrom(response);

  let data: unknown;
  try {
    const text = await response.text();
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError({ status: 0, detail: apiClientText().unexpectedAnswer });
  }
  if (!parse) return data as T;
  try {
    return parse(data);
  } catch {
    throw new ApiError({ status: 0, detail: apiClientText().unexpectedAnswer });
  }
}

/** Reads an error answer (problem details or anything else) into an ApiError. */
export async function problemFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const problem = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const detail =
    nonEmptyString(problem.detail) ??
    nonEmptyString(problem.title) ??
    apiClientText().serverError(response.status);
  return new ApiError({
    status: response.status,
    title: nonEmptyString(problem.title) ?? detail,
    detail,
    errors: fieldErrors(problem.errors),
    retryAfterSeconds: parseRetryAfter(response.headers.get("retry-after")),
  });
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== "object") return [];
    const { field, message } = item as Record<string, unknown>;
    return typeof field === "string" && typeof message === "string" ? [{ field, message }] : [];
  });
}

/** `Retry-After` is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
