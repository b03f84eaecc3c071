// No fake IndexedDB is installed: the queue takes its store, and these tests give it one in memory
// (memoryStopStore); the transport is a fake whose answers each test decides.
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "#web/lib/api-client";
import { createStopQueue, type Me, memoryStopStore, type QueuedStop } from "./stop-queue";

const RAVI: Me = { id: "0b6f2c1e-5a4d-4f7e-8c21-3d9e0a7b6c11", name: "Ravi Kumar" };
const ASHA: Me = { id: "7c2d9e4f-1b3a-4c5d-9e6f-8a7b0c1d2e33", name: "Asha Patel" };

const STOP: QueuedStop = {
  key: "6f1c2b8e-0d7a-4c1e-9a55-2f0e4b7c9d10",
  pickupId: "3d7b1f0a-8c2e-4b5d-9f61-7a0c2e4d6b18",
  label: "Terrace, Chai Corner",
  savedAt: "2026-11-23T04:00:00.000Z",
  error: null,
  kind: "complete",
  body: { buttsKg: 0.62, bagCode: "B-7" },
  photo: new Blob(["jpeg"], { type: "image/jpeg" }),
  completed: false,
  savedBy: { id: RAVI.id, name: RAVI.name },
  date: "2026-11-23",
};
const removed = () =>
  new ApiError({
    status: 410,
    detail:
      "Not sent: the login that saved this stop was removed. An admin records it in the console.",
  });
const another = () =>
  new ApiError({
    status: 403,
    detail: "This stop was saved on this phone by another login; only that login can send it.",
  });
const offline = () => new ApiError({ status: 0, detail: "Could not reach the server." });

function setup() {
  const store = memoryStopStore();
  let down = true;
  const who = { me: RAVI };
  const transport = {
    me: () => who.me,
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
  return { queue, transport, who, store, setUp: () => (down = false) };
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
      savedBy: RAVI.id,
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

  it("sends a stop only as the login that saved it: another login on the phone leaves it waiting", async () => {
    const { queue, transport, who, setUp } = setup();
    await queue.submit({ ...STOP, photo: null });
    setUp();
    // Ravi's session ended; Asha logs in on the same phone. The server refuses her Ravi's stop.
    who.me = ASHA;
    transport.complete.mockRejectedValueOnce(another());
    await queue.flush();
    expect(transport.complete).toHaveBeenLastCalledWith(STOP.pickupId, {
      ...STOP.body,
      savedBy: RAVI.id,
      idempotencyKey: STOP.key,
    });
    const calls = transport.complete.mock.calls.length;
    await queue.flush();
    // Asked once per login: not sent again while Asha is signed in, and never recorded as hers.
    expect(transport.complete).toHaveBeenCalledTimes(calls);
    expect((await queue.all()).map((q) => [q.key, q.error, q.held ?? null])).toEqual([
      [STOP.key, null, null],
    ]);
    // Signed out: nothing is sent at all.
    who.me = { id: null, name: "" };
    await queue.flush();
    expect(transport.complete).toHaveBeenCalledTimes(calls);
    // Ravi back: his stop goes, under his login.
    who.me = RAVI;
    await queue.flush();
    expect(transport.complete).toHaveBeenCalledTimes(calls + 1);
    expect(await queue.all()).toEqual([]);
  });

  it("holds a stop whose login was removed (410), sending it no more", async () => {
    const { queue, transport, who, setUp } = setup();
    await queue.submit(STOP);
    setUp();
    who.me = ASHA;
    transport.complete.mockRejectedValueOnce(removed());
    await queue.flush();
    expect(await queue.all()).toMatchObject([
      { key: STOP.key, held: "loginRemoved", error: null, completed: false },
    ]);
    who.me = RAVI;
    await queue.flush();
    expect(transport.complete).toHaveBeenCalledTimes(2);
    expect(transport.uploadPhoto).not.toHaveBeenCalled();
  });

  it("an older app's stop is sent by the login of the name it recorded, without that name, and held under any other", async () => {
    const { queue, transport, who, setUp } = setup();
    setUp();
    const { savedBy: _s, date: _d, ...old } = STOP;
    const oldStop: QueuedStop = { ...old, body: { ...STOP.body, collector: "ravi kumar " } };
    who.me = ASHA;
    await queue.submit(oldStop);
    expect(transport.complete).not.toHaveBeenCalled();
    expect(await queue.all()).toMatchObject([{ key: STOP.key, held: "unclaimed" }]);

    const { queue: second, transport: sent, setUp: up } = setup();
    up();
    await second.submit(oldStop);
    expect(sent.complete).toHaveBeenCalledWith(STOP.pickupId, {
      buttsKg: 0.62,
      bagCode: "B-7",
      savedBy: RAVI.id,
      idempotencyKey: STOP.key,
    });
    expect(await second.all()).toEqual([]);
  });

  it("says how many waiting stops a flush sent, not counting the one just saved", async () => {
    const { queue, setUp } = setup();
    const counts: number[] = [];
    queue.onSent((n) => counts.push(n));
    await queue.submit({ ...STOP, photo: null });
    await queue.submit({ ...STOP, key: "a1b2c3d4-0000-4000-8000-000000000002", photo: null });
    expect(counts).toEqual([]);
    setUp();
    await queue.flush();
    expect(counts).toEqual([2]);
    await queue.submit({ ...STOP, key: "a1b2c3d4-0000-4000-8000-000000000003", photo: null });
    expect(counts).toEqual([2]);
  });
});
