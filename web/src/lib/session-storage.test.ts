import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearSession,
  getRole,
  getToken,
  SESSION_CHANGE_EVENT,
  saveCustomerNameIfMissing,
  saveSession,
  subscribeToSession,
  wasEndedByServer,
} from "./session-storage";

const session = { token: "t-1", customerId: "FC-1001", customerName: "Green Cafe" } as const;

describe("session storage", () => {
  const unsubscribers: Array<() => void> = [];
  afterEach(() => {
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  });

  it("stores and clears exactly the keys token, customerId, customerName and role", () => {
    saveSession({ ...session, role: "customer" });
    expect({ ...localStorage }).toEqual({
      token: "t-1",
      customerId: "FC-1001",
      customerName: "Green Cafe",
      role: "customer",
    });
    expect(getToken()).toBe("t-1");
    expect(getRole()).toBe("customer");

    localStorage.setItem("unrelated", "kept");
    clearSession();
    expect({ ...localStorage }).toEqual({ unrelated: "kept" });
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
  });

  it("reads only the known roles", () => {
    localStorage.setItem("role", "admin");
    expect(getRole()).toBe("admin");
    localStorage.setItem("role", "superuser");
    expect(getRole()).toBeNull();
  });

  it("remembers whether the server ended the session, until the next change", () => {
    saveSession({ ...session, role: "customer" });
    clearSession({ endedByServer: true });
    expect(wasEndedByServer()).toBe(true);
    saveSession({ ...session, role: "customer" });
    expect(wasEndedByServer()).toBe(false);
    clearSession({ endedByServer: true });
    clearSession();
    expect(wasEndedByServer()).toBe(false);
  });

  it("tells subscribers about changes in this tab and in other tabs", () => {
    const onChange = vi.fn();
    unsubscribers.push(subscribeToSession(onChange));

    saveSession({ ...session, role: "customer" });
    clearSession();
    expect(onChange).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "role" }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    window.dispatchEvent(new StorageEvent("storage", { key: "somethingElse" }));
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it("dispatches its change event on window", () => {
    const listener = vi.fn();
    window.addEventListener(SESSION_CHANGE_EVENT, listener);
    saveSession({ ...session, role: "admin" });
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("saves the customer name only when none is stored", () => {
    saveCustomerNameIfMissing("First");
    saveCustomerNameIfMissing("Second");
    expect(localStorage.getItem("customerName")).toBe("First");
  });
});
