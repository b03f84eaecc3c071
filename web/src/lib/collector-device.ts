/**
 * What a collector's phone keeps of the signed-in login, named once: the last loaded day of
 * stops (IndexedDB, features/pickups/hooks/route-day.ts) and the name an older app remembered.
 * Both go when the session ends, from any screen (session-storage.ts's clearSession runs this),
 * whether or not the route screen's code was loaded in the page. The stops waiting to be sent
 * stay: each belongs to the login that saved it, and only that login sends it.
 */

export const COLLECTOR_DAY_DB = "filtercycle-collector-day";
export const COLLECTOR_DAY_STORE = "day";
/** Where an older app remembered a typed collector's name (read now only to be removed). */
export const OLD_COLLECTOR_NAME_KEY = "filtercycle:collector-name";

/** Empties the kept day without creating the database where there is none. */
async function clearKeptDay(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  if (typeof indexedDB.databases === "function") {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === COLLECTOR_DAY_DB)) return;
  }
  await new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(COLLECTOR_DAY_DB);
    open.onupgradeneeded = () => open.result.createObjectStore(COLLECTOR_DAY_STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(COLLECTOR_DAY_STORE)) {
        db.close();
        resolve();
        return;
      }
      const tx = db.transaction(COLLECTOR_DAY_STORE, "readwrite");
      tx.objectStore(COLLECTOR_DAY_STORE).clear();
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => {
        db.close();
        reject(tx.error);
      };
    };
  });
}

export function forgetRememberedName(): void {
  try {
    localStorage.removeItem(OLD_COLLECTOR_NAME_KEY);
  } catch {
    // Storage disabled: nothing was remembered.
  }
}

/** Runs at every logout and session end; never throws (a failed clean must not block a logout). */
export async function forgetCollectorDevice(): Promise<void> {
  forgetRememberedName();
  await clearKeptDay().catch(() => {});
}
