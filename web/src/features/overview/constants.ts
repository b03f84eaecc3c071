/** The console's Overview (/admin): its words. */
export const OVERVIEW_TEXT = {
  title: "Overview",
  heading: "Overview",
  intro: "What needs attention today.",
  loading: "Loading the overview…",
  failed: "The overview could not be loaded.",
  retry: "Try again",
  todo: "To do",
  /** How long a request has waited: "today", "1 day", "3 days". */
  age: (days: number) => (days <= 0 ? "today" : days === 1 ? "1 day" : `${days} days`),
  payoutRequests: {
    heading: "Payout requests to approve",
    count: (n: number) =>
      n === 1 ? "1 payout request waits for approval" : `${n} payout requests wait for approval`,
    none: "No payout request is waiting.",
    caption: "Payout requests waiting, oldest first",
    business: "Business",
    amount: "Amount",
    age: "Waiting",
    approve: "Approve",
    approveLabel: (amount: string, business: string) => `Approve ${amount} for ${business}`,
    approved: (amount: string, business: string) => `Approved ${amount} for ${business}.`,
    failed: "The request could not be approved.",
  },
  pickupRequests: {
    heading: "Pickup requests to schedule",
    count: (n: number) =>
      n === 1
        ? "1 pickup request waits to be scheduled"
        : `${n} pickup requests wait to be scheduled`,
    none: "No pickup request is waiting.",
    caption: "Pickup requests waiting, oldest first",
    business: "Business",
    kiosk: "Kiosk",
    reason: "Reason",
    preferred: "Preferred date",
    anyDay: "Any day",
    age: "Waiting",
    date: "Date",
    dateLabel: (kiosk: string, business: string) => `Date for ${kiosk} at ${business}`,
    schedule: "Schedule",
    scheduleLabel: (kiosk: string, business: string) => `Schedule ${kiosk} at ${business}`,
    scheduled: (kiosk: string, business: string, date: string) =>
      `Scheduled ${kiosk} at ${business} on ${date}.`,
    failed: "The pickup could not be scheduled.",
  },
  missed: {
    heading: "Missed yesterday",
    count: (n: number, day: string) =>
      n === 1 ? `1 stop was missed on ${day}` : `${n} stops were missed on ${day}`,
    none: (day: string) => `No stop was missed on ${day}.`,
    caption: "Stops missed yesterday",
    business: "Business",
    kiosk: "Kiosk",
    reason: "Reason",
    newDate: "New date",
  },
  enquiries: {
    heading: "Open enquiries",
    count: (n: number) => (n === 1 ? "1 open enquiry" : `${n} open enquiries`),
    none: "No enquiry is waiting.",
    link: "Go to the inbox",
  },
  custody: {
    heading: "Bags flagged at intake",
    count: (n: number, tolerance: number) =>
      `${n === 1 ? "1 bag differs" : `${n} bags differ`} from the pickup weight by more than ${tolerance} %`,
    none: (tolerance: number) =>
      `No bag differs from its pickup weight by more than ${tolerance} %.`,
    link: "Go to custody",
  },
  week: {
    heading: "Collections this week",
    range: (from: string, to: string) => `${from} to ${to}`,
    collections: (n: number) => (n === 1 ? "1 collection" : `${n} collections`),
    butts: (n: string) => `${n} butts`,
    kg: (kg: string) => `${kg} kg`,
    link: "Go to collections",
  },
  payouts: {
    heading: "Payouts due",
    count: (n: number, threshold: string) =>
      `${n === 1 ? "1 customer has" : `${n} customers have`} a balance above ${threshold}`,
    caption: "Largest balances",
    customer: "Customer",
    balance: "Balance",
    empty: "No balance is above the threshold.",
    link: "Go to payouts",
  },
  idle: {
    heading: "Kiosks with no collection in 30 days",
    /** Only said when at least one kiosk is idle (0: the `empty` text alone). */
    count: (n: number, since: string) =>
      `${n === 1 ? "1 kiosk has" : `${n} kiosks have`} had no collection since ${since}`,
    caption: "Idle longest",
    customer: "Customer",
    kiosk: "Kiosk",
    last: "Last collection",
    never: "Never",
    empty: "Every kiosk in service had a collection in the last 30 days.",
  },
  customerPath: (code: string) => `/admin/customers/${encodeURIComponent(code)}`,
} as const;
