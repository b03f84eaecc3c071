/**
 * The account page's language choice and the one-line offer of the browser's language on the
 * first signed-in visit (issue 29; docs/decisions/0093).
 */
export const account = {
  title: "Account settings",
  "language.heading": "Language",
  "language.intro":
    "The dashboard, this page and the e-mails we send you are written in the language you choose.",
  "language.save": "Save language",
  "language.saved": "Saved. Filtercycle now speaks English to you.",
  "language.failed": "Your language could not be saved. Please try again.",
  "offer.question": "See Filtercycle in English?",
  "offer.yes": "Yes, in English",
  "offer.no": "No, keep English",
} as const;
