import type { FastifyRequest } from "fastify";

/**
 * Query parameters whose values never reach the logs (reset tokens, for example).
 * Cookies, Authorization headers and bodies are not logged at all: Fastify's request serializer
 * logs only method, url, host and address, and `redact` below covers headers if they are logged.
 */
const SECRET_PARAMS = /([?&](?:token|password|secret|code|key)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

export const logRedactPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "*.password",
  "*.token",
];

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
