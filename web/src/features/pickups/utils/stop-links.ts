import type { Stop } from "@filtercycle/contract/pickups/pickups";

/**
 * Tap-to-navigate (issue 28): a maps search for the stop's address, which phones open in their
 * maps app (Google's documented "Maps URLs", no key needed). The business's saved address is the
 * place; the product keeps no coordinates.
 */
export function mapsLink(stop: Pick<Stop, "address" | "city" | "customerName">): string | null {
  const place = stop.address || stop.city;
  if (!place) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${stop.customerName}, ${place}`,
  )}`;
}

/** Tap-to-call: the site contact's phone as a `tel:` link (digits and a leading +). */
export function phoneLink(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return digits.replace("+", "").length >= 6 ? `tel:${digits}` : null;
}
