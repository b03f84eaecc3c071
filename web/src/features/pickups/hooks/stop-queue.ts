import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { createStore, del, entries, set } from "idb-keyval";
import { isApiError } from "#web/lib/api-client";

/**
 * The collector's stops kept on the phone (docs/decisions/0063): every Done or Missed is first
 * written to IndexedDB, then sent. What could not be sent (no network, a server error) stays and
 * is sent again later; what the server accepted (2xx) is removed; what it refused (a 4xx) stays
 * with its reason until the collector removes it. The queue survives a reload.
 *
 * Each stop belongs to the login that saved it (`savedBy`) and only that login sends it: with
 * another login signed in on the phone, it waits for its own (the server refuses it, 403), and
 * when that login was removed (410) it is held, with what an admin needs to record it. The
 * collector on the record is the sending login's, from its session: no name is sent.
 */

type CompleteBody = Omit<BodyOf<"adminPickupComplete">, "idempotencyKey" | "savedBy">;

/** The signed-in login on the phone (its id is null until the session was read). */
export type Me = { id: string | null; name: string };

/** Why a stop is kept and not sent: its login was removed, or an older app saved it unnamed. */
export type Held = "loginRemoved" | "unclaimed";

export type QueuedStop = {
  /** Made once per stop when it is saved, and sent as the idempotencyKey: a resend is recorded once. */
  key: string;
  pickupId: string;
  /** Who and where, for the list of what is waiting ("Terrace, Chai Corner"). */
  label: string;
  savedAt: string;
  /** The server's reason when it refused the stop (a 4xx): it is not sent again on its own. */
  error: string | null;
  /**
   * The login that saved it. Absent on stops an older app queued: one is sent by the signed-in
   * login only when it is the name that app recorded with it (its own default), else held.
   */
  savedBy?: { id: string | null; name: string };
  /** The stop's day (what an admin records it under); absent on an older app's stops. */
  date?: string;
  held?: Held | null;
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
  /** Who is signed in on the phone now. */
  me(): Me;
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
 * session that ended (401: sent again once the same login has logged in again).
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
const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase("en") === b.trim().toLocaleLowerCase("en") && a.trim() !== "";

/** The login a stop belongs to; an older app's stop is claimed only under the name it recorded. */
function ownerOf(stop: QueuedStop, me: Me): string | null {
  if (stop.savedBy?.id) return stop.savedBy.id;
  const name = stop.savedBy?.name ?? (stop.kind === "complete" ? stop.body.collector : undefined);
  return me.id && name && sameName(name, me.name) ? me.id : null;
}

const refusal = (error: unknown) => (isApiError(error) ? error.status : -1);

export function createStopQueue(store: StopStore, transport: StopTransport) {
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(count: number) => void>();
  let running: Promise<void> | null = null;
  let again = false;
  /** Stops just submitted: their own confirmation says they were sent, not the queue's. */
  const fresh = new Set<string>();
  /** Another login's stops already asked about with the login now signed in (`key login`). */
  const askedFor = new Set<string>();

  const notify = () => {
    for (const listener of listeners) listener();
  };

  /**
   * Sends one stop; "wait" when everything must wait (the network is down, the server is in
   * trouble), "sent" when it left the queue, "kept" when it stays (refused, held, another's).
   */
  async function send(stop: QueuedStop, me: Me): Promise<"sent" | "kept" | "wait"> {
    const owner = ownerOf(stop, me);
    if (owner === null) {
      // An older app's stop under another name (or none): never recorded under this login.
      if (me.id) await store.put({ ...stop, held: "unclaimed" });
      return "kept";
    }
    const mine = owner === me.id;
    const asked = `${stop.key} ${me.id}`;
    // Another login's: its photo waits for it; its stop is asked about once per login.
    if (!mine && (askedFor.has(asked) || (stop.kind === "complete" && stop.completed)))
      return "kept";
    try {
      if (stop.kind === "miss") {
        await transport.miss(stop.pickupId, { ...stop.body, savedBy: owner });
      } else {
        if (!stop.completed) {
          // An older app's typed name is left out: the server records the sending login.
          const { collector: _typed, ...body } = stop.body;
          await transport.complete(stop.pickupId, {
            ...body,
            savedBy: owner,
            idempotencyKey: stop.key,
          });
          stop.completed = true;
          if (!stop.savedBy?.id) stop.savedBy = { id: owner, name: me.name };
          await store.put(stop);
        }
        if (stop.photo) await transport.uploadPhoto(stop.pickupId, stop.photo);
      }
      await store.remove(stop.key);
      return "sent";
    } catch (error) {
      if (isTemporary(error)) return "wait";
      if (!mine && refusal(error) === 403) {
        askedFor.add(asked);
        return "kept";
      }
      if (refusal(error) === 410) {
        await store.put({ ...stop, held: "loginRemoved" });
        return "kept";
      }
      await store.put({ ...stop, error: isApiError(error) ? error.detail : String(error) });
      return "kept";
    } finally {
      notify();
    }
  }

  async function run() {
    let sent = 0;
    try {
      do {
        again = false;
        const me = transport.me();
        // Signed out: nothing is sent (each stop waits for its own login).
        if (!me.id) return;
        for (const stop of await store.all()) {
          if (stop.error !== null || stop.held) continue;
          const result = await send(stop, me);
          // The network is down: the others would fail the same way; try again later.
          if (result === "wait") return;
          if (result === "sent" && !fresh.delete(stop.key)) sent += 1;
        }
      } while (again);
    } finally {
      if (sent > 0) for (const listener of sentListeners) listener(sent);
    }
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
      fresh.add(stop.key);
      notify();
      await flush();
      // Not sent now: when it goes later, the queue's "stops sent" counts it.
      fresh.delete(stop.key);
    },
    flush,
    all: () => store.all(),
    /** Told how many waiting stops a flush sent ("2 stops sent"), the just-saved one apart. */
    onSent(listener: (count: number) => void): () => void {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
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
