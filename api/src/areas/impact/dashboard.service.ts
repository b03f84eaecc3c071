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
import { type Db, queryRows } from "../../db/database.ts";
import { type IsoDate, todayIn } from "../../lib/dates.ts";
import { readImpactSettings } from "../settings/settings.service.ts";
import { columnPeriods, type DateRange } from "./dashboard-periods.ts";

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

/** `column` inside a period (inclusive); a null period matches nothing, a null start no bound. */
function within(column: string, period: Period | null): SQL {
  const col = sql.raw(column);
  if (period === null) return sql`false`;
  if (period.startDate === null) return sql`${col} <= ${period.endDate}::date`;
  return sql`${col} between ${period.startDate}::date and ${period.endDate}::date`;
}

/** Butts per column from `collections`: one index range scan over the Till date period. */
function buttsColumnsQuery(customerId: string, periods: ColumnPeriods): SQL {
  const cm = within("collected_on", periods.currentMonth);
  const lm = within("collected_on", periods.lastMonth);
  return sql`select
      coalesce(sum(butts_count) filter (where ${cm}), 0)::float8 as current_month_number,
      coalesce(sum(butts_kg) filter (where ${cm}), 0)::float8 as current_month_kg,
      coalesce(sum(butts_count) filter (where ${lm}), 0)::float8 as last_month_number,
      coalesce(sum(butts_kg) filter (where ${lm}), 0)::float8 as last_month_kg,
      coalesce(sum(butts_count), 0)::float8 as till_date_number,
      coalesce(sum(butts_kg), 0)::float8 as till_date_kg
    from collections
    where customer_id = ${customerId} and ${within("collected_on", periods.tillDate)}`;
}

/**
 * Benefit per column from `benefit_transactions`: Amount = collection credits + adjustments,
 * Redeemed = redemptions (payouts), each in the column's days.
 */
function benefitColumnsQuery(customerId: string, periods: ColumnPeriods): SQL {
  const cm = within("occurred_on", periods.currentMonth);
  const lm = within("occurred_on", periods.lastMonth);
  const credit = sql`kind in ('collection_credit', 'adjustment')`;
  const payout = sql`kind = 'redemption'`;
  return sql`select
      coalesce(sum(amount) filter (where ${credit} and ${cm}), 0)::float8 as current_month_amount,
      coalesce(sum(amount) filter (where ${payout} and ${cm}), 0)::float8 as current_month_redeemed,
      coalesce(sum(amount) filter (where ${credit} and ${lm}), 0)::float8 as last_month_amount,
      coalesce(sum(amount) filter (where ${payout} and ${lm}), 0)::float8 as last_month_redeemed,
      coalesce(sum(amount) filter (where ${credit}), 0)::float8 as till_date_amount,
      coalesce(sum(amount) filter (where ${payout}), 0)::float8 as till_date_redeemed
    from benefit_transactions
    where customer_id = ${customerId} and ${within("occurred_on", periods.tillDate)}`;
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
  const [row] = await queryRows<ButtsColumnsRow & BenefitColumnsRow>(
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
  const [row] = await queryRows<ButtsColumnsRow & UnitsRow>(
    db,
    sql`select * from (${buttsColumnsQuery(customerId, periods)}) as butts
        cross join (${unitsQuery(customerId, range)}) as units`,
  );
  if (!row) throw new Error("aggregate query returned no row");
  const cigaretteButtCollectionStats = buttsColumns(row);
  return {
    cigaretteButtCollectionStats,
    periodStats: cigaretteButtCollectionStats.tillDate,
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
  const [row] = await queryRows<GreenImpactRow>(
    db,
    sql`select cu.code, cu.name, cu.address_line_1, cu.address_line_2, cu.city, cu.state,
        cu.pincode, cu.service_type, cu.business_type,
        (select count(*)::int from kiosks k
          where k.customer_id = cu.id and k.installed_on <= ${today}::date
            and (k.removed_on is null or k.removed_on > ${today}::date)) as kiosks_installed,
        coalesce((select s.count from smokers_served s where s.customer_id = cu.id), 0) as smokers,
        butts.number::float8 as butts_number,
        butts.kg::float8 as butts_kg,
        round(butts.kg * ${factor("toxicWasteKgPerButtKg")}, 3)::float8 as toxic_waste_kg,
        round(butts.kg * ${factor("microplasticKgPerButtKg")}, 3)::float8 as microplastic_kg,
        round(butts.number * ${factor("waterLitresPerButt")})::float8 as water_litres,
        (select coalesce(sum(a.people_reached), 0)::float8 from awareness_records a
          where a.customer_id = cu.id and a.held_on <= ${today}::date) as people_reached
      from customers cu
      cross join lateral (
        select coalesce(sum(c.butts_count), 0) as number, coalesce(sum(c.butts_kg), 0) as kg
        from collections c where c.customer_id = cu.id and c.collected_on <= ${today}::date
      ) as butts
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
