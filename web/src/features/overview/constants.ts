import { consoleOverview as english } from "@filtercycle/contract/messages/en/console-overview";
import { fill, plural } from "#web/lib/app-texts";
import { consoleAreaNow, useConsoleArea } from "#web/lib/console-texts";

/**
 * The console's Overview (/admin): its words in a language (the catalogue's `overview` area;
 * issue 29). English is OVERVIEW_TEXT, exactly as before.
 */
export function overviewTextOf(t: { readonly [K in keyof typeof english]: string }) {
  const count =
    (key: string) =>
    (n: number, values: Record<string, string | number> = {}) =>
      plural(t, key, n, values);
  return {
    title: t.title,
    heading: t.heading,
    intro: t.intro,
    loading: t.loading,
    failed: t.failed,
    retry: t.retry,
    todo: t.todo,
    /** How long a request has waited: "today", "1 day", "3 days". */
    age: (days: number) => (days <= 0 ? t["age.today"] : plural(t, "age", days)),
    payoutRequests: {
      heading: t["payoutRequests.heading"],
      count: (n: number) => count("payoutRequests.count")(n),
      none: t["payoutRequests.none"],
      caption: t["payoutRequests.caption"],
      business: t["payoutRequests.business"],
      amount: t["payoutRequests.amount"],
      age: t["payoutRequests.age"],
      approve: t["payoutRequests.approve"],
      approveLabel: (amount: string, business: string) =>
        fill(t["payoutRequests.approveLabel"], { amount, business }),
      approved: (amount: string, business: string) =>
        fill(t["payoutRequests.approved"], { amount, business }),
      failed: t["payoutRequests.failed"],
    },
    held: {
      heading: t["held.heading"],
      count: (n: number) => count("held.count")(n),
      none: t["held.none"],
      intro: t["held.intro"],
      caption: t["held.caption"],
      business: t["held.business"],
      kiosk: t["held.kiosk"],
      date: t["held.date"],
      weight: t["held.weight"],
      usual: t["held.usual"],
      credit: t["held.credit"],
      accept: t["held.accept"],
      acceptLabel: (v: HeldWords) => fill(t["held.acceptLabel"], v),
      accepted: (v: HeldWords & { credit: string }) => fill(t["held.accepted"], v),
      reason: t["held.reason"],
      reasonLabel: (v: HeldWords) => fill(t["held.reasonLabel"], v),
      reject: t["held.reject"],
      rejectLabel: (v: HeldWords) => fill(t["held.rejectLabel"], v),
      rejected: (v: HeldWords) => fill(t["held.rejected"], v),
      failed: t["held.failed"],
    },
    pickupRequests: {
      heading: t["pickupRequests.heading"],
      count: (n: number) => count("pickupRequests.count")(n),
      none: t["pickupRequests.none"],
      caption: t["pickupRequests.caption"],
      business: t["pickupRequests.business"],
      kiosk: t["pickupRequests.kiosk"],
      reason: t["pickupRequests.reason"],
      preferred: t["pickupRequests.preferred"],
      anyDay: t["pickupRequests.anyDay"],
      age: t["pickupRequests.age"],
      date: t["pickupRequests.date"],
      dateLabel: (kiosk: string, business: string) =>
        fill(t["pickupRequests.dateLabel"], { kiosk, business }),
      schedule: t["pickupRequests.schedule"],
      scheduleLabel: (kiosk: string, business: string) =>
        fill(t["pickupRequests.scheduleLabel"], { kiosk, business }),
      scheduled: (kiosk: string, business: string, date: string) =>
        fill(t["pickupRequests.scheduled"], { kiosk, business, date }),
      failed: t["pickupRequests.failed"],
    },
    missed: {
      heading: t["missed.heading"],
      count: (n: number, day: string) => count("missed.count")(n, { day }),
      none: (day: string) => fill(t["missed.none"], { day }),
      caption: t["missed.caption"],
      business: t["missed.business"],
      kiosk: t["missed.kiosk"],
      reason: t["missed.reason"],
      newDate: t["missed.newDate"],
    },
    enquiries: {
      heading: t["enquiries.heading"],
      count: (n: number) => count("enquiries.count")(n),
      none: t["enquiries.none"],
      link: t["enquiries.link"],
    },
    custody: {
      heading: t["custody.heading"],
      count: (n: number, tolerance: number) => count("custody.count")(n, { tolerance }),
      none: (tolerance: number) => fill(t["custody.none"], { tolerance }),
      link: t["custody.link"],
    },
    week: {
      heading: t["week.heading"],
      range: (from: string, to: string) => fill(t["week.range"], { from, to }),
      collections: (n: number) => count("week.collections")(n),
      butts: (n: string) => fill(t["week.butts"], { n }),
      kg: (kg: string) => fill(t["week.kg"], { kg }),
      link: t["week.link"],
    },
    payouts: {
      heading: t["payouts.heading"],
      count: (n: number, threshold: string) => count("payouts.count")(n, { threshold }),
      caption: t["payouts.caption"],
      customer: t["payouts.customer"],
      balance: t["payouts.balance"],
      empty: t["payouts.empty"],
      link: t["payouts.link"],
    },
    idle: {
      heading: t["idle.heading"],
      /** Only said when at least one kiosk is idle (0: the `empty` text alone). */
      count: (n: number, since: string) => count("idle.count")(n, { since }),
      caption: t["idle.caption"],
      customer: t["idle.customer"],
      kiosk: t["idle.kiosk"],
      last: t["idle.last"],
      never: t["idle.never"],
      empty: t["idle.empty"],
    },
    customerPath: (code: string) => `/admin/customers/${encodeURIComponent(code)}`,
  };
}

/** What a held collection's sentences name. */
type HeldWords = { kg: string; kiosk: string; business: string };

export type OverviewText = ReturnType<typeof overviewTextOf>;

/** The Overview's words in English (tests, the route's title before the words load). */
export const OVERVIEW_TEXT = overviewTextOf(english);

/** The Overview's words in the reader's language. */
export function useOverviewText(): OverviewText {
  return overviewTextOf(useConsoleArea("consoleOverview") ?? english);
}

/** The same outside React (the route's title). */
export function overviewTextNow(): OverviewText {
  return overviewTextOf(consoleAreaNow("consoleOverview") ?? english);
}
