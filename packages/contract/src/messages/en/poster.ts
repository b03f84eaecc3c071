/**
 * The A5 kiosk poster PDF (issue 15), drawn in the browser in the owner's language: it stands
 * beside the kiosk for the people who use it. `{address}` is the public page's address as typed.
 */
import { BRAND } from "../../brand.ts";

export const poster = {
  title: "Kiosk poster",
  scan: "Scan to see what this café's butts became",
  address: "Or type {address}",
  about: BRAND.oneLiner,
} as const;
