/**
 * The account page's language choice and the one-line offer of the browser's language on the
 * first signed-in visit (issue 29; docs/decisions/0093).
 */
export const account = {
  title: "Account settings",
  "page.heading": "Account settings",
  "page.intro":
    "Choose which e-mails you receive, change your password, see where you are signed in and manage your API tokens.",
  "page.back": "Back to the dashboard",
  "password.heading": "Password",
  "password.intro": "Changing it logs out your other sessions.",
  "password.button": "Change password",
  "notifications.heading": "E-mail notifications",
  "notifications.intro":
    "These are your own choices: each colleague on your business's account chooses theirs.",
  "sessions.heading": "Signed-in sessions",
  "sessions.intro":
    "The browsers where your login is signed in. Sign out of any you do not recognise or no longer use.",
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
