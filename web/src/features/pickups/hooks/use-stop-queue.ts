import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { getLoginId } from "#web/lib/business-role-storage";
import { getCustomerName, subscribeToSession } from "#web/lib/session-storage";
import { PICKUPS_QUERY_ROOT } from "../api/get-pickups";
import { completePickup, missPickup, uploadPickupPhoto } from "../api/pickups";
import { RETRY_INTERVAL_MS } from "../constants";
import {
  createStopQueue,
  idbStopStore,
  memoryStopStore,
  type QueuedStop,
  type StopQueue,
} from "./stop-queue";

let phoneQueue: StopQueue | null = null;

/** The page's one queue (one sender, so one lock), kept in IndexedDB when the browser has it. */
export function phoneStopQueue(): StopQueue {
  phoneQueue ??= createStopQueue(
    typeof indexedDB === "undefined" ? memoryStopStore() : idbStopStore(),
    {
      // A staff login's stored name is its own (the session's `customerName`).
      me: () => ({ id: getLoginId(), name: getCustomerName() ?? "" }),
      complete: completePickup,
      uploadPhoto: uploadPickupPhoto,
      miss: missPickup,
    },
  );
  return phoneQueue;
}

/**
 * What waits on the phone, kept current; sends it on arrival, when the browser comes back
 * online, when another login signs in, and every RETRY_INTERVAL_MS. When stops leave the queue,
 * the day's stops are read afresh; `sent` is how many waiting stops the last flush sent.
 */
export function useStopQueue(queue: StopQueue): {
  stops: QueuedStop[];
  /** How many the last flush sent; `seq` tells one flush's news from the next. */
  sent: { count: number; seq: number } | null;
} {
  const queryClient = useQueryClient();
  const [stops, setStops] = useState<QueuedStop[]>([]);
  const [sent, setSent] = useState<{ count: number; seq: number } | null>(null);

  useEffect(() => {
    let alive = true;
    let waiting = Number.POSITIVE_INFINITY;
    const load = async () => {
      const current = await queue.all();
      if (!alive) return;
      if (current.length < waiting)
        void queryClient.invalidateQueries({ queryKey: PICKUPS_QUERY_ROOT });
      waiting = current.length;
      setStops(current);
    };
    const unsubscribe = queue.subscribe(() => void load());
    const unsent = queue.onSent(
      (count) => alive && setSent((last) => ({ count, seq: (last?.seq ?? 0) + 1 })),
    );
    void load();
    const send = () => void queue.flush();
    send();
    window.addEventListener("online", send);
    const unsession = subscribeToSession(send);
    const timer = window.setInterval(send, RETRY_INTERVAL_MS);
    return () => {
      alive = false;
      unsubscribe();
      unsent();
      unsession();
      window.removeEventListener("online", send);
      window.clearInterval(timer);
    };
  }, [queue, queryClient]);

  return { stops, sent };
}
