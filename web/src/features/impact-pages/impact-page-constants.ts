/** The dashboard's "Public page" tab (issue 15): the opt-in public impact page and its poster. */
export const IMPACT_PAGE_TAB = { id: "public-page", label: "Public page" } as const;

export const IMPACT_PAGE_TEXT = {
  heading: "Your public impact page",
  explain:
    "A page anyone can open, without logging in, that shows your business's name, its kiosks, the butts and kilograms collected to date, the last 12 months and what the material became. It is off until an owner turns it on, and turning it off removes it at once. Print the kiosk poster so guests can scan its QR code.",
  loading: "Loading your public page…",
  loadFailed: "Your public page's setting could not be loaded.",
  retry: "Try again",
  stateOn: "Your impact page is on.",
  stateOff: "Your impact page is off: nobody can see it.",
  switchLabel: "Show my impact page publicly",
  slugLabel: "Page address",
  slugHint: (prefix: string) =>
    `The end of the address ${prefix}…: lower-case letters, digits and dashes (3 to 60).`,
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
