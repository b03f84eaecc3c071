import { IncomingMessage } from "node:http";
import { PROBLEM_CONTENT_TYPE, problemTypeOf } from "@filtercycle/contract/problem";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";

/** How long a client may take, in milliseconds (settings, docs/decisions/0050). */
export type RequestTimeouts = {
  /** Receiving one whole request, headers and body. */
  requestMs: number;
  /** Receiving one staff media upload (up to MEDIA_MAX_BYTES), once the session is checked. */
  uploadMs: number;
  /** Receiving the headers of a request. */
  headersMs: number;
  /** A connection with nothing received or sent. */
  idleMs: number;
  /** A kept-alive connection waiting for its next request. */
  keepAliveMs: number;
};

/**
 * The Fastify (Node) server options: idle and keep-alive limits, the headers limit, and Node's own
 * whole-request limit as a backstop at the longest allowed (an upload's); the shorter limit of
 * every other request is kept by `registerRequestTimeouts`, which knows the route.
 */
export function serverTimeouts(t: RequestTimeouts): Pick<
  FastifyServerOptions,
  "requestTimeout" | "connectionTimeout" | "keepAliveTimeout"
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  const headersMs = Math.min(t.headersMs, t.requestMs);
  return {
    requestTimeout: t.uploadMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    // Node checks the headers and backstop limits on this interval (30 s by default).
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.min(5_000, headersMs) },
  };
}

type Deadline = {
  /** Closes the request if it has not arrived whole `limitMs` after `from` (a Date.now()). */
  arm(limitMs: number, from?: number): void;
  clear(): void;
  uploadMs: number;
};
const deadlines = new WeakMap<IncomingMessage, Deadline>();

/**
 * Every request must have arrived whole within `requestMs` of its headers, or it is answered
 * 408 and its connection closed (a body trickled in a byte at a time would otherwise hold a
 * socket for as long as the client likes). A body still unread once the answer is sent (a refused
 * upload, which Node reads to the end to keep the connection) gets `requestMs` more to arrive.
 */
export function registerRequestTimeouts(app: FastifyInstance, t: RequestTimeouts): void {
  app.addHook("onRequest", async (request, reply) => {
    // Injected requests (app.inject) hold no socket and have no `complete`: nothing to time.
    if (!(request.raw instanceof IncomingMessage) || request.raw.complete) return;
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const clear = () => clearTimeout(timer);
    const arm = (limitMs: number, from = started) => {
      clear();
      timer = setTimeout(() => expire(request, reply, limitMs), limitMs - (Date.now() - from));
      timer.unref();
    };
    arm(t.requestMs);
    deadlines.set(request.raw, { arm, clear, uploadMs: t.uploadMs });
  });
  app.addHook("onResponse", async (request) => {
    const deadline = deadlines.get(request.raw);
    if (!deadline) return;
    deadlines.delete(request.raw);
    if (request.raw.complete) deadline.clear();
    else deadline.arm(t.requestMs, Date.now());
  });
}

/**
 * Gives the request the upload limit instead of the request limit (the upload route, after the
 * staff check: a visitor's body never gets it).
 */
export function allowUploadTime(request: FastifyRequest): void {
  const deadline = deadlines.get(request.raw);
  deadline?.arm(deadline.uploadMs);
}

const TIMEOUT_BODY = JSON.stringify({
  type: problemTypeOf(408),
  title: "Request Timeout",
  status: 408,
  detail: "The request did not arrive in time. Check the connection and send it again.",
});
const TIMEOUT_RESPONSE =
  "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n" +
  `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\n\r\n` +
  TIMEOUT_BODY;

function expire(request: FastifyRequest, reply: FastifyReply, limitMs: number): void {
  const socket = request.raw.socket;
  if (request.raw.complete || socket.destroyed) return;
  request.log.info({ limitMs }, "the request did not arrive within its time limit; closed");
  if (!reply.raw.headersSent && socket.writable) {
    socket.end(TIMEOUT_RESPONSE, () => socket.destroy());
  } else {
    socket.destroy();
  }
}
