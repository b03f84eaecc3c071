import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "#api/db/database.ts";
import { DEFAULT_SETTINGS } from "./settings.defaults.ts";
import { settings } from "./settings.tables.ts";

/** Writes each default setting that is not stored yet; stored values are left as staff set them. */
export async function ensureDefaultSettings(db: Db): Promise<void> {
  forgetSettings(db);
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}

export type ImpactFactor = { value: number; source: string };
export type ImpactFactorName = keyof typeof DEFAULT_SETTINGS.impactFactors;

/** The settings the dashboard, the reports and the methodology page read. */
export type ImpactSettings = {
  businessTimeZone: string;
  /** null: no "Redeem" link. */
  redemptionFormUrl: string | null;
  socialImpact: { unskilledEmployment: number; stayAtHomeMothers: number };
  impactFactors: Record<ImpactFactorName, ImpactFactor>;
};

const IMPACT_SETTING_KEYS = [
  "businessTimeZone",
  "redemptionFormUrl",
  "socialImpact",
  "impactFactors",
] as const satisfies readonly (keyof typeof DEFAULT_SETTINGS)[];

const factorSchema = z.object({ value: z.number().nonnegative(), source: z.string() });
const socialImpactSchema = z.object({
  unskilledEmployment: z.number().int().nonnegative(),
  stayAtHomeMothers: z.number().int().nonnegative(),
});
const webAddressSchema = z.url({ protocol: /^https?$/ });

function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value === "") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the impact settings in one query. A key that is missing, or a value of the wrong shape,
 * falls back to its default (each factor on its own), so a half-edited setting can never turn
 * the dashboard into an error page.
 */
/**
 * Every dashboard call needs these, and staff change them rarely: they are kept for a few seconds
 * per database, which saves a round trip on most calls. A change made through this service is
 * seen at once by this instance (`forgetSettings`); other instances see it within the TTL.
 */
const SETTINGS_TTL_MS = 10_000;
const cachedSettings = new WeakMap<Db, { at: number; settings: Promise<ImpactSettings> }>();

export function readImpactSettings(db: Db): Promise<ImpactSettings> {
  const cached = cachedSettings.get(db);
  if (cached && Date.now() - cached.at < SETTINGS_TTL_MS) return cached.settings;
  const settings = loadImpactSettings(db);
  cachedSettings.set(db, { at: Date.now(), settings });
  settings.catch(() => cachedSettings.delete(db));
  return settings;
}

/** Stores one setting (insert or replace) and drops this instance's cached copy. */
export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  forgetSettings(db);
}

/** Removes every stored setting, so the defaults apply again (tests start from them). */
export async function clearStoredSettings(db: Db): Promise<void> {
  await db.delete(settings);
  forgetSettings(db);
}

/** Drops the cached settings of a database (after a change, and between tests). */
export function forgetSettings(db: Db): void {
  cachedSettings.delete(db);
}

async function loadImpactSettings(db: Db): Promise<ImpactSettings> {
  // Every dashboard call reads these. Values come as text and are parsed here: on PGlite that is
  // about 4× faster than the query builder with jsonb decoding (1 ms against 4 ms a read).
  const rows = await queryRows<{ key: string; value: string }>(
    db,
    sql`select ${settings.key} as key, ${settings.value}::text as value from ${settings}
        where ${settings.key} in (${sql.join(
          IMPACT_SETTING_KEYS.map((key) => sql`${key}`),
          sql`, `,
        )})`,
  );
  return impactSettingsFrom(new Map(rows.map((row) => [row.key, JSON.parse(row.value)])));
}

/** The impact settings from stored values by key, with the defaults filled in. */
export function impactSettingsFrom(stored: ReadonlyMap<string, unknown>): ImpactSettings {
  const timeZone = stored.get("businessTimeZone");

  // An explicit null or empty address means "no Redeem link"; a missing key takes the default.
  const redemption = stored.has("redemptionFormUrl")
    ? stored.get("redemptionFormUrl")
    : DEFAULT_SETTINGS.redemptionFormUrl;
  const redemptionFormUrl =
    redemption === null || redemption === ""
      ? null
      : webAddressSchema.safeParse(redemption).success
        ? (redemption as string)
        : DEFAULT_SETTINGS.redemptionFormUrl;

  const social = socialImpactSchema.safeParse(stored.get("socialImpact"));

  const storedFactors = stored.get("impactFactors");
  const factorsByName =
    typeof storedFactors === "object" && storedFactors !== null
      ? (storedFactors as Record<string, unknown>)
      : {};
  const factor = (name: ImpactFactorName): ImpactFactor => {
    const parsed = factorSchema.safeParse(factorsByName[name]);
    return parsed.success ? parsed.data : { ...DEFAULT_SETTINGS.impactFactors[name] };
  };

  return {
    businessTimeZone: isTimeZone(timeZone) ? timeZone : DEFAULT_SETTINGS.businessTimeZone,
    redemptionFormUrl,
    socialImpact: social.success ? social.data : { ...DEFAULT_SETTINGS.socialImpact },
    impactFactors: {
      toxicWasteKgPerButtKg: factor("toxicWasteKgPerButtKg"),
      microplasticKgPerButtKg: factor("microplasticKgPerButtKg"),
      waterLitresPerButt: factor("waterLitresPerButt"),
    },
  };
}

/** Settings' payoutThreshold (rupees; the console's "payouts due"), or its default. */
export async function readPayoutThreshold(db: Db): Promise<number> {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select ${settings.value}::text as value from ${settings} where ${settings.key} = 'payoutThreshold'`,
  );
  const value = row ? JSON.parse(row.value) : undefined;
  return typeof value === "number" && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_SETTINGS.payoutThreshold;
}
