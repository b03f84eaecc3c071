import type { DateRange } from "../utils/dates";

/** TanStack Query keys of the dashboard: one place, so the report code reuses cached answers. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  greenImpact: () => [...dashboardKeys.all, "green-impact"] as const,
  stats: (range: DateRange | null) => [...dashboardKeys.all, "stats", range] as const,
  statsWithDates: (range: DateRange) => [...dashboardKeys.all, "stats-with-dates", range] as const,
  monthly: (months: number) => [...dashboardKeys.all, "monthly", months] as const,
  media: () => [...dashboardKeys.all, "media"] as const,
};
