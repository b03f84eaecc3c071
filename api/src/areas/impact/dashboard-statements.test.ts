import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { customerStatsQuery, greenImpactQuery } from "./dashboard.service.ts";
import { columnPeriods } from "./dashboard-periods.ts";

/**
 * The dashboard's statements run as named prepared statements named by their text (docs/
 * decisions/0035): naming tables through Drizzle's objects must keep that text fixed for every
 * business and day of the same shape, with every value a parameter.
 */
const dialect = new PgDialect();
const render = (query: Parameters<PgDialect["sqlToQuery"]>[0]) => dialect.sqlToQuery(query);

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";

describe("dashboard statements", () => {
  it("green impact: the same text for any business and day, values as parameters", () => {
    const first = render(greenImpactQuery(A, "2025-03-15"));
    const second = render(greenImpactQuery(B, "2026-11-02"));
    expect(second.sql).toBe(first.sql);
    expect(first.params).toContain(A);
    expect(first.sql).not.toContain(A);
    expect(first.sql).toContain('from "customers"');
    expect(first.sql).toContain('"collections"."customer_id" = $');
  });

  it("tables: the same text for two ranges of one shape", () => {
    const first = render(
      customerStatsQuery(A, columnPeriods({ startDate: "2025-01-10", endDate: "2025-03-15" })),
    );
    const second = render(
      customerStatsQuery(B, columnPeriods({ startDate: "2024-05-07", endDate: "2024-07-20" })),
    );
    expect(second.sql).toBe(first.sql);
    expect(first.sql).toContain('from "customer_month_totals"');
    expect(first.sql).toContain('"benefit_transactions"."kind" = \'redemption\'');
  });
});
