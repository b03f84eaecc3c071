import type { PickupStatus } from "@filtercycle/contract/pickups/pickup-rules";

/**
 * The Service tab's words (issue 13; not in SPEC.md, whose dashboard has two tabs). The reasons'
 * labels come from the contract (REQUEST_REASON_LABELS, MISS_REASON_LABELS), shared with the API's
 * mails and the console.
 */
export const SERVICE_TAB = { id: "service", label: "Service" } as const;

export const SERVICE_TEXT = {
  loading: "Loading your service details…",
  loadFailed: "Your kiosks and pickups could not be loaded.",
  retry: "Try again",
  kiosks: {
    heading: "Your kiosks",
    empty: "No kiosks yet. When we install a kiosk at your business, its pickups will show here.",
    nextPickup: "Next pickup",
    lastPickup: "Last pickup",
    notPlanned: "Not planned",
    noneYet: "None yet",
    requested: (day: string) => `Pickup requested on ${day}`,
    /** After "Pickup requested on …" when the request names a day. */
    preferred: (day: string) => `, preferred date ${day}`,
    scheduled: (day: string) => `Pickup scheduled for ${day}`,
    declined: (day: string, reason: string) =>
      `Your request of ${day} was declined${reason ? `: ${reason}` : "."}`,
    requestButton: "Request a pickup",
    /** Read by screen readers after the button's text: which kiosk it is for. */
    requestButtonFor: (kiosk: string) => `for ${kiosk}`,
    sent: (kiosk: string) =>
      `Pickup requested for ${kiosk}. We will e-mail you when it is scheduled.`,
  },
  dialog: {
    heading: "Request a pickup",
    reason: "Reason",
    reasonPlaceholder: "Choose a reason",
    preferred: "Preferred date",
    preferredHint: (days: number) =>
      `The day you would like us to come, within the next ${days} days (DD/MM/YYYY). We confirm the date by e-mail.`,
    preferredBad: "Enter the preferred date as DD/MM/YYYY, or leave it empty.",
    preferredProblem: (problem: string) => `The preferred date ${problem}.`,
    note: "Note",
    optional: "optional",
    noteHint: (max: number) => `Anything our collector should know. Up to ${max} characters.`,
    send: "Send",
    sending: "Sending…",
    cancel: "Cancel",
    reasonRequired: "Choose a reason.",
    noteTooLong: (max: number) => `Note must be ${max} characters or fewer.`,
    summary: "Please correct the highlighted fields.",
  },
  history: {
    heading: "Service history",
    caption: "Service history, newest first",
    empty:
      "No pickups yet. Each visit to your kiosks will be listed here with its weight and photo.",
    loadingPage: "Loading…",
    columns: {
      date: "Date",
      kiosk: "Kiosk",
      kg: "Kg",
      status: "Status",
      reason: "Reason for a miss",
      photo: "Photo",
    },
    none: "—",
    newDate: (day: string) => `New date: ${day}`,
    pagerLabel: "Service history pages",
    photoAlt: (kiosk: string, day: string) => `Photo of the pickup at ${kiosk} on ${day}`,
    photoClose: "Close",
  },
} as const;

export const PICKUP_STATUS_LABELS: Record<PickupStatus, string> = {
  planned: "Planned",
  done: "Done",
  missed: "Missed",
};

/** Rows per page of the service history. */
export const HISTORY_PAGE_SIZE = 20;
/** The contract's limit on a request's note (pickupRequestCreateSchema). */
export const NOTE_MAX_LENGTH = 500;
