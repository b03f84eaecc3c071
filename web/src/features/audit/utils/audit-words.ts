import type { AuditEntry } from "@filtercycle/contract/audit/audit-log";
import { IMPACT_FACTOR_DEFAULTS } from "@filtercycle/contract/impact/impact-factors";
import {
  formatBusinessDateTime,
  formatDay,
  formatKg,
  formatNumber,
  formatRupees,
} from "#web/lib/format";
import { AUDIT_FIELD_LABELS, AUDIT_TEXT } from "../constants";

/**
 * An audit entry in words (issue 28): field names as people say them ("Water per butt
 * (litres)"), values in the formats of the rest of the console (₹ with paise, kg with grams,
 * "20 Nov 2026"), and records by their names rather than their ids.
 */

/** Fields whose values are rupees. */
const MONEY = new Set([
  "amount",
  "credit",
  "balance",
  "total",
  "benefitRatePerKg",
  "ratePerKg",
  "payoutThreshold",
  "lowPerKg",
  "highPerKg",
]);
/** Fields whose values are kg. */
const KG = new Set(["buttsKg", "weightKg", "kg", "totalKg", "exampleKgPerMonth"]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const NUMBER = /^-?\d+(\.\d+)?$/;

const FACTOR_WORDS = Object.fromEntries(
  Object.keys(IMPACT_FACTOR_DEFAULTS).map((key) => [key, AUDIT_FIELD_LABELS[key] ?? key]),
);

/** "benefitRatePerKg" → "Benefit rate per kg" (a field the list does not name). */
function words(key: string): string {
  const spaced = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A field's dotted path in words: "impactFactors.waterLitresPerButt.value" → "Water per butt
 * (litres)", "….source" → "Water per butt (litres): source", "partnerRates.lowPerKg" → its label.
 */
export function fieldWords(path: string): string {
  if (AUDIT_FIELD_LABELS[path]) return AUDIT_FIELD_LABELS[path];
  const parts = path.split(".");
  const factor = parts.find((part) => part in FACTOR_WORDS);
  if (factor) {
    const last = parts[parts.length - 1] ?? "";
    const name = FACTOR_WORDS[factor] ?? factor;
    return last === "value" || last === factor
      ? name
      : `${name}: ${fieldWords(last).toLowerCase()}`;
  }
  const last = parts[parts.length - 1] ?? path;
  return AUDIT_FIELD_LABELS[last] ?? words(last);
}

/** The last key of a dotted path ("partnerRates.lowPerKg" → "lowPerKg"). */
const keyOf = (path: string) => path.split(".").pop() ?? path;

/** A stored value (as the diff holds it, text) in the console's formats. */
export function valueWords(path: string, text: string): string {
  const key = keyOf(path);
  if (text.startsWith("[")) {
    // A list (bag codes): its items, comma-separated.
    try {
      const items: unknown = JSON.parse(text);
      if (Array.isArray(items)) return items.map((item) => String(item)).join(", ");
    } catch {
      // Not a list after all: written as it is.
    }
  }
  if (text === "true") return AUDIT_TEXT.diff.yes;
  if (text === "false") return AUDIT_TEXT.diff.no;
  if (NUMBER.test(text)) {
    const value = Number(text);
    if (MONEY.has(key)) return formatRupees(value);
    if (KG.has(key)) return `${formatKg(value)} kg`;
    if (key === "visit" || key.endsWith("Id") || key === "id") return text;
    return formatNumber(value);
  }
  if (DAY.test(text)) return formatDay(text);
  if (MOMENT.test(text)) return formatBusinessDateTime(text);
  return text;
}

/** True when a field is an internal id the person reading the log has no use for. */
export function isInternalId(path: string, text: string | null): boolean {
  const key = keyOf(path);
  return (key === "id" || key.endsWith("Id")) && (text === null || UUID.test(text));
}

/** The name a record goes by in the log: its name, label or title, else its id (unless internal). */
export function recordName(entry: Pick<AuditEntry, "entity" | "entityId" | "before" | "after">) {
  const view = (entry.after ?? entry.before) as Record<string, unknown> | null;
  const field = (key: string) =>
    view && typeof view === "object" && typeof view[key] === "string" ? (view[key] as string) : "";
  if (entry.entity === "collection" && field("kioskSerial") && field("date"))
    return AUDIT_TEXT.collectionName(field("kioskSerial"), formatDay(field("date")));
  const name =
    field("name") ||
    field("label") ||
    field("title") ||
    field("email") ||
    field("code") ||
    field("bagCode");
  if (name) return field("serial") ? `${name} (${field("serial")})` : name;
  return UUID.test(entry.entityId) ? "" : entry.entityId;
}
