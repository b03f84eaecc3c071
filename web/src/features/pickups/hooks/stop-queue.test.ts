// No fake IndexedDB is installed: the queue takes its store, and these tests give it one in memory
// (memoryStopStore); the transport is a fake whose answers each test decides.
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "#web/lib/api-client";
import { createStopQueue, memoryStopStore, type QueuedStop } from "./stop-queue";

const STOP: QueuedStop = {
  key: "6f1c2b8e-0d7a-4c1e-9a55-2f0e4b7c9d10",
  pickupId: "3d7b1f0a-8c2e-4b5d-9f61-7a0c2e4d6b18",
  label: "Terrace, Chai Corner",
  savedAt: "2026-11-23T04:00:00.000Z",
  error: null,
  kind: "complete",
  body: { buttsKg: 0.62, collector: "Ravi", bagCode: "B-7" },
  photo: new Blob(["jpeg"], { type: "image/jpeg" }),
  completed: false,
};
const offline = () => new ApiError({ status: 0, detail: "Could not reach the server." });

function setup() {
  const store = memoryStopStore();
  let down = true;
  const transport = {
    complete: vi.fn(async () => {
      if (down) throw offline();
      return {};
    }),
    uploadPhoto: vi.fn(async () => {
      if (down) throw offline();
      return {};
    }),
    miss: vi.fn(async () => ({})),
  };
  const queue = createStopQueue(store, transport);
  return { queue, transport, setUp: () => (down = false) };
}

describe("the collector's stop queue", () => {
  it("keeps a stop while the network fails, then sends it once with its key and photo", async () => {
    const { queue, transport, setUp } = setup();
    await queue.submit(STOP);
    expect(await queue.all()).toHaveLength(1);
    expect((await queue.all())[0]?.error).toBeNull();
    setUp();
    await queue.flush();
    expect(await queue.all()).toEqual([]);
    expect(transport.complete).toHaveBeenCalledTimes(2);
    expect(transport.complete).toHaveBeenLastCalledWith(STOP.pickupId, {
      ...STOP.body,
      idempotencyKey: STOP.key,
    });
    expect(transport.uploadPhoto).toHaveBeenCalledTimes(1);
    await queue.flush();
    expect(transport.complete).toHaveBeenCalledTimes(2);
  });

  it("never sends the same stop twice at once, however many flushes are asked for", async () => {
    const { queue, transport, setUp } = setup();
    await queue.submit({ ...STOP, photo: null });
    setUp();
    transport.complete.mockClear();
    let release = () => {};
    transport.complete.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve({}))),
    );
    const flushes = [queue.flush(), queue.flush(), queue.flush()];
    await vi.waitFor(() => expect(transport.complete).toHaveBeenCalledTimes(1));
    release();
    await Promise.all(flushes);
    expect(transport.complete).toHaveBeenCalledTimes(1);
    expect(await queue.all()).toEqual([]);
  });

  it("sends only the photo again when the completion was accepted before the network went", async () => {
    const { queue, transport, setUp } = setup();
    setUp();
    transport.uploadPhoto.mockRejectedValueOnce(offline());
    await queue.submit(STOP);
    expect((await queue.all())[0]).toMatchObject({ completed: true, error: null });
    await queue.flush();
    expect(transport.complete).toHaveBeenCalledTimes(1);
    expect(transport.uploadPhoto).toHaveBeenCalledTimes(2);
    expect(await queue.all()).toEqual([]);
  });

  it("keeps a refused stop with the server's reason and does not send it again on its own", async () => {
    const { queue, transport } = setup();
    transport.miss.mockRejectedValueOnce(
      new ApiError({ status: 409, detail: "This pickup is already done." }),
    );
    const miss: QueuedStop = {
      ...STOP,
      kind: "miss",
      body: { reason: "site_closed", note: "", newDate: "2026-11-24" },
    };
    await queue.submit(miss);
    expect((await queue.all())[0]?.error).toBe("This pickup is already done.");
    await queue.flush();
    expect(transport.miss).toHaveBeenCalledTimes(1);
    await queue.discard(miss.key);
    expect(await queue.all()).toEqual([]);
  });
});
