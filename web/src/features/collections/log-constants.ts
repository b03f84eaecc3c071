/**
 * Every text of the customer's insight (issue 14; docs/decisions/0065): the kiosk table on the
 * Green Impact tab and the Collections tab with "Report a problem". The product's own words
 * (PRODUCT.md), not SPEC.md's: these panels are additions to it.
 */

/** The collection log's rows per page (the contract's paging; the console's lists use 20 too). */
export const COLLECTION_PAGE_SIZE = 20;

/** The contract's limit for a problem report's message. */
export const PROBLEM_MESSAGE_MAX_LENGTH = 2000;

export const COLLECTIONS_TAB = { id: "collections", label: "Collections" } as const;

export const COLLECTIONS_TEXT = {
  heading: "Collections",
  caption: (range: string) => `Collections, ${range}, newest first`,
  /** Visible under the heading (issue 25): the log and its exports are the period bar's. */
  period: (range: string) => `Collections of ${range} (the period chosen above), with the exports.`,
  exportName: "the collections",
  loading: "Loading the collections…",
  loadFailed: "The collections could not be loaded.",
  retry: "Try again",
  empty: "No collections in this period.",
  columns: {
    date: "Date",
    kiosk: "Kiosk",
    butts: "Butts",
    kg: "Kg",
    credit: "Credit (₹)",
    problem: "Problem",
    custody: "Where it is now",
  },
  estimated: (count: string) => `≈ ${count}`,
  estimatedNote: "Estimated from the weight",
  /** Under the table when a row's number is estimated: what the sign means. */
  estimatedLegend: "≈ Estimated from the weight: only the kg was weighed.",
  reportButton: "Report a problem",
  reportButtonFor: (collection: string) => `(${collection})`,
  reportedOn: (day: string) => `Reported on ${day}`,
  none: "—",
  pagerLabel: "Collections pages",
  previous: "Previous",
  next: "Next",
} as const;

export const PROBLEM_TEXT = {
  heading: "Report a problem",
  collection: (kg: string, kiosk: string, day: string) =>
    `Collection of ${kg} kg at ${kiosk} on ${day}`,
  message: "What is wrong?",
  /** The field in a sentence: the API's "must be at most 2000 characters" follows it. */
  messageName: "The message",
  messageHint: (max: number) =>
    `For example a wrong weight or a pickup that did not happen. Up to ${max} characters.`,
  messageRequired: "Say what is wrong.",
  messageTooLong: (max: number) => `The message must be ${max} characters or fewer.`,
  summary: "Please correct the highlighted field.",
  send: "Send",
  sending: "Sending…",
  cancel: "Cancel",
  close: "Close",
  thanks: "Thanks — our team will look into it and reply by e-mail.",
} as const;
