/**
 * The account page's and the unsubscribe page's words (issue 13; not in SPEC.md). The e-mails'
 * names come from the contract (NOTIFICATION_LABELS), shared with the API's mails.
 */
export const ACCOUNT_TEXT = {
  title: "Account settings",
  heading: "Account settings",
  intro: "Choose which e-mails you receive, and change your password.",
  backToDashboard: "Back to the dashboard",
  notifications: {
    heading: "E-mail notifications",
    legend: "Send me",
    intro: "These are your own choices: each colleague on your business's account chooses theirs.",
    loading: "Loading your e-mail choices…",
    loadFailed: "Your e-mail choices could not be loaded.",
    retry: "Try again",
    save: "Save choices",
    saving: "Saving…",
    saved: "Your e-mail choices are saved.",
  },
  password: {
    heading: "Password",
    intro: "Changing it logs out your other sessions.",
    button: "Change password",
  },
} as const;

export const UNSUBSCRIBE_TEXT = {
  title: "Unsubscribe",
  heading: "Unsubscribe",
  working: "Unsubscribing…",
  done: (label: string, email: string) =>
    `You will no longer receive “${label}” e-mails at ${email}.`,
  chooseAgain: "You can choose again at any time on your account page.",
  toAccount: "Choose your e-mails",
  invalid:
    "This unsubscribe link is not valid or has expired. To stop these e-mails, log in and choose them on your account page.",
  failed: "We could not unsubscribe you just now.",
  retry: "Try again",
} as const;
