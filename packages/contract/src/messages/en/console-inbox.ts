/**
 * The console's inbox screen (issue 29; decision 0096, amendment of 2026-11-27). English is
 * exactly the screen's texts constants (web/src/features/enquiries/constants.ts), by path.
 */
export const consoleInbox = {
  "page.title": "Inbox",
  "page.heading": "Inbox",
  "page.intro":
    "Messages from the contact form and Partner Program applications arrive here and by e-mail; customers' collection problem reports arrive here.",
  "inbox.heading": "Enquiries",
  "inbox.filterLabel": "Show",
  "inbox.filters.open": "Open",
  "inbox.filters.handled": "Handled",
  "inbox.filters.all": "All",
  "inbox.loading": "Loading the inbox…",
  "inbox.failed": "The inbox could not be loaded.",
  "inbox.retry": "Try again",
  "inbox.empty.open":
    "No open enquiries. New contact messages and Partner Program applications appear here.",
  "inbox.empty.handled": "No handled enquiries yet.",
  "inbox.empty.all":
    "No enquiries yet. Contact messages and Partner Program applications appear here.",
  "inbox.kind.contact": "Contact message",
  "inbox.kind.partner": "Partner application",
  "inbox.kind.collection": "Collection problem",
  "inbox.received": "Received",
  "inbox.handledOn": "Handled",
  "inbox.email": "E-mail",
  "inbox.phone": "Phone",
  "inbox.city": "City",
  "inbox.businessType": "Type of business",
  "inbox.smokersPerDay": "Smokers per day",
  "inbox.contactName": "Contact",
  "inbox.markHandled": "Mark handled",
  "inbox.reopen": "Reopen",
  "inbox.saving": "Saving…",
  "inbox.updateFailed": "Could not save the change. Please try again.",
  "inbox.more": "Show older enquiries",
  "inbox.createCustomer": "Create customer",
  "inbox.reporter": "Reported by",
  "inbox.collectionDate": "Collection",
  "inbox.kiosk": "Kiosk",
  "inbox.butts": "Butts",
  "inbox.kg": "Weight",
  "inbox.credit": "Credit",
  "inbox.openCount": "{count} open enquiries",
  "inbox.openCount.one": "1 open enquiry",
  "inbox.openCustomer": "Open {code} in the console",
} as const;
