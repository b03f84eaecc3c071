import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { createStore, del, entries, set } from "idb-keyval";
import { isApiError } from "#web/lib/api-client";

/**
 * The collector's stops kept on the phone (docs/decisions/0063): every Done or Missed is first
 * written to IndexedDB, then sent. What could not be sent (no network, a server error) stays and
 * is sent again later; what the server accepted (2xx) is removed; what it refused (a 4xx) stays
 * with its reason until the collector removes it. The queue survives a reload.
 */

type CompleteBody = Omit<BodyOf<"adminPickupComplete">, "idempotencyKey">;

export type QueuedStop = {
  /** Made once per stop when it is saved, and sent as the idempotencyKey: a resend is recorded once. */
  key: string;
  pickupId: string;
  /** Who and where, for the list of what is waiting ("Terrace, Chai Corner"). */
  label: string;
  savedAt: string;
  /** The server's reason when it refused the stop (a 4xx): it is not sent again on its own. */
  error: string | null;
} & (
  | {
      kind: "complete";
      body: CompleteBody;
      photo: Blob | null;
      /** The completion was accepted; only the photo is left to send. */
      completed: boolean;
    }
  | { kind: "miss"; body: BodyOf<"adminPickupMiss"> }
);

/** Where the queue is kept: IndexedDB on the phone, a Map in the tests. */
export type StopStore = {
  all(): Promise<QueuedStop[]>;
  put(stop: QueuedStop): Promise<void>;
  remove(key: string): Promise<void>;
};

/** The calls that send a stop (the feature's api functions; fakes in the tests). */
export type StopTransport = {
  complete(pickupId: string, body: BodyOf<"adminPickupComplete">): Promise<unknown>;
  uploadPhoto(pickupId: string, photo: Blob): Promise<unknown>;
  miss(pickupId: string, body: BodyOf<"adminPickupMiss">): Promise<unknown>;
};

/** IndexedDB through idb-keyval, in a database of its own (Blobs are stored as they are). */
export function idbStopStore(): StopStore {
  const store = createStore("filtercycle-collector", "stops");
  return {
    all: async () =>
      (await entries<string, QueuedStop>(store))
        .map(([, stop]) => stop)
        .sort((a, b) => a.savedAt.localeCompare(b.savedAt)),
    put: (stop) => set(stop.key, stop, store),
    remove: (key) => del(key, store),
  };
}

/** A store in memory (tests, and a browser without IndexedDB). */
export function memoryStopStore(): StopStore {
  const stops = new Map<string, QueuedStop>();
  return {
    all: async () => [...stops.values()].map((stop) => ({ ...stop })),
    put: async (stop) => {
      stops.set(stop.key, { ...stop });
    },
    remove: async (key) => {
      stops.delete(key);
    },
  };
}

/**
 * Worth sending again later: the network (status 0), a server trouble (5xx, 408, 429), or a
 * session that ended (401: sent again once the collector has logged in).
 */
function isTemporary(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { status } = error;
  return status === 0 || status >= 500 || status === 401 || status === 408 || status === 429;
}

export type StopQueue = ReturnType<typeof createStopQueue>;

/**
 * The sender. `flush` sends what waits, one stop after another; a flush asked for while one runs
 * joins it (and makes it go round once more), so a stop is never sent twice at the same time,
 * however many triggers (StrictMode's double effects, `online`, the interval, a submit) fire.
 */
export function createStopQueue(store: StopStore, transport: StopTransport) {
  const listeners = new Set<() => void>();
  let running: Promise<void> | null = null;
  let again = false;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  /** Sends one stop; false when it must wait (the network is down, the server is in trouble). */
  async function send(stop: QueuedStop): Promise<boolean> {
    try {
      if (stop.kind === "miss") {
        await transport.miss(stop.pickupId, stop.body);
      } else {
        if (!stop.completed) {
          await transport.complete(stop.pickupId, { ...stop.body, idempotencyKey: stop.key });
          stop.completed = true;
          await store.put(stop);
        }
        if (stop.photo) await transport.uploadPhoto(stop.pickupId, stop.photo);
      }
      await store.remove(stop.key);
      return true;
    } catch (error) {
      if (isTemporary(error)) return false;
      await store.put({ ...stop, error: isApiError(error) ? error.detail : String(error) });
      return true;
    } finally {
      notify();
    }
  }

  async function run() {
    do {
      again = false;
      for (const stop of await store.all()) {
        if (stop.error !== null) continue;
        // The network is down: the others would fail the same way; try again later.
        if (!(await send(stop))) return;
      }
    } while (again);
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Keeps the stop on the phone, then tries to send everything waiting. */
    async submit(stop: QueuedStop): Promise<void> {
      await store.put(stop);
      notify();
      await flush();
    },
    flush,
    all: () => store.all(),
    /** Forgets a stop the server refused (the collector decides). */
    async discard(key: string): Promise<void> {
      await store.remove(key);
      notify();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
