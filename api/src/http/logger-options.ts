import { createRequire } from "node:module";
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import type { AppConfig } from "../config/config.ts";
import { logRedactPaths, serializeRequest } from "./log-redaction.ts";

type LogSettings = Pick<AppConfig, "env" | "logLevel" | "logFormat">;

/**
 * The Fastify options that decide what the server logs and how (decision 0047):
 * - production: one JSON line per event, every request, secrets redacted;
 * - development: the same events, redacted the same way, but printed readably (pino-pretty)
 *   when `LOG_FORMAT` says `pretty` (its default on a terminal), and without the lines of
 *   successful non-API requests (pages and assets), which drown the API's own lines.
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
      serializers: { req: serializeRequest },
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

/** Whether a request's lines belong in the development log: API calls, and whatever failed. */
export function isWorthLoggingInDevelopment(url: string, statusCode: number | undefined): boolean {
  if (url === "/api" || url.startsWith("/api/") || url.startsWith("/api?")) return true;
  return statusCode !== undefined && statusCode >= 400;
}

/** Fastify's request lines, minus those of successful pages and assets. */
export class DevelopmentLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    // The status is not known yet; a failed page or asset still gets its "request completed".
    if (isWorthLoggingInDevelopment(request.url, undefined)) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || isWorthLoggingInDevelopment(request.url, reply.statusCode)) {
      super.requestCompleted(error, request, reply);
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
