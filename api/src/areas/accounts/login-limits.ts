import { HttpError } from "#api/http/problem.ts";
import type { RateLimiter } from "#api/http/rate-limiter.ts";
import { said } from "#api/http/said.ts";

export type LoginLimits = { perAccount: number; perAddress: number; windowSeconds: number };

/** An attempt counted against the limits; `giveBack` when it turns out not to count. */
export type CountedAttempt = { giveBack(): Promise<void> };

/**
 * PRODUCT.md: at most 5 failed attempts a minute per account and 20 per client address;
 * successful logins do not count, so an office behind one address is not locked out.
 * The forgot-password form has the same limits (every request counts there), and so does the
 * password that confirms a new API token ("confirm", counted apart from logins).
 *
 * Every attempt is counted BEFORE the work, atomically (docs/decisions/0048): simultaneous
 * attempts each get their own count, so exactly the limit get through. An attempt that does not
 * count (a successful login, a refused one) is given back afterwards.
 */
export function createLoginLimits(limiter: RateLimiter, limits: LoginLimits) {
  const windowMs = limits.windowSeconds * 1000;
  const keys = (action: string, email: string, address: string) => [
    { key: `${action}:account:${email.toLowerCase()}`, limit: limits.perAccount },
    { key: `${action}:address:${address}`, limit: limits.perAddress },
  ];

  return {
    /**
     * Counts one attempt on the account's and the address's counters; past either limit, takes
     * it back and throws 429 with Retry-After.
     */
    async take(
      action: "login" | "forgot" | "confirm",
      email: string,
      address: string,
    ): Promise<CountedAttempt> {
      const counters = keys(action, email, address);
      const counts = await Promise.all(counters.map(({ key }) => limiter.hit(key, windowMs)));
      let givenBack = false;
      const giveBack = async () => {
        if (givenBack) return;
        givenBack = true;
        await Promise.all(counters.map(({ key }) => limiter.undo(key)));
      };
      const over = counts.find((counter, i) => counter.count > (counters[i]?.limit ?? 0));
      if (over) {
        await giveBack();
        const seconds = Math.max(1, Math.ceil(over.resetInMs / 1000));
        throw new HttpError(
          429,
          `Too many attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
          undefined,
          { "Retry-After": String(seconds) },
          said(seconds === 1 ? "account.tooManyAttempts.one" : "account.tooManyAttempts.other", {
            seconds,
          }),
        );
      }
      return { giveBack };
    },
  };
}
