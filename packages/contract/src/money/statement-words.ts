import { type FormatLocale, formatKg, formatRupees } from "../format-numbers.ts";
import { fill } from "../messages/fill.ts";

/**
 * A statement line's words (issue 14; issue 29), made from what the line is — its kind and its
 * parts — in the reader's language: the API writes the English `description` with it, a screen
 * the line in the language its reader chose. What staff typed (a payout's reference, an
 * adjustment's reason) and a kiosk's name are shown as they were written.
 */
export type StatementLineParts = {
  kind: "credit" | "payout" | "adjustment";
  /** A payout's reference (UTR, cheque number, or staff's words); "" when none. */
  reference: string;
  /** An adjustment's reason as staff typed it; "" when none. */
  note: string;
  /** A credit's kiosk, by its label; null when the kiosk or the collection is gone. */
  kiosk: string | null;
  /** A credit's collection weight in kg; null when the collection is gone. */
  kg: number | null;
  /** The rate the credit was made at, ₹ per kg; null for credits from before rates were stored. */
  ratePerKg: number | null;
};

type EntryKey =
  | "entry.payout"
  | "entry.payoutReference"
  | "entry.adjustment"
  | "entry.credit"
  | "entry.creditNoRate"
  | "entry.creditNoWeight"
  | "entry.removedKiosk";

/** The money area's line words of one language (`messages/<lang>/money.ts`). */
export type StatementLineTexts = { readonly [K in EntryKey]: string };

/**
 * "Collection at Terrace: 0.620 kg at ₹300.00/kg", "Payout: UTR123", an adjustment's reason.
 * In English a reference that already says "Payout …" is shown as it is (not "Payout: Payout for
 * quarter …"); in Gujarati and Hindi the language's word always comes first, so the reader sees
 * what the line is before the English words staff typed.
 */
export function describeStatementLine(
  line: StatementLineParts,
  t: StatementLineTexts,
  language: FormatLocale = "en",
): string {
  if (line.kind === "payout") {
    const reference = line.reference.trim();
    if (!reference) return t["entry.payout"];
    if (language === "en" && /^payout\b/i.test(reference)) return line.reference;
    return fill(t["entry.payoutReference"], { reference: line.reference });
  }
  if (line.kind === "adjustment") return line.note || t["entry.adjustment"];
  const kiosk = line.kiosk ?? t["entry.removedKiosk"];
  if (line.kg === null) return fill(t["entry.creditNoWeight"], { kiosk });
  const kg = formatKg(line.kg, language);
  if (line.ratePerKg === null) return fill(t["entry.creditNoRate"], { kiosk, kg });
  return fill(t["entry.credit"], { kiosk, kg, rate: formatRupees(line.ratePerKg, language) });
}
