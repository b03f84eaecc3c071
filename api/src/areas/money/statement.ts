import type { DateRange } from "@filtercycle/contract/dates";
import { money as englishMoney } from "@filtercycle/contract/messages/en/money";
import type { Statement, StatementEntry } from "@filtercycle/contract/money/money";
import {
  describeStatementLine,
  type StatementLineParts,
} from "@filtercycle/contract/money/statement-words";
import { sql } from "drizzle-orm";
import { collectionReads as collections } from "#api/areas/collections/index.ts";
import { kioskReads as kiosks } from "#api/areas/kiosks/index.ts";
import { type Db, queryRows } from "#api/db/database.ts";
import { benefitTransactions } from "./ledger.tables.ts";

/**
 * A business's statement of a period (issue 14, docs/decisions/0065): the ledger's rows of the
 * period in date order (ties by id), each signed (a payout negative) with the balance after it,
 * between the opening balance (the ledger's sum before the first day) and the closing one. Sums
 * are made in paise, so every figure is exact and closing = opening + credits − payouts ± adjustments.
 */

const b = benefitTransactions;
const c = collections;
const k = kiosks;

const paiseOf = (rupees: string | number) => Math.round(Number(rupees) * 100);
const rupeesOf = (paise: number) => paise / 100;

type Row = {
  id: string;
  date: string;
  kind: "collection_credit" | "redemption" | "adjustment";
  amount: string;
  reference: string;
  note: string;
  ratePerKg: string | null;
  collectionId: string | null;
  buttsKg: string | null;
  kioskLabel: string | null;
};

type DescribedRow = Pick<
  Row,
  "kind" | "reference" | "note" | "ratePerKg" | "buttsKg" | "kioskLabel"
>;

/** A ledger row as a statement line's parts (what a screen writes in its reader's language). */
export function linePartsOf(row: DescribedRow): StatementLineParts {
  return {
    kind:
      row.kind === "collection_credit" ? "credit" : row.kind === "redemption" ? "payout" : row.kind,
    reference: row.kind === "redemption" ? row.reference : "",
    note: row.kind === "adjustment" ? row.note : "",
    kiosk: row.kind === "collection_credit" ? row.kioskLabel : null,
    kg: row.kind === "collection_credit" && row.buttsKg !== null ? Number(row.buttsKg) : null,
    ratePerKg:
      row.kind === "collection_credit" && row.ratePerKg !== null ? Number(row.ratePerKg) : null,
  };
}

/**
 * A statement line's words in English: "Payout: UTR123"; a reference that already says
 * "Payout …" is shown as it is (not "Payout: Payout for quarter …").
 */
export function describeEntry(row: DescribedRow): string {
  return describeStatementLine(linePartsOf(row), englishMoney);
}

/** The signed paise of a ledger row: a payout takes from the balance. */
const signedPaise = (kind: Row["kind"], amount: string) =>
  kind === "redemption" ? -paiseOf(amount) : paiseOf(amount);

export async function statementOf(
  db: Db,
  customerId: string,
  period: DateRange,
): Promise<Statement> {
  const [opening] = await queryRows<{ paise: string | null }>(
    db,
    sql`select sum(case when ${b.kind} = 'redemption' then -${b.amount} else ${b.amount} end * 100)::bigint::text as paise
        from ${b} where ${b.customerId} = ${customerId} and ${b.occurredOn} < ${period.startDate}`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select ${b.id}::text as id, to_char(${b.occurredOn}, 'YYYY-MM-DD') as date, ${b.kind} as kind,
          ${b.amount}::text as amount, ${b.reference} as reference, ${b.note} as note,
          ${b.ratePerKg}::text as "ratePerKg", ${b.collectionId}::text as "collectionId",
          ${c.buttsKg}::text as "buttsKg", ${k.label} as "kioskLabel"
        from ${b}
        left join ${c} on ${c.id} = ${b.collectionId}
        left join ${k} on ${k.id} = ${c.kioskId}
        where ${b.customerId} = ${customerId}
          and ${b.occurredOn} >= ${period.startDate} and ${b.occurredOn} <= ${period.endDate}
        order by ${b.occurredOn}, ${b.id}`,
  );
  const openingPaise = Number(opening?.paise ?? 0);
  let balance = openingPaise;
  const totals = { credit: 0, payout: 0, adjustment: 0 };
  const entries: StatementEntry[] = rows.map((row) => {
    const amount = signedPaise(row.kind, row.amount);
    const line = linePartsOf(row);
    balance += amount;
    const kind =
      row.kind === "collection_credit" ? "credit" : row.kind === "redemption" ? "payout" : row.kind;
    totals[kind] += amount;
    return {
      id: Number(row.id),
      date: row.date,
      kind,
      amount: rupeesOf(amount),
      balance: rupeesOf(balance),
      description: describeStatementLine(line, englishMoney),
      collectionId: row.collectionId === null ? null : Number(row.collectionId),
      reference: row.kind === "redemption" ? row.reference : "",
      parts: { kiosk: line.kiosk, kg: line.kg, ratePerKg: line.ratePerKg, note: line.note },
    };
  });
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    openingBalance: rupeesOf(openingPaise),
    credits: rupeesOf(totals.credit),
    payouts: rupeesOf(-totals.payout),
    adjustments: rupeesOf(totals.adjustment),
    closingBalance: rupeesOf(balance),
    entries,
  };
}

/** The newest payout (by date, then id), or null: the balance card's "last payout". */
export async function lastPayoutOf(
  db: Db,
  customerId: string,
): Promise<{ date: string; amount: number; reference: string } | null> {
  const [row] = await queryRows<{ date: string; amount: string; reference: string }>(
    db,
    sql`select to_char(${b.occurredOn}, 'YYYY-MM-DD') as date, ${b.amount}::text as amount,
          ${b.reference} as reference
        from ${b} where ${b.customerId} = ${customerId} and ${b.kind} = 'redemption'
        order by ${b.occurredOn} desc, ${b.id} desc limit 1`,
  );
  return row ? { date: row.date, amount: Number(row.amount), reference: row.reference } : null;
}
