import { describe, expect, it } from "vitest";
import { createConcurrencyLimit } from "./concurrency-limit.ts";

describe("concurrency limit", () => {
  it("runs at most max tasks at once, in arrival order, and frees the slot when a task fails", async () => {
    const limit = createConcurrencyLimit(2);
    const started: number[] = [];
    const finishers: (() => void)[] = [];
    const task = (i: number, fail = false) =>
      limit.run(
        () =>
          new Promise<number>((resolve, reject) => {
            started.push(i);
            finishers[i] = () => (fail ? reject(new Error(`task ${i}`)) : resolve(i));
          }),
      );
    const results = [task(0, true), task(1), task(2), task(3)].map((p) =>
      p.then(
        (value) => value,
        (error: Error) => error.message,
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(limit.load()).toEqual({ running: 2, waiting: 2, peak: 2, max: 2 });
    finishers[0]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    finishers[1]?.();
    finishers[2]?.();
    await new Promise((resolve) => setImmediate(resolve));
    finishers[3]?.();
    expect(await Promise.all(results)).toEqual(["task 0", 1, 2, 3]);
    expect(limit.load()).toEqual({ running: 0, waiting: 0, peak: 2, max: 2 });
  });
});
