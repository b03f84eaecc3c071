export const INBOX_PAGE_TEXT = {
  title: "Inbox",
  heading: "Inbox",
  intro:
    "Messages from the contact form and Partner Program applications arrive here and by e-mail.",
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
  kind: { contact: "Contact message", partner: "Partner application" },
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
} as const;
