import type { Stop } from "@filtercycle/contract/pickups/pickups";
import { useQuery } from "@tanstack/react-query";
import { createStore, del, get, set } from "idb-keyval";
import { useEffect, useState } from "react";
import { isApiError } from "#web/lib/api-client";
import { COLLECTOR_DAY_DB, COLLECTOR_DAY_STORE } from "#web/lib/collector-device";
import { getToken, subscribeToSession } from "#web/lib/session-storage";
import { stopsQueryOptions } from "../api/get-pickups";

/**
 * The last day of stops the route screen loaded, kept on the phone (docs/decisions/0085), so the
 * route still shows after a reload without network. One day only: each load replaces it; a
 * logout, or the session ending, removes it (lib/collector-device.ts, from any screen).
 */
export type SavedDay = { date: string; stops: Stop[]; loadedAt: string };

/** Where the day is kept: IndexedDB on the phone, memory in tests and without IndexedDB. */
export type DayStore = {
  get(): Promise<SavedDay | undefined>;
  put(day: SavedDay): Promise<void>;
  clear(): Promise<void>;
};

const KEY = "last-day";

/** IndexedDB through idb-keyval, in a database of its own (the queue has `filtercycle-collector`). */
export function idbDayStore(): DayStore {
  const store = createStore(COLLECTOR_DAY_DB, COLLECTOR_DAY_STORE);
  return {
    get: () => get<SavedDay>(KEY, store),
    put: (day) => set(KEY, day, store),
    clear: () => del(KEY, store),
  };
}

export function memoryDayStore(initial?: SavedDay): DayStore {
  let day = initial;
  return {
    get: async () => day,
    put: async (next) => {
      day = next;
    },
    clear: async () => {
      day = undefined;
    },
  };
}

let phoneStore: DayStore | null = null;

/** The page's one day store; emptied when the session ends (logout here or in another tab). */
export function phoneDayStore(): DayStore {
  if (phoneStore) return phoneStore;
  const store = typeof indexedDB === "undefined" ? memoryDayStore() : idbDayStore();
  phoneStore = store;
  let hadSession = true;
  subscribeToSession(() => {
    const token = getToken();
    if (hadSession && !token) void store.clear();
    hadSession = Boolean(token);
  });
  return store;
}

/** The server could not be reached (no network): the kept day stands in. */
const unreachable = (error: unknown) => isApiError(error) && error.status === 0;

export type RouteDay = {
  /** The day's stops: loaded now, or as last loaded when the network is down. */
  stops: Stop[] | undefined;
  /** The day they are of (the requested day when loaded now). */
  date: string;
  /** When they were loaded from the server (ISO timestamp), or null before the first load. */
  loadedAt: string | null;
  /** True when the server could not be reached and the stops shown are the kept ones. */
  offline: boolean;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
};

/**
 * The route screen's day: GET /api/admin/pickups for `date`, kept on the phone after each load;
 * without network, the kept day (of whatever date it was) with when it was loaded. The query
 * runs whatever the browser says about the network (`networkMode: "always"`), so an offline
 * load fails at once instead of waiting, and is not retried: the kept day shows immediately.
 */
export function useRouteDay(date: string, store: DayStore): RouteDay {
  const query = useQuery({
    ...stopsQueryOptions({ date, days: 1 }),
    networkMode: "always",
    retry: (failures, error) =>
      !unreachable(error) &&
      !(isApiError(error) && error.status >= 400 && error.status < 500) &&
      failures < 1,
  });
  const [saved, setSaved] = useState<SavedDay | null | undefined>(undefined);

  useEffect(() => {
    let alive = true;
    store.get().then(
      (day) => alive && setSaved(day ?? null),
      () => alive && setSaved(null),
    );
    return () => {
      alive = false;
    };
  }, [store]);

  const fresh = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  const loadedAt = fresh ? new Date(query.dataUpdatedAt).toISOString() : null;
  useEffect(() => {
    if (!fresh || !loadedAt) return;
    // The phone keeps no money: a credit (an admin's answer has them) is left out of the copy.
    const day = { date, stops: fresh.stops.map(({ credit: _money, ...stop }) => stop), loadedAt };
    setSaved(day);
    void store.put(day).catch(() => {
      // A full or disabled browser store: the route still works while online.
    });
  }, [fresh, loadedAt, date, store]);

  const offline = !fresh && query.isError && unreachable(query.error) && Boolean(saved);
  if (offline && saved) {
    return {
      stops: saved.stops,
      date: saved.date,
      loadedAt: saved.loadedAt,
      offline: true,
      isPending: false,
      error: null,
      refetch: () => void query.refetch(),
    };
  }
  return {
    stops: query.data?.stops,
    date,
    loadedAt: loadedAt ?? (saved?.date === date ? saved.loadedAt : null),
    offline: false,
    // An offline load waits for the kept day to be read before saying it failed.
    isPending:
      query.isPending || (query.isError && unreachable(query.error) && saved === undefined),
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
