import type {
  BenefitFigures,
  ButtsFigures,
  ColumnPeriods,
  CustomerSpecificStats,
  CustomerSpecificStatsWithDates,
  GreenImpact,
  Period,
} from "@filtercycle/contract/impact/dashboard";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { collectionReads as collections } from "#api/areas/collections/index.ts";
import { customerReads as customers } from "#api/areas/customers/index.ts";
import { kioskReads as kiosks } from "#api/areas/kiosks/index.ts";
import {
  ledgerReads as benefitTransactions,
  monthTotalReads as customerMonthTotals,
} from "#api/areas/money/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import { type Db, shapedStatement } from "#api/db/database.ts";
import { type DateRange, type IsoDate, type OpenDateRange, todayIn } from "#api/lib/dates.ts";
import { columnPeriods } from "./dashboard-periods.ts";
import { awarenessRecords, smokersServed } from "./impact.tables.ts";
import { type MonthSplit, splitByMonth } from "./month-split.ts";
import { buttsOfEach, periodImpactOf } from "./period-impact.ts";

/**
 * The figures of the customer dashboard (SPEC.md §7, PRODUCT.md "Figures and their meaning"),
 * always for one business. Every figure is summed by PostgreSQL over the (customer, date)
 * indexes, one statement per call, with FILTER clauses for the columns; sums stay exact
 * `numeric` in SQL and only then become JSON numbers (`float8`), which represent 3- and
 * 2-decimal values of this size exactly. The derived figures (toxic waste, microplastic, water)
 * come from those sums through `derivedFigures` (./derived-figures.ts), the one formula.
 * docs/impact-methodology.md explains each formula.
 *
 * Tables and columns are named through their Drizzle objects (docs/decisions/0046), so a rename
 * fails the typecheck; they render as fixed text, so a statement's text, and with it its
 * prepared statement's name (docs/decisions/0035), stays the same for every call of a shape.
 */

/** "Now", injectable so tests can fix today's date. */
import { type Clock, systemClock } from "#api/lib/clock.ts";

export { type Clock, systemClock };

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
  const month = customerMonthTotals.month;
  if (months === null) return sql`false`;
  if (months.from === null) return sql`${month} <= ${months.to}::date`;
  return sql`${month} between ${months.from}::date and ${months.to}::date`;
}

/** The partial months of a split, as a condition on a date column of the raw rows. */
function edgesCondition(column: SQLWrapper, split: MonthSplit): SQL {
  if (split.edges.length === 0) return sql`false`;
  return sql.join(
    split.edges.map((e) => sql`(${column} between ${e.startDate}::date and ${e.endDate}::date)`),
    sql` or `,
  );
}

/**
 * Butts collected in one period: whole months from the monthly roll-up plus the partial months at
 * its edges from `collections` (two index range scans of at most a month each).
 */
function buttsInPeriod(customerId: string, period: Period | null): SQL {
  return buttsInSplit(customerId, period && splitByMonth(period));
}

/** `buttsInPeriod` of a period already split (the split's dates may be placeholders). */
function buttsInSplit(customerId: string, split: MonthSplit | null): SQL {
  if (split === null) return sql`select 0::float8 as number, 0::float8 as kg`;
  const m = customerMonthTotals;
  const c = collections;
  return sql`select (m.number + c.number)::float8 as number, (m.kg + c.kg)::float8 as kg
    from (select coalesce(sum(${m.buttsCount}), 0) as number, coalesce(sum(${m.buttsKg}), 0) as kg
          from ${m} where ${m.customerId} = ${customerId} and ${wholeMonthsCondition(split)}) as m
    cross join (select coalesce(sum(${c.buttsCount}), 0) as number, coalesce(sum(${c.buttsKg}), 0) as kg
          from ${c} where ${c.customerId} = ${customerId} and (${edgesCondition(c.collectedOn, split)})) as c`;
}

/** One business's butts in each period, for figures over a range that spans factor changes. */
const customerButtsIn = (db: Db, customerId: string) => (periods: Period[]) =>
  buttsOfEach(db, periods, (period) => buttsInPeriod(customerId, period));

type ColumnKey = "cm" | "lm" | "td";

/**
 * The three columns' periods split by month: worked out before a statement is built, so the
 * statement's text depends only on their shape (`shapedStatement`, docs/decisions/0073).
 */
type ColumnSplits = {
  cm: MonthSplit | null;
  lm: MonthSplit | null;
  td: MonthSplit;
  /** Every column's partial months, each distinct range once: the raw rows a statement reads. */
  scanned: DateRange[];
};

function columnSplits(periods: ColumnPeriods): ColumnSplits {
  const cm = periods.currentMonth && splitByMonth(periods.currentMonth);
  const lm = periods.lastMonth && splitByMonth(periods.lastMonth);
  const td = splitByMonth(periods.tillDate);
  // Current Month's and Last Month's partial months are Till date's own (the same days); a range
  // is listed once however many columns share it, so its rows are read once.
  const scanned: DateRange[] = [];
  for (const edge of [td, cm, lm].flatMap((split) => split?.edges ?? [])) {
    if (!scanned.some((s) => s.startDate === edge.startDate && s.endDate === edge.endDate)) {
      scanned.push(edge);
    }
  }
  return { cm, lm, td, scanned };
}

/**
 * The columns' periods and their splits for a range, kept per range. Both are pure functions of
 * its two days, but working them out parses and formats about twenty dates, which was a tenth of
 * a stats call's own CPU (docs/decisions/0080, amendment of 2026-11-26); a dashboard asks about
 * the same few ranges (today, the period bar's) all day. Frozen, because every call for the range
 * shares them (the periods go out in the answer).
 */
type RangeColumns = { periods: ColumnPeriods; splits: ColumnSplits };
const columnsByRange = new Map<string, RangeColumns>();

function columnsOfRange(range: OpenDateRange): RangeColumns {
  const key = `${range.startDate ?? ""}/${range.endDate}`;
  let columns = columnsByRange.get(key);
  if (!columns) {
    const periods = columnPeriods({ startDate: range.startDate, endDate: range.endDate });
    columns = deepFrozen({ periods, splits: columnSplits(periods) });
    // Ranges in use are few; the bound only guards memory against a caller trying many.
    if (columnsByRange.size >= 1_000) columnsByRange.clear();
    columnsByRange.set(key, columns);
  }
  return columns;
}

/** Everything up to today split by month (get_green_impact's sums), kept for the current day. */
let tillTodaySplit: { today: IsoDate; split: MonthSplit } | undefined;
function splitTillToday(today: IsoDate): MonthSplit {
  if (tillTodaySplit?.today !== today) {
    tillTodaySplit = {
      today,
      split: deepFrozen(splitByMonth({ startDate: null, endDate: today })),
    };
  }
  return tillTodaySplit.split;
}

function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const each of Object.values(value)) deepFrozen(each);
    Object.freeze(value);
  }
  return value;
}

/**
 * One measure of a table (butts, benefit): per figure name, the roll-up's column, and the raw
 * table's summed column with an optional extra condition (a kind of row).
 */
type Measure = {
  rollUp: { [name: string]: SQLWrapper };
  raw: {
    table: SQLWrapper;
    /** The columns the sums and their conditions read. */
    columns: SQLWrapper[];
    customerColumn: SQLWrapper;
    dateColumn: SQLWrapper;
    sums: { [name: string]: { column: SQLWrapper; only?: SQL } };
  };
};

/**
 * The raw rows of the days in `ranges` (the columns' partial months), one index range scan per
 * range, joined with UNION ALL; each range leaves out the days of the ranges before it, so a
 * row is read once even if ranges overlapped. One scan with the ranges ORed would be planned, in
 * the generic plan PostgreSQL keeps, as a scan of all the business's rows filtered by the ORed
 * ranges: over five years, 1,826 rows read for the 31 of a 12-month range's two partial months
 * (docs/decisions/0080, amendment of 2026-11-26). The rows keep the table's column names, and the
 * UNION is named after the table, so the FILTER clauses above read its columns unchanged.
 */
function rawRows(customerId: string, ranges: DateRange[], measure: Measure): SQL {
  const { table, customerColumn, dateColumn, columns } = measure.raw;
  const select = sql`select ${sql.join(columns, sql`, `)} from ${table}`;
  if (ranges.length === 0) return sql`${select} where false`;
  const within = (range: DateRange) =>
    sql`${dateColumn} between ${range.startDate}::date and ${range.endDate}::date`;
  return sql.join(
    ranges.map((range, i) => {
      const before = ranges.slice(0, i).map((earlier) => sql` and not (${within(earlier)})`);
      return sql`(${select} where ${customerColumn} = ${customerId} and ${within(range)}${sql.join(before, sql``)})`;
    }),
    sql` union all `,
  );
}

/**
 * The three columns of some measures (butts, benefit) in one scan of the roll-up and one scan of
 * each measure's raw table: the roll-up's whole months and the raw rows' partial months, each
 * summed three ways with FILTER. The whole months of Current Month and Last Month lie inside
 * those of Till date, and their partial days inside Till date's edges or whole months, so each
 * scan is bounded by Till date's split. Every measure reads the same roll-up rows, so they share
 * one scan of them (docs/decisions/0073).
 */
function columnsQuery(customerId: string, splits: ColumnSplits, measures: Measure[]): SQL {
  const keys: ColumnKey[] = ["cm", "lm", "td"];
  const rollUpSums = keys.flatMap((key) =>
    measures.flatMap((measure) =>
      Object.entries(measure.rollUp).map(([name, column]) => {
        const split = splits[key];
        const where = split ? wholeMonthsCondition(split) : sql`false`;
        return sql`coalesce(sum(${column}) filter (where ${where}), 0) as ${sql.raw(`${key}_${name}`)}`;
      }),
    ),
  );
  const rawScan = (measure: Measure, alias: string) => {
    const sums = keys.flatMap((key) =>
      Object.entries(measure.raw.sums).map(([name, { column, only }]) => {
        const split = splits[key];
        const edges = split ? edgesCondition(measure.raw.dateColumn, split) : sql`false`;
        const where = only ? sql`${only} and (${edges})` : edges;
        return sql`coalesce(sum(${column}) filter (where ${where}), 0) as ${sql.raw(`${key}_${name}`)}`;
      }),
    );
    return sql`cross join (select ${sql.join(sums, sql`, `)}
          from (${rawRows(customerId, splits.scanned, measure)}) as ${measure.raw.table}) as ${sql.raw(alias)}`;
  };
  const tdWhole = wholeMonthsCondition(splits.td);
  const sums = measures.flatMap((measure, i) =>
    keys.flatMap((key) =>
      Object.keys(measure.rollUp).map((name) => {
        const n = sql.raw(`${key}_${name}`);
        return sql`(m.${n} + ${sql.raw(`r${i}`)}.${n})::float8 as ${n}`;
      }),
    ),
  );
  return sql`select ${sql.join(sums, sql`, `)}
    from (select ${sql.join(rollUpSums, sql`, `)} from ${customerMonthTotals}
          where ${customerMonthTotals.customerId} = ${customerId} and ${tdWhole}) as m
    ${sql.join(
      measures.map((measure, i) => rawScan(measure, `r${i}`)),
      sql` `,
    )}`;
}

const BUTTS: Measure = {
  rollUp: { number: customerMonthTotals.buttsCount, kg: customerMonthTotals.buttsKg },
  raw: {
    table: collections,
    columns: [collections.collectedOn, collections.buttsCount, collections.buttsKg],
    customerColumn: collections.customerId,
    dateColumn: collections.collectedOn,
    sums: { number: { column: collections.buttsCount }, kg: { column: collections.buttsKg } },
  },
};
const BENEFIT: Measure = {
  rollUp: { amount: customerMonthTotals.credited, redeemed: customerMonthTotals.redeemed },
  raw: {
    table: benefitTransactions,
    columns: [benefitTransactions.occurredOn, benefitTransactions.kind, benefitTransactions.amount],
    customerColumn: benefitTransactions.customerId,
    dateColumn: benefitTransactions.occurredOn,
    sums: {
      amount: {
        column: benefitTransactions.amount,
        only: sql`${benefitTransactions.kind} in ('collection_credit', 'adjustment')`,
      },
      redeemed: {
        column: benefitTransactions.amount,
        only: sql`${benefitTransactions.kind} = 'redemption'`,
      },
    },
  },
};

/** Butts per column (Current Month, Last Month, Till date), renamed for `buttsColumns`. */
const BUTTS_NAMES = sql`b.cm_number as current_month_number, b.cm_kg as current_month_kg,
      b.lm_number as last_month_number, b.lm_kg as last_month_kg,
      b.td_number as till_date_number, b.td_kg as till_date_kg`;

/** Benefit per column: Amount = credits + adjustments, Redeemed = redemptions (payouts). */
const BENEFIT_NAMES = sql`b.cm_amount as current_month_amount, b.cm_redeemed as current_month_redeemed,
      b.lm_amount as last_month_amount, b.lm_redeemed as last_month_redeemed,
      b.td_amount as till_date_amount, b.td_redeemed as till_date_redeemed`;

function buttsColumnsQuery(customerId: string, splits: ColumnSplits): SQL {
  return sql`select ${BUTTS_NAMES} from (${columnsQuery(customerId, splits, [BUTTS])}) as b`;
}

/**
 * Units that served the customer during the range: installed on or before its end and not
 * removed before its start (a unit removed on a day still served that day). The first
 * installation day is the customer's first unit ever, whatever the range.
 */
function unitsQuery(customerId: string, range: DateRange): SQL {
  const k = kiosks;
  return sql`select
      (count(*) filter (where ${k.installedOn} <= ${range.endDate}::date
        and (${k.removedOn} is null or ${k.removedOn} >= ${range.startDate}::date)))::int as units_installed,
      to_char(min(${k.installedOn}), 'YYYY-MM-DD') as first_installed_on
    from ${k}
    where ${k.customerId} = ${customerId}`;
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

/** The collection and benefit tables' columns in one statement. */
export function customerStatsQuery(customerId: string, periods: ColumnPeriods): SQL {
  return statsQueryOfSplits({ customerId, splits: columnSplits(periods) });
}

function statsQueryOfSplits({ customerId, splits }: { customerId: string; splits: ColumnSplits }) {
  return sql`select ${BUTTS_NAMES}, ${BENEFIT_NAMES}
    from (${columnsQuery(customerId, splits, [BUTTS, BENEFIT])}) as b`;
}

const customerStatsStatement = shapedStatement<
  { customerId: string; splits: ColumnSplits },
  ButtsColumnsRow & BenefitColumnsRow
>(statsQueryOfSplits);

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
  const { periods, splits } = columnsOfRange(
    range ?? { startDate: null, endDate: await businessToday(db, clock) },
  );
  const [row] = await customerStatsStatement(db, { customerId, splits });
  if (!row) throw new Error("aggregate query returned no row");
  return {
    cigaretteButtCollectionStats: buttsColumns(row),
    benefitValueStats: benefitColumns(row),
    periods,
  };
}

const statsWithDatesStatement = shapedStatement<
  { customerId: string; splits: ColumnSplits; range: DateRange },
  ButtsColumnsRow & UnitsRow
>(
  ({ customerId, splits, range }) =>
    sql`select * from (${buttsColumnsQuery(customerId, splits)}) as butts
        cross join (${unitsQuery(customerId, range)}) as units`,
);

/** GET get_customer_specific_stats_with_dates: the reports' figures for a range. */
export async function getCustomerSpecificStatsWithDates(
  db: Db,
  customerId: string,
  range: DateRange,
): Promise<CustomerSpecificStatsWithDates> {
  const { periods, splits } = columnsOfRange(range);
  const [row] = await statsWithDatesStatement(db, {
    customerId,
    splits,
    range: { startDate: range.startDate, endDate: range.endDate },
  });
  if (!row) throw new Error("aggregate query returned no row");
  const cigaretteButtCollectionStats = buttsColumns(row);
  return {
    cigaretteButtCollectionStats,
    periodStats: cigaretteButtCollectionStats.tillDate,
    periodImpact: await periodImpactOf(
      db,
      periods.tillDate,
      cigaretteButtCollectionStats.tillDate,
      customerButtsIn(db, customerId),
    ),
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
  people_reached: number;
};

/** The business's details and till-date sums to `today` (derived figures are worked out after). */
export function greenImpactQuery(customerId: string, today: IsoDate): SQL {
  return greenImpactQueryOfSplit({
    customerId,
    today,
    tillToday: splitByMonth({ startDate: null, endDate: today }),
  });
}

function greenImpactQueryOfSplit({
  customerId,
  today,
  tillToday,
}: {
  customerId: string;
  today: IsoDate;
  tillToday: MonthSplit;
}): SQL {
  const cu = customers;
  const k = kiosks;
  const s = smokersServed;
  const a = awarenessRecords;
  return sql`select ${cu.code} as code, ${cu.name} as name, ${cu.addressLine1} as address_line_1,
        ${cu.addressLine2} as address_line_2, ${cu.city} as city, ${cu.state} as state,
        ${cu.pincode} as pincode, ${cu.serviceType} as service_type,
        ${cu.businessType} as business_type,
        (select count(*)::int from ${k}
          where ${k.customerId} = ${cu.id} and ${k.installedOn} <= ${today}::date
            and (${k.removedOn} is null or ${k.removedOn} > ${today}::date)) as kiosks_installed,
        coalesce((select ${s.count} from ${s} where ${s.customerId} = ${cu.id}), 0) as smokers,
        butts.number as butts_number,
        butts.kg as butts_kg,
        (select coalesce(sum(${a.peopleReached}), 0)::float8 from ${a}
          where ${a.customerId} = ${cu.id} and ${a.heldOn} <= ${today}::date) as people_reached
      from ${cu}
      cross join (${buttsInSplit(customerId, tillToday)}) as butts
      where ${cu.id} = ${customerId}`;
}

const greenImpactStatement = shapedStatement<
  { customerId: string; today: IsoDate; tillToday: MonthSplit },
  GreenImpactRow
>(greenImpactQueryOfSplit);

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
  const [row] = await greenImpactStatement(db, {
    customerId,
    today,
    tillToday: splitTillToday(today),
  });
  if (!row) return null;
  // Till date: each day's butts with the factors in force that day.
  const derived = await periodImpactOf(
    db,
    { startDate: null, endDate: today },
    { buttsNumber: row.butts_number, buttsKgs: row.butts_kg },
    customerButtsIn(db, customerId),
  );
  return {
    kiosks_installed: row.kiosks_installed,
    no_of_smokers: row.smokers,
    cigarette_butts_collected_in_no: row.butts_number,
    cigarette_butts_collected_in_kg: row.butts_kg,
    toxic_waste_recycled_in_kg: derived.toxicWasteKg,
    microplastic_recycled_in_kg: derived.microplasticKg,
    water_resources_protected_in_litres: derived.waterLitres,
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
