export type Counter = { count: number; resetInMs: number };

/**
 * Fixed-window counters for rate limits. In memory by default; in Redis when REDIS_URL is set,
 * so several app instances share them.
 */
export interface RateLimiter {
  /** Adds one to the key's counter in the current window. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The key's counter without changing it. */
  peek(key: string): Promise<Counter>;
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
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count++;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = current(key);
      return entry
        ? { count: entry.count, resetInMs: entry.resetAt - now() }
        : { count: 0, resetInMs: 0 };
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

/** The Redis client is loaded only when REDIS_URL is set (it weighs ~25 MB of memory). */
export async function createRedisRateLimiter(
  url: string,
  keyPrefix = "filtercycle:rate:",
): Promise<RateLimiter> {
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
    async peek(key) {
      const k = keyPrefix + key;
      const result = await redis.multi().get(k).pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[1]?.[1] ?? 0);
      return { count, resetInMs: ttl > 0 ? ttl : 0 };
    },
    async close() {
      await redis.quit();
    },
  };
}
