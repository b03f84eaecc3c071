import { z } from "./zod.ts";

/**
 * The kinds of error the API answers (issue 30, decision 0094 amendment): one per status, each
 * with a stable `type` URI under the site (`/problems/<slug>`, relative, so the same string on
 * every deployment; resolved against the answer's address it is the page explaining it, which
 * the API serves at GET /problems/<slug>). A client branches on `type`, not on `title`.
 */
export const PROBLEM_KINDS = {
  400: {
    slug: "validation",
    name: "Invalid request",
    meaning:
      "The request does not have the form this endpoint accepts: a field, a query parameter or a path value is missing, unknown or not valid, the body is not valid JSON, or the address has a broken %-escape.",
    action:
      "Read `detail`, and `errors` where it is present: one entry per invalid field (`field`, its place such as `startDate` or `items.0.kg`, and `message`, what is wrong with it). Correct those fields and send the request again.",
  },
  401: {
    slug: "unauthorized",
    name: "Not signed in",
    meaning:
      "The endpoint needs a session (or a personal access token) and the request carried none, or the session has ended; at login, the e-mail and password do not match a login.",
    action:
      "Sign in again (POST /api/customer_login, with the right e-mail and password) and repeat the request with the session cookie, or send `Authorization: Bearer` with a valid personal access token.",
  },
  403: {
    slug: "forbidden",
    name: "Not allowed",
    meaning:
      "The caller is signed in, but this login may not do this: a staff endpoint called by a customer, a change made with a read-only personal access token, or an action the login's role does not have.",
    action:
      "Use a login that is allowed (an owner or staff login), or a session instead of a token for changes. Repeating the same request will not help.",
  },
  404: {
    slug: "not-found",
    name: "Not found",
    meaning:
      "Nothing with that identifier exists for this caller, or no endpoint matches the method and path. A record of another business is reported as not found too.",
    action: "Check the identifier and the path (the API reference at /api/docs lists every path).",
  },
  408: {
    slug: "request-timeout",
    name: "Request timed out",
    meaning: "The request's headers or body did not arrive within the server's time limit.",
    action: "Check the connection and send the request again.",
  },
  409: {
    slug: "conflict",
    name: "Conflict",
    meaning:
      "The request conflicts with what is stored: a duplicate code or e-mail, a record in a state that does not allow this change (a paid payout, a revoked certificate), or a record still in use.",
    action: "Read `detail` for what conflicts; reload the record and decide again.",
  },
  412: {
    slug: "precondition-failed",
    name: "Precondition failed",
    meaning: "The request's If-Match or If-Unmodified-Since names a version that is not current.",
    action: "Fetch the current version and repeat the request with its validators.",
  },
  413: {
    slug: "payload-too-large",
    name: "Request body too large",
    meaning:
      "The request body is larger than this endpoint accepts (1 MB for JSON; uploads have their own limit, stated in `detail`).",
    action: "Send a smaller body or file.",
  },
  414: {
    slug: "uri-too-long",
    name: "Address too long",
    meaning: "The request's path or a path parameter is longer than the server accepts.",
    action: "Check the link; send long values in a body instead.",
  },
  415: {
    slug: "unsupported-media-type",
    name: "Unsupported media type",
    meaning:
      "The body's Content-Type is not one this endpoint accepts (for example a file type an upload does not take, or form data where JSON is expected).",
    action:
      "Send the Content-Type the API reference lists for the endpoint (usually `application/json`).",
  },
  416: {
    slug: "range-not-satisfiable",
    name: "Range not satisfiable",
    meaning: "The Range header asks for bytes outside the file.",
    action: "Ask for a range within the file's size (Content-Range of a full answer gives it).",
  },
  422: {
    slug: "unprocessable",
    name: "Unprocessable content",
    meaning:
      "The request is well formed but its content cannot be used: a collections import file with rows that have problems. Nothing was stored.",
    action:
      "Read `problems` (row, column and message of each), correct the file and send it again.",
  },
  429: {
    slug: "rate-limited",
    name: "Too many requests",
    meaning:
      "Too many attempts from this caller in a short time (logins, password resets, forms, certificate checks).",
    action: "Wait the number of seconds in the Retry-After header, then try again.",
  },
  431: {
    slug: "headers-too-large",
    name: "Headers too large",
    meaning:
      "The request's headers (or its address, which counts with them) are larger than the server accepts.",
    action:
      "Send fewer or shorter headers (often: old cookies for this site); shorten the address.",
  },
  500: {
    slug: "server-error",
    name: "Server error",
    meaning: "Something went wrong on the server's side; the request may not have been completed.",
    action: "Try again in a moment; if it keeps happening, contact support.",
  },
  503: {
    slug: "unavailable",
    name: "Service unavailable",
    meaning:
      "The service cannot answer right now (its database or file storage is unreachable, for example during a restart).",
    action: "Wait the number of seconds in the Retry-After header, then try again.",
  },
  507: {
    slug: "insufficient-storage",
    name: "Storage full",
    meaning: "The file storage is full, so the upload could not be stored.",
    action: "Contact support; try the upload again once space has been freed.",
  },
} as const satisfies Record<
  number,
  { slug: string; name: string; meaning: string; action: string }
>;

export type ProblemStatus = keyof typeof PROBLEM_KINDS;
export type ProblemSlug = (typeof PROBLEM_KINDS)[ProblemStatus]["slug"];

/** Where the human pages of the problem types are, on the site (not under /api). */
export const PROBLEM_PAGES_PATH = "/problems";

/** A problem type's URI: `/problems/<slug>`. */
export const problemTypeUri = (slug: ProblemSlug) => `${PROBLEM_PAGES_PATH}/${slug}` as const;
export type ProblemType = ReturnType<typeof problemTypeUri>;

const KIND_STATUSES = Object.keys(PROBLEM_KINDS).map(Number) as ProblemStatus[];

/** Every problem type URI the API sends, in status order. */
export const PROBLEM_TYPES = KIND_STATUSES.map((status) =>
  problemTypeUri(PROBLEM_KINDS[status].slug),
) as [ProblemType, ...ProblemType[]];

/** The type URI of an answer with this status (a status without its own kind: `about:blank`). */
export function problemTypeOf(status: number): ProblemType | "about:blank" {
  const kind = PROBLEM_KINDS[status as ProblemStatus];
  return kind ? problemTypeUri(kind.slug) : "about:blank";
}

/** RFC 9457 problem details: every error answer of the API has this shape. */
export const problemSchema = z.object({
  /** What kind of error it is: a stable URI to branch on, whose page explains it. */
  type: z.enum([...PROBLEM_TYPES, "about:blank"]).meta({
    description:
      "The kind of error, stable: a URI reference under the site (`/problems/<kind>`; resolved against the API's address it is a page explaining the error). `about:blank` only for a status without a kind of its own (none is sent today).",
  }),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().optional(),
  /** For 400s: each invalid field with what is wrong with it. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = "application/problem+json";
