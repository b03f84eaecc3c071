import type { Stop } from "@filtercycle/contract/pickups/pickups";

/**
 * Tap-to-navigate (issue 28): a maps search, which phones open in their maps app (Google's
 * documented "Maps URLs", no key needed). The business's saved coordinates when it has them (the
 * exact spot, docs/decisions/0091), else its name and address.
 */
export function mapsLink(
  stop: Pick<Stop, "address" | "city" | "customerName" | "coordinates">,
): string | null {
  if (stop.coordinates) {
    const { latitude, longitude } = stop.coordinates;
    return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
  }
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
