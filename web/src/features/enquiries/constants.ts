import { consoleWordsNow, useConsoleWords } from "#web/lib/console-texts";
import { fillers, fillIn, type Sentences } from "#web/lib/localize";

export const INBOX_PAGE_TEXT = {
  title: "Inbox",
  heading: "Inbox",
  intro:
    "Messages from the contact form and Partner Program applications arrive here and by e-mail; customers' collection problem reports arrive here.",
} as const;

export const INBOX_TEXT = {
  heading: "Enquiries",
  filterLabel: "Show",
  filters: { open: "Open", handled: "Handled", all: "All" },
  openCount: (count: number) => (count === 1 ? "1 open enquiry" : `${count} open enquiries`),
  loading: "Loading the inbox…",
  failed: "The inbox could not be loaded.",
  retry: "Try again",
  empty: {
    open: "No open enquiries. New contact messages and Partner Program applications appear here.",
    handled: "No handled enquiries yet.",
    all: "No enquiries yet. Contact messages and Partner Program applications appear here.",
  },
  kind: {
    contact: "Contact message",
    partner: "Partner application",
    collection: "Collection problem",
  },
  received: "Received",
  handledOn: "Handled",
  email: "E-mail",
  phone: "Phone",
  city: "City",
  businessType: "Type of business",
  smokersPerDay: "Smokers per day",
  contactName: "Contact",
  markHandled: "Mark handled",
  reopen: "Reopen",
  saving: "Saving…",
  updateFailed: "Could not save the change. Please try again.",
  more: "Show older enquiries",
  createCustomer: "Create customer",
  reporter: "Reported by",
  collectionDate: "Collection",
  kiosk: "Kiosk",
  butts: "Butts",
  kg: "Weight",
  credit: "Credit",
  openCustomer: (code: string) => `Open ${code} in the console`,
} as const;

const SENTENCES: Sentences = {
  ...fillers({ "inbox.openCustomer": ["code"] }),
  "inbox.openCount": (t) => (count: number) =>
    fillIn(t[count === 1 ? "inbox.openCount.one" : "inbox.openCount"], { count }),
};

/** The inbox's words in the reader's language (issue 29); English is INBOX_TEXT. */
export const useInboxText = () => useConsoleWords(INBOX_TEXT, "consoleInbox", "inbox", SENTENCES);
/** The inbox page's heading and intro; English is INBOX_PAGE_TEXT. */
export const useInboxPageText = () => useConsoleWords(INBOX_PAGE_TEXT, "consoleInbox", "page");
export const inboxPageTextNow = () => consoleWordsNow(INBOX_PAGE_TEXT, "consoleInbox", "page");
