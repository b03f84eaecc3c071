import {
  businessDayOf,
  formatBusinessDate,
  formatCount,
  formatDay,
  formatDayLong,
  formatDayMonth,
  formatKgCompact,
  formatMonthLong,
  formatRupees,
} from "@filtercycle/contract/format";
import { DEFAULT_LANGUAGE, type Language } from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { fill } from "@filtercycle/contract/messages/fill";
import { PAYEE_FIELD_LABELS } from "@filtercycle/contract/money/money";
import type { MissReason } from "@filtercycle/contract/pickups/pickup-rules";
import { type Email, layout, plain } from "#api/areas/mail/index.ts";

/**
 * Weights, money and days as the dashboard writes them: the contract's format module
 * (docs/decisions/0084). A weight in a sentence keeps its grams without trailing zeros
 * (0.62 → "0.62"); money has paise ("₹7.75", "-₹5.00").
 */
const kg = { format: (value: number) => formatKgCompact(value) };
const rupees = { format: (value: number) => formatRupees(value) };

/** What every notice mail has: the dashboard link and the login's unsubscribe link. */
export type Links = { dashboard: string; unsubscribe: string };

/**
 * A day in a sentence: "12 Nov" in English (as before); in Gujarati and Hindi the month in full,
 * "12 નવેમ્બર 2026" (their short months are abbreviations such as "जन॰", which read poorly in a
 * sentence; docs/decisions/0093).
 */
const dayIn = (date: string, language: Language, english: (date: string) => string) =>
  language === "en" ? english(date) : formatDayLong(date, language);

function email(
  subject: string,
  heading: string,
  paragraphs: string[],
  links: Pick<Links, "dashboard"> & { unsubscribe?: string },
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  return {
    subject,
    text: plain(heading, paragraphs, links.dashboard, links.unsubscribe, language),
    html: layout(
      heading,
      paragraphs,
      { label: t["button.dashboard"], href: links.dashboard },
      links.unsubscribe,
      language,
    ),
  };
}

/** "Collected 0.62 kg at Terrace kiosk on 12 Nov; ₹7.75 credited" (issue 13), in `language`. */
export function receiptEmail(
  f: { kioskLabel: string; date: string; buttsKg: number; credit: number | null },
  links: Links,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  const values = {
    kg: kg.format(f.buttsKg),
    kiosk: f.kioskLabel,
    date: dayIn(f.date, language, formatDayMonth),
  };
  const line =
    f.credit === null
      ? fill(t["receipt.line"], values)
      : fill(t["receipt.lineCredited"], { ...values, amount: rupees.format(f.credit) });
  return email(
    fill(t["receipt.subject"], { kiosk: f.kioskLabel }),
    t["receipt.heading"],
    [line],
    links,
    language,
  );
}

export function missedEmail(
  f: { kioskLabel: string; date: string; reason: MissReason; note: string; newDate: string | null },
  links: Links,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  const reason = t[`missReason.${f.reason}`] + (f.note ? `: ${f.note}` : "");
  return email(
    fill(t["missed.subject"], { kiosk: f.kioskLabel }),
    t["missed.heading"],
    [
      fill(t["missed.line"], {
        kiosk: f.kioskLabel,
        date: dayIn(f.date, language, formatDay),
        reason,
      }),
      f.newDate
        ? fill(t["missed.newDate"], { date: dayIn(f.newDate, language, formatDay) })
        : t["missed.noDate"],
    ],
    links,
    language,
  );
}

export function requestReceivedEmail(
  f: { kioskLabel: string },
  links: Links,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  return email(
    fill(t["requestReceived.subject"], { kiosk: f.kioskLabel }),
    t["requestReceived.heading"],
    [fill(t["requestReceived.line"], { kiosk: f.kioskLabel })],
    links,
    language,
  );
}

export function requestScheduledEmail(
  f: { kioskLabel: string; date: string },
  links: Links,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  return email(
    fill(t["requestScheduled.subject"], { kiosk: f.kioskLabel }),
    t["requestScheduled.heading"],
    [
      fill(t["requestScheduled.line"], {
        kiosk: f.kioskLabel,
        date: dayIn(f.date, language, formatDay),
      }),
    ],
    links,
    language,
  );
}

export function requestDeclinedEmail(
  f: { kioskLabel: string; reason: string },
  links: Links,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  return email(
    fill(t["requestDeclined.subject"], { kiosk: f.kioskLabel }),
    t["requestDeclined.heading"],
    [
      f.reason
        ? fill(t["requestDeclined.lineWithReason"], { kiosk: f.kioskLabel, reason: f.reason })
        : fill(t["requestDeclined.line"], { kiosk: f.kioskLabel }),
    ],
    links,
    language,
  );
}

export function monthlySummaryEmail(
  f: { month: string; butts: number; kg: number; benefit: number; balance: number },
  links: Links,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  const month = formatMonthLong(f.month, language);
  return email(
    fill(t["summary.subject"], { month }),
    fill(t["summary.heading"], { month }),
    [
      fill(t["summary.butts"], { count: formatCount(f.butts), kg: kg.format(f.kg) }),
      fill(t["summary.benefit"], {
        benefit: rupees.format(f.benefit),
        balance: rupees.format(f.balance),
      }),
    ],
    links,
    language,
  );
}

/**
 * A payout request paid (issue 14). No unsubscribe link: it is about money the business is owed,
 * sent whatever the e-mail choices say (like a password reset).
 */
export function payoutPaidEmail(
  f: { amount: number; date: string; reference: string; balance: number },
  links: { dashboard: string },
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  const amount = rupees.format(f.amount);
  return email(
    fill(t["payout.subject"], { amount }),
    t["payout.heading"],
    [
      fill(t["payout.line"], {
        amount,
        date: dayIn(f.date, language, formatDay),
        reference: f.reference,
      }),
      fill(t["payout.balance"], { balance: rupees.format(f.balance) }),
    ],
    links,
    language,
  );
}

/**
 * A business's payee details changed (issue 25): names the fields, never their values (a mail
 * can be forwarded), so an owner who did not ask for it can tell us at once.
 */
export function payeeChangedEmail(
  f: { fields: string[]; changedAt: Date },
  links: { dashboard: string },
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const t = textsOf(language, "mail");
  // The notice names the fields by their English labels (PAYEE_FIELD_LABELS): each in `language`.
  const fields = f.fields.map((label) => {
    const field = PAYEE_FIELDS.find((key) => PAYEE_FIELD_LABELS[key] === label);
    return field ? t[`payee.field.${field}`] : label;
  });
  const date =
    language === "en"
      ? formatBusinessDate(f.changedAt)
      : formatDayLong(businessDayOf(f.changedAt), language);
  return email(
    t["payee.subject"],
    t["payee.subject"],
    [fill(t["payee.line"], { date, fields: fields.join(", ") }), t["payee.ifNotYou"]],
    links,
    language,
  );
}

const PAYEE_FIELDS = Object.keys(PAYEE_FIELD_LABELS) as (keyof typeof PAYEE_FIELD_LABELS)[];

/** An in-app notice (customer-notices.ts) as a mail: its title and its lines, word for word. */
export function noticeEmail(
  notice: { title: string; lines: string[] },
  links: Pick<Links, "dashboard">,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  return email(notice.title, notice.title, notice.lines, links, language);
}
