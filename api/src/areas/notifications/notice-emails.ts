import {
  formatBusinessDate,
  formatCount,
  formatDay,
  formatDayMonth,
  formatKgCompact,
  formatMonthLong,
  formatRupees,
} from "@filtercycle/contract/format";
import { MISS_REASON_LABELS, type MissReason } from "@filtercycle/contract/pickups/pickup-rules";
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

function email(
  subject: string,
  heading: string,
  paragraphs: string[],
  links: Pick<Links, "dashboard"> & { unsubscribe?: string },
): Email {
  return {
    subject,
    text: plain(heading, paragraphs, links.dashboard, links.unsubscribe),
    html: layout(
      heading,
      paragraphs,
      { label: "Open your dashboard", href: links.dashboard },
      links.unsubscribe,
    ),
  };
}

/** "Collected 0.62 kg at Terrace kiosk on 12 Nov; ₹7.75 credited" (issue 13). */
export function receiptEmail(
  f: { kioskLabel: string; date: string; buttsKg: number; credit: number | null },
  links: Links,
): Email {
  const line = `Collected ${kg.format(f.buttsKg)} kg at ${f.kioskLabel} on ${formatDayMonth(f.date)}${f.credit === null ? "" : `; ${rupees.format(f.credit)} credited`}`;
  return email(`Pickup receipt: ${f.kioskLabel}`, "Pickup done", [line], links);
}

export function missedEmail(
  f: { kioskLabel: string; date: string; reason: MissReason; note: string; newDate: string | null },
  links: Links,
): Email {
  const reason = MISS_REASON_LABELS[f.reason] + (f.note ? `: ${f.note}` : "");
  return email(
    `Missed pickup: ${f.kioskLabel}`,
    "We could not pick up today",
    [
      `The pickup at ${f.kioskLabel} on ${formatDay(f.date)} was missed. Reason: ${reason}.`,
      f.newDate
        ? `We will come again on ${formatDay(f.newDate)}.`
        : "We will let you know the new date.",
    ],
    links,
  );
}

export function requestReceivedEmail(f: { kioskLabel: string }, links: Links): Email {
  return email(
    `Pickup request received: ${f.kioskLabel}`,
    "We have your pickup request",
    [`We have received your request for a pickup at ${f.kioskLabel}. We will e-mail you its date.`],
    links,
  );
}

export function requestScheduledEmail(
  f: { kioskLabel: string; date: string },
  links: Links,
): Email {
  return email(
    `Pickup scheduled: ${f.kioskLabel}`,
    "Your pickup is scheduled",
    [`The pickup you asked for at ${f.kioskLabel} is scheduled for ${formatDay(f.date)}.`],
    links,
  );
}

export function requestDeclinedEmail(
  f: { kioskLabel: string; reason: string },
  links: Links,
): Email {
  return email(
    `Pickup request declined: ${f.kioskLabel}`,
    "We could not accept your pickup request",
    [
      `Your request for a pickup at ${f.kioskLabel} was declined${f.reason ? `: ${f.reason}` : "."}`,
    ],
    links,
  );
}

export function monthlySummaryEmail(
  f: { month: string; butts: number; kg: number; benefit: number; balance: number },
  links: Links,
): Email {
  const name = formatMonthLong(f.month);
  return email(
    `Your ${name} summary`,
    `${name} in figures`,
    [
      `Butts collected: ${formatCount(f.butts)} (${kg.format(f.kg)} kg).`,
      `Benefit credited: ${rupees.format(f.benefit)}. Balance: ${rupees.format(f.balance)}.`,
    ],
    links,
  );
}

/**
 * A payout request paid (issue 14). No unsubscribe link: it is about money the business is owed,
 * sent whatever the e-mail choices say (like a password reset).
 */
export function payoutPaidEmail(
  f: { amount: number; date: string; reference: string; balance: number },
  links: { dashboard: string },
): Email {
  return email(
    `Payout of ${rupees.format(f.amount)} paid`,
    "Your payout has been paid",
    [
      `We paid ${rupees.format(f.amount)} on ${formatDay(f.date)}. Reference: ${f.reference}.`,
      `Your balance is now ${rupees.format(f.balance)}.`,
    ],
    links,
  );
}

/**
 * A business's payee details changed (issue 25): names the fields, never their values (a mail
 * can be forwarded), so an owner who did not ask for it can tell us at once.
 */
export function payeeChangedEmail(
  f: { fields: string[]; changedAt: Date },
  links: { dashboard: string },
): Email {
  return email(
    "Your payout details were changed",
    "Your payout details were changed",
    [
      `On ${formatBusinessDate(f.changedAt)} Filtercycle changed where your payouts are paid: ${f.fields.join(", ")}.`,
      "If your business did not ask for this change, reply to this e-mail or call us before your next payout.",
    ],
    links,
  );
}

/** An in-app notice (customer-notices.ts) as a mail: its title and its lines, word for word. */
export function noticeEmail(
  notice: { title: string; lines: string[] },
  links: Pick<Links, "dashboard">,
): Email {
  return email(notice.title, notice.title, notice.lines, links);
}
