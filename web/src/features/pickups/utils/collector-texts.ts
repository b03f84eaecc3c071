import type { Language } from "@filtercycle/contract/languages";
import type { AppTexts } from "@filtercycle/contract/messages/app";
import { fill } from "@filtercycle/contract/messages/fill";
import type { MissReason, RequestReason } from "@filtercycle/contract/pickups/pickup-rules";
import { formatKg } from "#web/lib/format";
import type { StopState } from "../components/collector-screen";

/**
 * The collector's route screen's words in the reader's language (issue 29; decision 0096), from
 * the catalogue's `collector` area (part of the app's words, app-texts.ts): placeholders filled,
 * figures written by the formatting module.
 */
export function collectorText(t: AppTexts["collector"], language: Language) {
  return {
    ...t,
    language,
    stopOf: (n: number, total: number) => fill(t.stopOf, { n, total }),
    doneAlready: (kg: number) => fill(t.doneAlready, { kg: formatKg(kg) }),
    heldForReview: (kg: number) => fill(t.heldForReview, { kg: formatKg(kg) }),
    rejectedAfterReview: (kg: number) => fill(t.rejectedAfterReview, { kg: formatKg(kg) }),
    missedAlready: (reason: string) => fill(t.missedAlready, { reason }),
    kioskLine: (label: string, serial: string) => `${label} (${serial})`,
    waiting: (n: number) => fill(t.waiting, { n }),
    refused: (what: string, why: string) => fill(t.refused, { what, why }),
    discardLabel: (what: string) => fill(t.discardLabel, { what }),
    loaded: (when: string) => fill(t.loaded, { when }),
    offlineLoaded: (when: string) => fill(t.offlineLoaded, { when }),
    otherDay: (day: string) => fill(t.otherDay, { day }),
    listCount: (left: number, total: number) => fill(t.listCount, { left, total }),
    navigateLabel: (customer: string) => fill(t.navigateLabel, { customer }),
    callLabel: (customer: string, phone: string) => fill(t.callLabel, { customer, phone }),
    recordedAs: (name: string) => fill(t.recordedAs, { name }),
    /** "1 stop sent", "2 stops sent": the language's own plural rule picks the form. */
    sent: (n: number) =>
      fill(new Intl.PluralRules(language).select(n) === "one" ? t["sent.one"] : t["sent.other"], {
        n,
      }),
    waitingForOwner: (what: string, name: string) => fill(t.waitingForOwner, { what, name }),
    heldRemoved: (what: string, name: string) => fill(t.heldRemoved, { what, name }),
    heldUnclaimed: (what: string, name: string) => fill(t.heldUnclaimed, { what, name }),
    requestReasons: {
      kiosk_full: t["request.kiosk_full"],
      damaged: t["request.damaged"],
      other: t["request.other"],
    } satisfies Record<RequestReason, string>,
    states: {
      todo: t["state.todo"],
      done: t["state.done"],
      missed: t["state.missed"],
      waiting: t["state.waiting"],
      refused: t["state.refused"],
    } satisfies Record<StopState, string>,
    reasons: {
      site_closed: t["reason.site_closed"],
      kiosk_not_reachable: t["reason.kiosk_not_reachable"],
      kiosk_empty: t["reason.kiosk_empty"],
      other: t["reason.other"],
    } satisfies Record<MissReason, string>,
  };
}

export type CollectorText = ReturnType<typeof collectorText>;
