import type { FastifyInstance } from "fastify";

/** Conservative headers on every answer; the web app needs no framing or cross-origin reads. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", "SAMEORIGIN");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    return payload;
  });
}
