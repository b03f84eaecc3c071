import { type Problem, problemTypeOf } from "@filtercycle/contract/problem";

/** Titles of the statuses the API answers with (RFC 9110 reason phrases). */
export const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  416: "Range Not Satisfiable",
  408: "Request Timeout",
  412: "Precondition Failed",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
  503: "Service Unavailable",
  507: "Insufficient Storage",
};

export type FieldError = { field: string; message: string };

/** An error a route throws on purpose; the error handler turns it into problem details. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    /** What happened and what the person can do about it. */
    public readonly detail: string,
    public readonly fieldErrors?: FieldError[],
    public readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = "HttpError";
  }
}

/** Problem details of `status`, its `type` the status's kind (`/problems/<slug>`, contract). */
export function problem(
  status: number,
  detail: string,
  instance?: string,
  errors?: FieldError[],
): Problem {
  return {
    type: problemTypeOf(status),
    title: TITLES[status] ?? "Error",
    status,
    detail,
    ...(instance ? { instance } : {}),
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}
