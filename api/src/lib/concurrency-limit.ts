/**
 * Runs at most `max` tasks at once; the others wait in arrival order. `load()` tells how many
 * run and wait, and the most that ever ran together (for tests and diagnostics).
 */
export function createConcurrencyLimit(max: number) {
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < max) running++;
      // The slot is handed over by `release`, so `running` stays counted while it passes.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      peak = Math.max(peak, running);
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length, peak, max }),
  };
}

export type ConcurrencyLimit = ReturnType<typeof createConcurrencyLimit>;
