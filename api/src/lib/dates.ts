/**
 * Calendar days for the API. The rules live in the contract (`@filtercycle/contract/dates`,
 * docs/decisions/0046), shared with the web and the request schemas; this module re-exports
 * them so the API's areas import one local path.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

export {
  addDays,
  addMonths,
  type DateRange,
  type IsoDate,
  monthEndOf,
  monthStartOf,
  monthToDateIn,
  type OpenDateRange,
  previousMonthOf,
  todayIn,
} from "@filtercycle/contract/dates";

/**
 * The first day of a date column's calendar month (or quarter) in SQL, as a `date`: the SQL
 * counterpart of `monthStartOf`, built in one place. Dates are calendar days already (the
 * business's), so no time zone enters here.
 */
export function sqlPeriodStart(unit: "month" | "quarter", column: SQLWrapper): SQL {
  return sql`date_trunc(${sql.raw(`'${unit}'`)}, ${column})::date`;
}
