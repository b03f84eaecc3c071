import type {
  BenefitFigures,
  ButtsFigures,
  ColumnPeriods,
  CustomerSpecificStats,
  CustomerSpecificStatsWithDates,
  GreenImpact,
  Period,
} from "@filtercycle/contract/dashboard";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryPreparedRows } from "../../db/database.ts";
import { type IsoDate, todayIn } from "../../lib/dates.ts";
import { readImpactSettings } from "../settings/settings.service.ts";
import { columnPeriods, type DateRange } from "./dashboard-periods.ts";
import { type MonthSplit, splitByMonth } from "./month-split.ts";
import { periodImpactOf } from "./period-impact.ts";

/**
 * The figures of the customer dashboard (SPEC.md §7, PRODUCT.md "Figures and their meaning"),
 * always for one business. Every figure is summed by PostgreSQL over the (customer, date)
 * indexes, one statement per call, with FILTER clauses for the columns; numbers stay exact
 * `numeric` until rounded in SQL and only then become JSON numbers (`float8`), which represent
 * 3- and 2-decimal values of this size exactly. docs/impact-methodology.md explains each formula.
 */

/** "Now", injectable so tests can fix today's date. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

type ButtsColumnsRow = {
  current_month_number: number;
  current_month_kg: number;
  last_month_number: number;
  last_month_kg: number;
  till_date_number: number;
  till_date_kg: number;
};

type BenefitColumnsRow = {
  current_month_amount: number;
  current_month_redeemed: number;
  last_month_amount: number;
  last_month_redeemed: number;
  till_date_amount: number;
  till_date_redeemed: number;
};

type UnitsRow = { units_installed: number; first_installed_on: IsoDate | null };

/** Whole months of a split, as a condition on `customer_month_totals.month`. */
function wholeMonthsCondition(split: MonthSplit): SQL {
  const months = split.wholeMonths;
  if (months === null) return sql`false`;
  if (months.from === null) return sql`month <= ${months.to}::date`;
  return sql`month between ${months.from}::date and ${months.to}::date`;
}

/** The partial months of a split, as a condition on a date column of the raw rows. */
function edgesCondition(column: string, split: MonthSplit): SQL {
  if (split.edges.length === 0) return sql`false`;
  const col = sql.raw(column);
  return sql.join(
    split.edges.map((e) => sql`(${col} between ${e.startDate}::date and ${e.endDate}::date)`),
    sql` or `,
  );
}

/**
 * Butts collected in one period: whole months from the monthly roll-up plus the partial months at
 * its edges from `collections` (two index range scans of at most a month each).
 */
function buttsInPeriod(customerId: string, period: Period | null): SQL {
  if (period === null) return sql`select 0::float8 as number, 0::float8 as kg`;
  const split = splitByMonth(period);
  return sql`select (m.number + c.number)::float8 as number, (m.kg + c.kg)::float8 as kg
    from (select coalesce(sum(butts_count), 0) as number, coalesce(sum(butts_kg), 0) as kg
          from customer_month_totals where customer_id = ${customerId} and ${wholeMonthsCondition(split)}) as m
    cross join (select coalesce(sum(butts_count), 0) as number, coalesce(sum(butts_kg), 0) as kg
          from collections where customer_id = ${customerId} and (${edgesCondition("collected_on", split)})) as c`;
}

type ColumnKey = "cm" | "lm" | "td";

/**
 * The three columns of one measure in two index scans: the roll-up's whole months and the raw
 * rows' partial months, each summed three ways with FILTER. The whole months of Current Month
 * and Last Month lie inside those of Till date, and their partial days inside Till date's edges
 * or whole months, so each scan is bounded by Till date's split.
 */
function columnsQuery(
  customerId: string,
  periods: ColumnPeriods,
  measure: {
    rollUp: { [name: string]: string };
    /** Per column name: the summed column and an optional extra condition (a kind of row). */
    raw: {
      table: string;
      dateColumn: string;
      sums: { [name: string]: { column: string; only?: string } };
    };
  },
): SQL {
  const splits: Record<ColumnKey, MonthSplit | null> = {
    cm: periods.currentMonth && splitByMonth(periods.currentMonth),
    lm: periods.lastMonth && splitByMonth(periods.lastMonth),
    td: splitByMonth(periods.tillDate),
  };
  const keys: ColumnKey[] = ["cm", "lm", "td"];
  const rollUpSums = keys.flatMap((key) =>
    Object.entries(measure.rollUp).map(([name, expr]) => {
      const split = splits[key];
      const where = split ? wholeMonthsCondition(split) : sql`false`;
      return sql`coalesce(sum(${sql.raw(expr)}) filter (where ${where}), 0) as ${sql.raw(`${key}_${name}`)}`;
    }),
  );
  const rawSums = keys.flatMap((key) =>
    Object.entries(measure.raw.sums).map(([name, { column, only }]) => {
      const split = splits[key];
      const edges = split ? edgesCondition(measure.raw.dateColumn, split) : sql`false`;
      const where = only ? sql`${sql.raw(only)} and (${edges})` : edges;
      return sql`coalesce(sum(${sql.raw(column)}) filter (where ${where}), 0) as ${sql.raw(`${key}_${name}`)}`;
    }),
  );
  const anyEdge = sql.join(
    keys.map((key) => {
      const split = splits[key];
      return split ? sql`(${edgesCondition(measure.raw.dateColumn, split)})` : sql`false`;
    }),
    sql` or `,
  );
  const tdWhole = wholeMonthsCondition(splits.td as MonthSplit);
  const names = keys.flatMap((key) => Object.keys(measure.rollUp).map((name) => `${key}_${name}`));
  return sql`select ${sql.join(
    names.map((n) => sql`(m.${sql.raw(n)} + r.${sql.raw(n)})::float8 as ${sql.raw(n)}`),
    sql`, `,
  )}
    from (select ${sql.join(rollUpSums, sql`, `)} from customer_month_totals
          where customer_id = ${customerId} and ${tdWhole}) as m
    cross join (select ${sql.join(rawSums, sql`, `)} from ${sql.raw(measure.raw.table)}
          where customer_id = ${customerId} and (${anyEdge})) as r`;
}

const BUTTS = {
  rollUp: { number: "butts_count", kg: "butts_kg" },
  raw: {
    table: "collections",
    dateColumn: "collected_on",
    sums: { number: { column: "butts_count" }, kg: { column: "butts_kg" } },
  },
};
const BENEFIT = {
  rollUp: { amount: "credited", redeemed: "redeemed" },
  raw: {
    table: "benefit_transactions",
    dateColumn: "occurred_on",
    sums: {
      amount: { column: "amount", only: "kind in ('collection_credit', 'adjustment')" },
      redeemed: { column: "amount", only: "kind = 'redemption'" },
    },
  },
};

/** Butts per column (Current Month, Last Month, Till date). */
function buttsColumnsQuery(customerId: string, periods: ColumnPeriods): SQL {
  return sql`select b.cm_number as current_month_number, b.cm_kg as current_month_kg,
      b.lm_number as last_month_number, b.lm_kg as last_month_kg,
      b.td_number as till_date_number, b.td_kg as till_date_kg
    from (${columnsQuery(customerId, periods, BUTTS)}) as b`;
}

/** Benefit per column: Amount = credits + adjustments, Redeemed = redemptions (payouts). */
function benefitColumnsQuery(customerId: string, periods: ColumnPeriods): SQL {
  return sql`select b.cm_amount as current_month_amount, b.cm_redeemed as current_month_redeemed,
      b.lm_amount as last_month_amount, b.lm_redeemed as last_month_redeemed,
      b.td_amount as till_date_amount, b.td_redeemed as till_date_redeemed
    from (${columnsQuery(customerId, periods, BENEFIT)}) as b`;
}

/**
 * Units that served the customer during the range: installed on or before its end and not
 * removed before its start (a unit removed on a day still served that day). The first
 * installation day is the customer's first unit ever, whatever the range.
 */
function unitsQuery(customerId: string, range: DateRange): SQL {
  return sql`select
      (count(*) filter (where installed_on <= ${range.endDate}::date
        and (removed_on is null or removed_on >= ${range.startDate}::date)))::int as units_installed,
      to_char(min(installed_on), 'YYYY-MM-DD') as first_installed_on
    from kiosks
    where customer_id = ${customerId}`;
}

function buttsColumns(row: ButtsColumnsRow) {
  const figures = (buttsNumber: number, buttsKgs: number): ButtsFigures => ({
    buttsNumber,
    buttsKgs,
  });
  return {
    currentMonth: figures(row.current_month_number, row.current_month_kg),
    lastMonth: figures(row.last_month_number, row.last_month_kg),
    tillDate: figures(row.till_date_number, row.till_date_kg),
  };
}

function benefitColumns(row: BenefitColumnsRow) {
  const figures = (amount: number, redeemed: number): BenefitFigures => ({ amount, redeemed });
  return {
    currentMonth: figures(row.current_month_amount, row.current_month_redeemed),
    lastMonth: figures(row.last_month_amount, row.last_month_redeemed),
    tillDate: figures(row.till_date_amount, row.till_date_redeemed),
  };
}

async function businessToday(db: Db, clock: Clock): Promise<IsoDate> {
  const { businessTimeZone } = await readImpactSettings(db);
  return todayIn(businessTimeZone, clock());
}

/**
 * GET get_customer_specific_stats: the collection and benefit tables. Without a range the
 * columns run to today in the business time zone; with one, as of its end and inside it.
 */
export async function getCustomerSpecificStats(
  db: Db,
  customerId: string,
  range: DateRange | undefined,
  clock: Clock = systemClock,
): Promise<CustomerSpecificStats> {
  // A range needs no "today", so it needs no settings either: one statement in all.
  const periods = columnPeriods(
    range ?? { startDate: null, endDate: await businessToday(db, clock) },
  );
  const [row] = await queryPreparedRows<ButtsColumnsRow & BenefitColumnsRow>(
    db,
    sql`select * from (${buttsColumnsQuery(customerId, periods)}) as butts
        cross join (${benefitColumnsQuery(customerId, periods)}) as benefit`,
  );
  if (!row) throw new Error("aggregate query returned no row");
  return {
    cigaretteButtCollectionStats: buttsColumns(row),
    benefitValueStats: benefitColumns(row),
    periods,
  };
}

/** GET get_customer_specific_stats_with_dates: the reports' figures for a range. */
export async function getCustomerSpecificStatsWithDates(
  db: Db,
  customerId: string,
  range: DateRange,
): Promise<CustomerSpecificStatsWithDates> {
  const periods = columnPeriods(range);
  const [row] = await queryPreparedRows<ButtsColumnsRow & UnitsRow>(
    db,
    sql`select * from (${buttsColumnsQuery(customerId, periods)}) as butts
        cross join (${unitsQuery(customerId, range)}) as units`,
  );
  if (!row) throw new Error("aggregate query returned no row");
  const cigaretteButtCollectionStats = buttsColumns(row);
  return {
    cigaretteButtCollectionStats,
    periodStats: cigaretteButtCollectionStats.tillDate,
    periodImpact: await periodImpactOf(db, cigaretteButtCollectionStats.tillDate),
    disposalUnitInstalledDate: row.first_installed_on,
    customerDetails: {
      disposalUnitInstalled: row.units_installed,
      disposalUnitInstalledDate: row.first_installed_on,
    },
    periods,
  };
}

type GreenImpactRow = {
  code: string;
  name: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  pincode: string;
  service_type: string;
  business_type: string;
  kiosks_installed: number;
  smokers: number;
  butts_number: number;
  butts_kg: number;
  toxic_waste_kg: number;
  microplastic_kg: number;
  water_litres: number;
  people_reached: number;
};

/**
 * GET get_green_impact: the eight till-date figures with the business's details, or null when
 * the business does not exist. Kiosks installed counts units in place today (installed on or
 * before today and not yet removed); sums run to today.
 */
export async function getGreenImpact(
  db: Db,
  customerId: string,
  clock: Clock = systemClock,
): Promise<GreenImpact | null> {
  const settings = await readImpactSettings(db);
  const today = todayIn(settings.businessTimeZone, clock());
  const factor = (name: keyof typeof settings.impactFactors) =>
    sql`${String(settings.impactFactors[name].value)}::numeric`;
  const [row] = await queryPreparedRows<GreenImpactRow>(
    db,
    sql`select cu.code, cu.name, cu.address_line_1, cu.address_line_2, cu.city, cu.state,
        cu.pincode, cu.service_type, cu.business_type,
        (select count(*)::int from kiosks k
          where k.customer_id = cu.id and k.installed_on <= ${today}::date
            and (k.removed_on is null or k.removed_on > ${today}::date)) as kiosks_installed,
        coalesce((select s.count from smokers_served s where s.customer_id = cu.id), 0) as smokers,
        butts.number as butts_number,
        butts.kg as butts_kg,
        round(butts.kg::numeric * ${factor("toxicWasteKgPerButtKg")}, 3)::float8 as toxic_waste_kg,
        round(butts.kg::numeric * ${factor("microplasticKgPerButtKg")}, 3)::float8 as microplastic_kg,
        round(butts.number::numeric * ${factor("waterLitresPerButt")})::float8 as water_litres,
        (select coalesce(sum(a.people_reached), 0)::float8 from awareness_records a
          where a.customer_id = cu.id and a.held_on <= ${today}::date) as people_reached
      from customers cu
      cross join (${buttsInPeriod(customerId, { startDate: null, endDate: today })}) as butts
      where cu.id = ${customerId}`,
  );
  if (!row) return null;
  return {
    kiosks_installed: row.kiosks_installed,
    no_of_smokers: row.smokers,
    cigarette_butts_collected_in_no: row.butts_number,
    cigarette_butts_collected_in_kg: row.butts_kg,
    toxic_waste_recycled_in_kg: row.toxic_waste_kg,
    microplastic_recycled_in_kg: row.microplastic_kg,
    water_resources_protected_in_litres: row.water_litres,
    awareness_created_in_no_of_people: row.people_reached,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    serviceType: row.service_type,
    businessType: row.business_type,
    name: row.name,
    customerId: row.code,
    redeemUrl: settings.redemptionFormUrl,
    socialImpact: settings.socialImpact,
  };
}
