import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearSession,
  getToken,
  SESSION_CHANGE_EVENT,
  saveCustomerNameIfMissing,
  saveSession,
  subscribeToSession,
} from "./session-storage";

describe("session storage", () => {
  const unsubscribers: Array<() => void> = [];
  afterEach(() => {
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  });

  it("stores and clears exactly the keys token, customerId and customerName", () => {
    saveSession({ token: "t-1", customerId: "7", customerName: "Green Cafe" });
    expect({ ...localStorage }).toEqual({
      token: "t-1",
      customerId: "7",
      customerName: "Green Cafe",
    });
    expect(getToken()).toBe("t-1");

    localStorage.setItem("unrelated", "kept");
    clearSession();
    expect({ ...localStorage }).toEqual({ unrelated: "kept" });
    expect(getToken()).toBeNull();
  });

  it("tells subscribers about changes in this tab and in other tabs", () => {
    const onChange = vi.fn();
    unsubscribers.push(subscribeToSession(onChange));

    saveSession({ token: "t", customerId: "1", customerName: "A" });
    clearSession();
    expect(onChange).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    window.dispatchEvent(new StorageEvent("storage", { key: "somethingElse" }));
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it("dispatches its change event on window", () => {
    const listener = vi.fn();
    window.addEventListener(SESSION_CHANGE_EVENT, listener);
    saveSession({ token: "t", customerId: "1", customerName: "A" });
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("saves the customer name only when none is stored", () => {
    saveCustomerNameIfMissing("First");
    saveCustomerNameIfMissing("Second");
    expect(localStorage.getItem("customerName")).toBe("First");
  });
});
