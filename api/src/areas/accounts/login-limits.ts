import { HttpError } from "#api/http/problem.ts";
import type { RateLimiter } from "#api/http/rate-limiter.ts";

export type LoginLimits = { perAccount: number; perAddress: number; windowSeconds: number };

/**
 * PRODUCT.md: at most 5 failed attempts a minute per account and 20 per client address;
 * successful logins do not count, so an office behind one address is not locked out.
 * The forgot-password form has the same limits (every request counts there).
 */
export function createLoginLimits(limiter: RateLimiter, limits: LoginLimits) {
  const windowMs = limits.windowSeconds * 1000;
  const keys = (action: string, email: string, address: string) => [
    { key: `${action}:account:${email.toLowerCase()}`, limit: limits.perAccount },
    { key: `${action}:address:${address}`, limit: limits.perAddress },
  ];

  return {
    /** Throws 429 (with Retry-After) when either counter is at its limit. */
    async assertAllowed(action: "login" | "forgot", email: string, address: string): Promise<void> {
      for (const { key, limit } of keys(action, email, address)) {
        const { count, resetInMs } = await limiter.peek(key);
        if (count >= limit) {
          const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
          throw new HttpError(
            429,
            `Too many attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
            undefined,
            { "Retry-After": String(seconds) },
          );
        }
      }
    },
    async record(action: "login" | "forgot", email: string, address: string): Promise<void> {
      await Promise.all(keys(action, email, address).map(({ key }) => limiter.hit(key, windowMs)));
    },
  };
}
