import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./problem.ts";
import type { RateLimiter } from "./rate-limiter.ts";

/**
 * @fastify/rate-limit's store over our counters (`RateLimiter`: in memory, or in Redis when
 * REDIS_URL is set), so the plugin's limits and the login's failed-attempt counts share one
 * place and one Redis connection, and tests can move the counters' clock.
 */
function storeOver(counters: RateLimiter): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Makes `config: { rateLimit: … }` work on the routes registered after it in `app`'s scope
 * (docs/decisions/0045). Nothing is limited unless a route asks.
 */
export async function registerRateLimits(app: FastifyInstance, counters: RateLimiter) {
  await app.register(rateLimit, { global: false, store: storeOver(counters) });
}

/**
 * A route's limit of `max` requests per client address in `windowSeconds`, counted after the
 * body is validated (the preHandler hook): a refused submission does not count, so a person
 * fixing a typo is not penalised. Past the limit: 429, Retry-After and `message(seconds)`.
 */
export function perAddressLimit(options: {
  name: string;
  max: number;
  windowSeconds: number;
  message: (seconds: number) => string;
}): RateLimitOptions {
  return {
    hook: "preHandler",
    max: options.max,
    timeWindow: options.windowSeconds * 1000,
    keyGenerator: (request: FastifyRequest) => `${options.name}:address:${request.ip}`,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, options.message(seconds), undefined, {
        "Retry-After": String(seconds),
      });
    },
  };
}
