export type Counter = { count: number; resetInMs: number };

/**
 * Fixed-window counters for rate limits. In memory by default; in Redis when REDIS_URL is set,
 * so several app instances share them.
 */
export interface RateLimiter {
  /**
   * Adds one to the key's counter in the current window and answers the new count, in one atomic
   * step: simultaneous hits each get their own count, so a limit checked on it cannot be raced.
   */
  hit(key: string, windowMs: number): Promise<Counter>;
  /**
   * Takes one hit back from the key's current window (never below zero): for a request counted up
   * front that turned out not to count (a successful login, a refused attempt).
   */
  undo(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    for (const [key, entry] of windows) if (entry.resetAt <= now()) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    // Synchronous from the read to the write, so simultaneous requests cannot interleave here.
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count++;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async undo(key) {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count--;
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

/** DECR that never goes below zero or revives an expired key (the TTL is kept by DECR). */
const UNDO_SCRIPT = `
local count = tonumber(redis.call("GET", KEYS[1]) or "0")
if count > 0 then return redis.call("DECR", KEYS[1]) end
return 0`;

/**
 * The Redis client is loaded only when REDIS_URL is set (it weighs ~25 MB of memory). Keys are
 * `<REDIS_KEY_PREFIX>rate:<key>`.
 */
export async function createRedisRateLimiter(
  url: string,
  appPrefix = "filtercycle:",
): Promise<RateLimiter> {
  const keyPrefix = `${appPrefix}rate:`;
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, windowMs) {
      const k = keyPrefix + key;
      // INCR and a first-time expiry in one round trip; NX keeps the window fixed.
      const result = await redis.multi().incr(k).pexpire(k, windowMs, "NX").pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, keyPrefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
