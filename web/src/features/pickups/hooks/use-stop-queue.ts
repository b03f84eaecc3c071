import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
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
    { complete: completePickup, uploadPhoto: uploadPickupPhoto, miss: missPickup },
  );
  return phoneQueue;
}

/**
 * What waits on the phone, kept current; sends it on arrival, when the browser comes back
 * online and every RETRY_INTERVAL_MS. When stops leave the queue, the day's stops are read afresh.
 */
export function useStopQueue(queue: StopQueue): QueuedStop[] {
  const queryClient = useQueryClient();
  const [stops, setStops] = useState<QueuedStop[]>([]);

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
    void load();
    const send = () => void queue.flush();
    send();
    window.addEventListener("online", send);
    const timer = window.setInterval(send, RETRY_INTERVAL_MS);
    return () => {
      alive = false;
      unsubscribe();
      window.removeEventListener("online", send);
      window.clearInterval(timer);
    };
  }, [queue, queryClient]);

  return stops;
}
