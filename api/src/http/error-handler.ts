import type { Socket } from "node:net";
import { UNKNOWN_KEY_MESSAGES } from "@filtercycle/contract/api/strict-input";
import { PROBLEM_CONTENT_TYPE } from "@filtercycle/contract/problem";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { OutageLog } from "#api/db/outage-log.ts";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "./database-unavailable.ts";
import { loggableError } from "./loggable-error.ts";
import { type FieldError, HttpError, problem, TITLES } from "./problem.ts";
import { answerLanguage, said, saidIn } from "./said.ts";

const GENERIC_500 =
  "Something went wrong on our side. Please try again in a moment; if it keeps happening, contact support.";

/**
 * A refusal's sentences in the request's language (issue 29): its `detail` and field messages
 * where the route said them as catalogue sentences; English (and anything not said so) exactly
 * as written. The answer names its language when it is not English.
 */
function inRequestLanguage(
  error: HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): { detail: string; errors?: FieldError[] } {
  const language = answerLanguage(request);
  const translate = language !== "en";
  const errors = error.fieldErrors?.map(({ field, message, said: fieldSaid }) => ({
    field,
    message: translate && fieldSaid ? saidIn(fieldSaid, language) : message,
  }));
  if (translate && (error.said || error.fieldErrors?.some((e) => e.said))) {
    reply.header("Content-Language", language);
  }
  return { detail: translate && error.said ? saidIn(error.said, language) : error.detail, errors };
}

/** The keys of zod's `unrecognized_keys` issue, as fastify-type-provider-zod hands it on. */
function unrecognizedKeysOf(issue: { keyword?: string; params?: unknown }): string[] | undefined {
  if (issue.keyword !== "unrecognized_keys") return undefined;
  const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
  return Array.isArray(keys) && keys.every((k) => typeof k === "string") ? keys : undefined;
}

/**
 * Turns every error into RFC 9457 problem details with a message a person can act on. A request
 * failed by an unreachable database goes to `outage`, which logs an outage once, not each request.
 */
export function registerErrorHandling(app: FastifyInstance, outage?: OutageLog): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const instance = request.url.split("?")[0];

    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const { detail, errors } = inRequestLanguage(error, request, reply);
      return reply
        .code(error.statusCode)
        .type(PROBLEM_CONTENT_TYPE)
        .send(problem(error.statusCode, detail, instance, errors));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "request";
      const errors: FieldError[] = error.validation.flatMap((issue) => {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || where;
        // Strict input (issue 30): each unknown key is named as a field of its own.
        const unknownKeys = unrecognizedKeysOf(issue);
        if (unknownKeys) {
          const prefix = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
          return unknownKeys.map((key) => ({
            field: prefix ? `${prefix}.${key}` : key,
            message:
              where === "querystring" ? UNKNOWN_KEY_MESSAGES.query : UNKNOWN_KEY_MESSAGES.body,
          }));
        }
        return [{ field, message: issue.message ?? "is invalid" }];
      });
      const detail = `Invalid ${where}: ${errors.map((e) => `${e.field}: ${e.message}`).join("; ")}`;
      return reply
        .code(400)
        .type(PROBLEM_CONTENT_TYPE)
        .send(problem(400, detail, instance, errors));
    }

    if (isDatabaseUnavailable(error)) {
      // Expected during a database restart or failover: one line per outage, not per request.
      if (!outage?.failed(error, "requests"))
        request.log.warn({ error: loggableError(error) }, "database unreachable");
      const language = answerLanguage(request);
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .type(PROBLEM_CONTENT_TYPE)
        .send(
          problem(
            503,
            language === "en"
              ? DATABASE_UNAVAILABLE_MESSAGE
              : saidIn(said("databaseUnavailable"), language),
            instance,
          ),
        );
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // Not `err`: pino's error serializer would copy a failed statement's parameters.
      request.log.error({ error: loggableError(error) }, "request failed");
      const language = answerLanguage(request);
      return reply
        .code(500)
        .type(PROBLEM_CONTENT_TYPE)
        .send(
          problem(
            500,
            language === "en" ? GENERIC_500 : saidIn(said("serverError"), language),
            instance,
          ),
        );
    }

    const detail =
      error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
        ? "The request body is larger than this endpoint accepts. Send a smaller body."
        : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
          ? `This endpoint does not accept the content type "${request.headers["content-type"] ?? ""}".`
          : error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
              error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
            ? "The request body is not valid JSON."
            : error.message;
    return reply
      .code(status)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problem(status, detail, instance));
  });
}

/**
 * Fastify's `frameworkErrors`: the errors met before any route is found, which Fastify would
 * otherwise answer with its own plain JSON. A path with a broken %-escape (`/api/%E0%A4%A`)
 * answers 400 problem details like every other bad request; the path is not echoed back.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, detail] =
    error.code === "FST_ERR_BAD_URL"
      ? [400, "The address is not valid: it has a broken %-escape. Check the link and try again."]
      : error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? [414, "The address is too long. Check the link and try again."]
        : [500, GENERIC_500];
  if (status >= 500) request.log.error({ error: loggableError(error) }, "request failed");
  reply.code(status).type(PROBLEM_CONTENT_TYPE).send(problem(status, detail));
}

/** 404 for unknown API paths as problem details. */
export function apiNotFound(method: string, url: string) {
  const path = url.split("?")[0] ?? url;
  return problem(
    404,
    `No API endpoint matches ${method} ${path}. Check the path and method.`,
    path,
  );
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any request exists
 * (headers over the size limit: 431; a request that did not arrive in time: 408; bytes that are
 * not HTTP: 400), answered as problem details like every other error instead of Fastify's own
 * JSON, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, detail] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [
          431,
          "The request's headers are too large. Send fewer or shorter headers (old cookies for this site, a very long address).",
        ]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request did not arrive in time. Check the connection and send it again."]
        : [400, "The request is not valid HTTP."];
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(problem(status, detail));
  socket.end(
    `HTTP/1.1 ${status} ${TITLES[status]}\r\nConnection: close\r\n` +
      `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
