import { createRequire } from "node:module";
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import type { AppConfig } from "../config/config.ts";
import { logRedactPaths, redactUrl, serializeRequest } from "./log-redaction.ts";
import { loggableError } from "./loggable-error.ts";

type LogSettings = Pick<AppConfig, "env" | "logLevel" | "logFormat">;

/**
 * The Fastify options that decide what the server logs and how (decision 0047):
 * - production: one JSON line per event, every request, secrets redacted;
 * - development: redacted the same way, printed readably (pino-pretty) when `LOG_FORMAT` says
 *   `pretty` (its default on a terminal), one line per API request and none for successful
 *   pages and assets, which would drown the API's own lines.
 * `override` is a test's own logger (a stream, or `false`); it keeps Fastify's default lines.
 */
export function serverLogging(
  config: LogSettings,
  override?: FastifyServerOptions["logger"],
): Pick<FastifyServerOptions, "logger" | "logController"> {
  if (override !== undefined) return { logger: override };
  const pretty = config.logFormat === "pretty" && prettyPrinterInstalled();
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: logRedactPaths, censor: "[redacted]" },
      // Any `{ err }` logged anywhere keeps its class, code and message, never its values.
      serializers: { req: serializeRequest, err: serializeError },
      ...(pretty && {
        transport: {
          target: "pino-pretty",
          options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true },
        },
      }),
    },
    ...(config.env !== "production" && { logController: new DevelopmentLogController() }),
  };
}

/** Fastify's type for an `err` serializer wants a stack; a thrown non-error has none. */
function serializeError(err: unknown) {
  return { stack: "", ...loggableError(err) };
}

/** Whether a request's lines belong in the development log: API calls, and whatever failed. */
export function isWorthLoggingInDevelopment(url: string, statusCode: number | undefined): boolean {
  if (url === "/api" || url.startsWith("/api/") || url.startsWith("/api?")) return true;
  return statusCode !== undefined && statusCode >= 400;
}

const INFO_OR_LOWER = new Set(["trace", "debug", "info"]);

/**
 * One line per finished API request, named by method, URL and status ("GET /api/session 200"),
 * instead of Fastify's "incoming request" and "request completed" pair; nothing for successful
 * pages and assets. Errors keep Fastify's own lines.
 */
export class DevelopmentLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
    } else if (
      // The message is built before pino drops it: under load, building it cost more than the line.
      INFO_OR_LOWER.has(reply.log.level) &&
      isWorthLoggingInDevelopment(request.url, reply.statusCode)
    ) {
      reply.log.info(
        { res: reply, responseTime: Math.round(reply.elapsedTime) },
        `${request.method} ${redactUrl(request.url)} ${reply.statusCode}`,
      );
    }
  }
}

/** pino-pretty is a development dependency: an install without them logs JSON instead. */
function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}
