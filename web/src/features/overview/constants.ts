/** The console's Overview (/admin): its words. */
export const OVERVIEW_TEXT = {
  title: "Overview",
  heading: "Overview",
  intro: "What needs attention today.",
  loading: "Loading the overview…",
  failed: "The overview could not be loaded.",
  retry: "Try again",
  enquiries: {
    heading: "Open enquiries",
    count: (n: number) => (n === 1 ? "1 open enquiry" : `${n} open enquiries`),
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
