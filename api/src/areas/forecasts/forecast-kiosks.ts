import type { ForecastBasis, PlanningMode } from "@filtercycle/contract/forecasts/forecasts";
import { sql } from "drizzle-orm";
import { collectionReads as collections } from "#api/areas/collections/index.ts";
import { customerReads as customers } from "#api/areas/customers/index.ts";
import { kioskReads as kiosks, kioskModelReads as models } from "#api/areas/kiosks/index.ts";
import { pickupReads as pickups, requestReads as requests } from "#api/areas/pickups/index.ts";
import { readImpactSettings, readPickupThresholdPercent } from "#api/areas/settings/index.ts";
import type { Database, Db } from "#api/db/database.ts";
import { queryRows } from "#api/db/database.ts";
import { addDays } from "#api/lib/dates.ts";
import {
  FORECAST_RULES,
  forecastKiosk,
  learnRate,
  medianRate,
  type Visit,
} from "./forecast-math.ts";

/** A kiosk's forecast, as the planner, the console and the Service tab read it. */
export type KioskForecast = {
  kioskId: string;
  customerId: string;
  /** The business's choice. */
  planningMode: PlanningMode;
  /** The kiosk's own override, else its model's default. */
  capacityKg: number;
  /** Expected fill at the start of `asOf`. */
  fillKg: number;
  /** 0–100 (above 100 when overdue). */
  fillPercent: number;
  /** The business day (YYYY-MM-DD) it reaches the pickup threshold. */
  fullOn: string | null;
  basis: ForecastBasis;
  rateKgPerDay: number;
};

type KioskRow = {
  id: string;
  customerId: string;
  businessType: string;
  planningMode: PlanningMode;
  installedOn: string;
  capacityKg: number;
};

const ids = (list: readonly string[]) =>
  sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The kiosks in service (all, or the ones named), with what the forecast needs of them. */
async function kioskRows(db: Db, kioskIds: readonly string[] | undefined): Promise<KioskRow[]> {
  if (kioskIds !== undefined && kioskIds.length === 0) return [];
  const only = kioskIds === undefined ? sql`` : sql` and ${kiosks.id} in (${ids(kioskIds)})`;
  return queryRows<KioskRow>(
    db,
    sql`select ${kiosks.id} as id, ${kiosks.customerId} as "customerId",
          ${customers.businessType} as "businessType", ${customers.planningMode} as "planningMode",
          to_char(${kiosks.installedOn}, 'YYYY-MM-DD') as "installedOn",
          coalesce(${kiosks.capacityKg}, ${models.capacityKg})::float8 as "capacityKg"
        from ${kiosks}
        join ${customers} on ${customers.id} = ${kiosks.customerId}
        join ${models} on ${models.id} = ${kiosks.modelId}
        where ${kiosks.removedOn} is null${only}`,
  );
}

/**
 * Each kiosk's visits up to `asOf`, within the history the forecast reads: its collections (kg
 * per day) and its "Kiosk empty" misses (0 kg).
 */
async function visitsOf(db: Db, kioskIds: readonly string[], asOf: string) {
  const visits = new Map<string, Visit[]>();
  if (kioskIds.length === 0) return visits;
  const from = addDays(asOf, -(FORECAST_RULES.historyDays + 366));
  const rows = await queryRows<{ kioskId: string; on: string; kg: number }>(
    db,
    sql`select kiosk_id as "kioskId", to_char(day, 'YYYY-MM-DD') as "on", sum(kg)::float8 as kg
        from (
          select ${collections.kioskId} as kiosk_id, ${collections.collectedOn} as day,
                 ${collections.buttsKg} as kg
            from ${collections}
            where ${collections.kioskId} in (${ids(kioskIds)})
              and ${collections.collectedOn} between ${from}::date and ${asOf}::date
          union all
          select ${pickups.kioskId}, ${pickups.plannedOn}, 0
            from ${pickups}
            where ${pickups.kioskId} in (${ids(kioskIds)}) and ${pickups.status} = 'missed'
              and ${pickups.missReason} = 'kiosk_empty'
              and ${pickups.plannedOn} between ${from}::date and ${asOf}::date
        ) v
        group by kiosk_id, day order by kiosk_id, day`,
  );
  for (const row of rows) {
    const list = visits.get(row.kioskId) ?? [];
    list.push({ on: row.on, kg: row.kg });
    visits.set(row.kioskId, list);
  }
  return visits;
}

/** Each kiosk's open "kiosk full" request: the business day it was made. */
async function fullRequestsOf(db: Db, kioskIds: readonly string[], timeZone: string) {
  if (kioskIds.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ kioskId: string; on: string }>(
    db,
    sql`select ${requests.kioskId} as "kioskId",
          to_char(${requests.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD') as "on"
        from ${requests}
        where ${requests.kioskId} in (${ids(kioskIds)}) and ${requests.reason} = 'kiosk_full'
          and ${requests.status} in ('requested', 'scheduled')`,
  );
  return new Map(rows.map((row) => [row.kioskId, row.on]));
}

/**
 * The median own rate (kg a day) of kiosks in service at businesses of each of `types`, from
 * kiosks with at least `minVisits` visits; a type with none borrows the median of every type's.
 */
async function borrowedRates(db: Db, types: ReadonlySet<string>, asOf: string) {
  const medians = new Map<string, number | null>();
  if (types.size === 0) return medians;
  const all = await kioskRows(db, undefined);
  const visits = await visitsOf(
    db,
    all.map((k) => k.id),
    asOf,
  );
  const byType = new Map<string, number[]>();
  const everyRate: number[] = [];
  for (const kiosk of all) {
    const rate = learnRate(kiosk.installedOn, visits.get(kiosk.id) ?? []);
    if (!rate) continue;
    everyRate.push(rate.kgPerDay);
    const list = byType.get(kiosk.businessType) ?? [];
    list.push(rate.kgPerDay);
    byType.set(kiosk.businessType, list);
  }
  for (const type of types) {
    medians.set(type, medianRate(byType.get(type) ?? []) ?? medianRate(everyRate));
  }
  return medians;
}

/**
 * The forecast of every kiosk in service (or of the ones named, removed ones left out) at the
 * start of the business day `asOf`: the model is forecast-math.ts, the threshold the setting
 * `pickupThresholdPercent`.
 */
export async function forecastKiosks(
  database: Database,
  input: { asOf: string; kioskIds?: readonly string[] },
): Promise<Map<string, KioskForecast>> {
  const { db } = database;
  const rows = await kioskRows(db, input.kioskIds);
  const answer = new Map<string, KioskForecast>();
  if (rows.length === 0) return answer;
  const [thresholdPercent, { businessTimeZone }] = await Promise.all([
    readPickupThresholdPercent(db),
    readImpactSettings(db),
  ]);
  const kioskIds = rows.map((row) => row.id);
  const [visits, fullRequests] = await Promise.all([
    visitsOf(db, kioskIds, input.asOf),
    fullRequestsOf(db, kioskIds, businessTimeZone),
  ]);
  const rates = new Map(
    rows.map((row) => [row.id, learnRate(row.installedOn, visits.get(row.id) ?? [])]),
  );
  const needBorrow = new Set(rows.filter((row) => !rates.get(row.id)).map((r) => r.businessType));
  const borrowed = await borrowedRates(db, needBorrow, input.asOf);
  for (const row of rows) {
    const forecast = forecastKiosk({
      asOf: input.asOf,
      installedOn: row.installedOn,
      capacityKg: row.capacityKg,
      thresholdPercent,
      visits: visits.get(row.id) ?? [],
      rate: rates.get(row.id) ?? null,
      fullRequestOn: fullRequests.get(row.id) ?? null,
      borrowedKgPerDay: borrowed.get(row.businessType) ?? null,
    });
    answer.set(row.id, {
      kioskId: row.id,
      customerId: row.customerId,
      planningMode: row.planningMode,
      capacityKg: row.capacityKg,
      ...forecast,
    });
  }
  return answer;
}
