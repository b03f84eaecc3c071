import { hash, verify } from "@node-rs/argon2";
import { createConcurrencyLimit } from "#api/lib/concurrency-limit.ts";

// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot import.
/**
 * argon2id's costs. `owasp`, OWASP's baseline (19 MiB memory, 2 passes, 1 lane), hashes every
 * password outside the tests; `test` (NODE_ENV=test only, config.ts) is the same algorithm at a
 * cost of about 0.1 ms, so the test suites do not spend minutes on logins (decision 0081).
 * A stored hash names its own cost, so either verifies any hash.
 */
export const PASSWORD_HASH_COSTS = {
  owasp: { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 },
} as const;
export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

let cost: PasswordHashCost = "owasp";

/** Sets the cost of new hashes for this process (buildApp, from config.passwordHashCost). */
export function usePasswordHashCost(name: PasswordHashCost): void {
  cost = name;
}

export const DEFAULT_PASSWORD_HASH_CONCURRENCY = 2;

/**
 * argon2 runs on libuv's thread pool (4 threads by default), which also reads files for media
 * streaming. Unlimited, a flood of logins took every thread and stalled streaming from 57 ms to
 * 3.3 s (issue 16), so hashes wait their turn for a few slots below the pool's size. One limit per
 * process, because the thread pool is per process (docs/decisions/0048).
 */
let hashing = createConcurrencyLimit(DEFAULT_PASSWORD_HASH_CONCURRENCY);

/** Sets the limit (PASSWORD_HASH_CONCURRENCY); hashes already running finish under the old one. */
export function limitPasswordHashing(max: number): void {
  if (hashing.load().max !== max) hashing = createConcurrencyLimit(max);
}

/** How many password hashes run and wait now, and the most that ran together. */
export function passwordHashingLoad() {
  return hashing.load();
}

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, PASSWORD_HASH_COSTS[cost]));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(passwordHash, password));
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error.
    return false;
  }
}
