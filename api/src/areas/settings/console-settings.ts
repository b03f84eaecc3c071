import type { PartnerRates } from "@filtercycle/contract/money/partner-earnings";
import { partnerRatesSchema } from "@filtercycle/contract/money/partner-rates-schemas";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "#api/db/database.ts";
import { DEFAULT_SETTINGS } from "./settings.defaults.ts";
import { settings } from "./settings.tables.ts";

/**
 * The console's own settings: who counts as "payout due", the butts-per-kg estimate, the
 * chain of custody's weight tolerance, and the Partner Program's rates.
 */
export type ConsoleSettings = {
  payoutThreshold: number;
  buttsPerKgEstimate: number;
  largestKioskCapacityKg: number;
  custodyTolerancePercent: number;
  partnerRates: PartnerRates;
  pickupThresholdPercent: number;
};

const isNumberAtLeast = (value: unknown, min: number, strict: boolean): value is number =>
  typeof value === "number" && Number.isFinite(value) && (strict ? value > min : value >= min);

/** Reads them, each falling back to its default when missing or malformed. */
export async function readConsoleSettings(db: Db): Promise<ConsoleSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(
      inArray(settings.key, [
        "payoutThreshold",
        "buttsPerKgEstimate",
        "largestKioskCapacityKg",
        "custodyTolerancePercent",
        "partnerRates",
        "pickupThresholdPercent",
      ]),
    );
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const threshold = stored.get("payoutThreshold");
  const perKg = stored.get("buttsPerKgEstimate");
  const tolerance = stored.get("custodyTolerancePercent");
  const capacity = stored.get("largestKioskCapacityKg");
  return {
    payoutThreshold: isNumberAtLeast(threshold, 0, false)
      ? threshold
      : DEFAULT_SETTINGS.payoutThreshold,
    buttsPerKgEstimate: isNumberAtLeast(perKg, 0, true)
      ? perKg
      : DEFAULT_SETTINGS.buttsPerKgEstimate,
    largestKioskCapacityKg: isNumberAtLeast(capacity, 0, true)
      ? capacity
      : DEFAULT_SETTINGS.largestKioskCapacityKg,
    custodyTolerancePercent: isNumberAtLeast(tolerance, 0, false)
      ? tolerance
      : DEFAULT_SETTINGS.custodyTolerancePercent,
    partnerRates: partnerRatesFrom(stored.get("partnerRates")),
    pickupThresholdPercent: thresholdFrom(stored.get("pickupThresholdPercent")),
  };
}

const thresholdFrom = (value: unknown): number =>
  isNumberAtLeast(value, 0, true) && value <= 100 ? value : DEFAULT_SETTINGS.pickupThresholdPercent;

/** The forecast's pickup threshold (setting `pickupThresholdPercent`, percent of capacity). */
export async function readPickupThresholdPercent(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, "pickupThresholdPercent"));
  return thresholdFrom(row?.value);
}

/** A stored `partnerRates` value when it passes the contract's rules, the default otherwise. */
function partnerRatesFrom(value: unknown): PartnerRates {
  const parsed = partnerRatesSchema.safeParse(value);
  return parsed.success ? parsed.data : { ...DEFAULT_SETTINGS.partnerRates };
}

/** The Partner Program's rates (setting `partnerRates`), or the default. */
export async function readPartnerRates(db: Db): Promise<PartnerRates> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, "partnerRates"));
  return partnerRatesFrom(row?.value);
}

/**
 * What the largest kiosk model holds, in kg (setting `largestKioskCapacityKg`): the stored value
 * when it is a positive number, the default (25 kg) otherwise.
 */
export async function readLargestKioskCapacityKg(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, "largestKioskCapacityKg"));
  const value = row?.value;
  return isNumberAtLeast(value, 0, true) ? value : DEFAULT_SETTINGS.largestKioskCapacityKg;
}
