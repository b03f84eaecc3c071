/**
 * The dashboard's "Public page" tab (issue 29): the opt-in public impact page, its address and
 * the kiosk poster. English is exactly the words before
 * (web/src/features/impact-pages/impact-page-constants.ts, contract impact-pages/impact-page.ts).
 */
export const publicPage = {
  heading: "Your public impact page",
  explain:
    "A page anyone can open, without logging in, that shows your business's name, its kiosks, the butts and kilograms collected to date, the last 12 months and what the material became. It is off until an owner turns it on, and turning it off removes it at once. Print the kiosk poster so guests can scan its QR code.",
  loading: "Loading your public page…",
  loadFailed: "Your public page's setting could not be loaded.",
  stateOn: "Your impact page is on.",
  stateOff: "Your impact page is off: nobody can see it.",
  switchLabel: "Show my impact page publicly",
  slugLabel: "Page address",
  slugHint: "The end of the address {prefix}…: lower-case letters, digits and dashes (3 to 60).",
  slugInvalid:
    "must be 3 to 60 lower-case letters, digits and dashes, not starting or ending with a dash",
  slugReserved: "is a word the site uses for its own pages: choose another address",
  save: "Save",
  saving: "Saving…",
  saved: "Saved.",
  open: "Open my impact page",
  newTab: "(opens in a new tab)",
  viewerNote: "Only an owner can change this.",
  poster: "Download kiosk poster",
  posterBusy: "Making the poster…",
  posterFailed: "The poster could not be made. Please try again.",
} as const;
