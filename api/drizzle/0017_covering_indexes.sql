-- Covering indexes for the dashboard's sums (issue 26, docs/decisions/0087): every dashboard call
-- sums one business's rows by date. With the summed columns in the index (INCLUDE), PostgreSQL
-- answers from the index alone (an index-only scan: 3–4 pages instead of one heap page per row),
-- which measured 1.29 ms → 0.22 ms for a till-date sum at 1,000 businesses × 5 years.
-- Same names and key columns as before, so every plan and the Drizzle schema keep them.
DROP INDEX IF EXISTS "collections_customer_date_idx";--> statement-breakpoint
CREATE INDEX "collections_customer_date_idx" ON "collections" USING btree ("customer_id","collected_on") INCLUDE ("butts_count","butts_kg");--> statement-breakpoint
DROP INDEX IF EXISTS "benefit_customer_date_idx";--> statement-breakpoint
CREATE INDEX "benefit_customer_date_idx" ON "benefit_transactions" USING btree ("customer_id","occurred_on") INCLUDE ("kind","amount");--> statement-breakpoint
CREATE INDEX "customer_month_totals_covering_idx" ON "customer_month_totals" USING btree ("customer_id","month") INCLUDE ("butts_count","butts_kg","credited","redeemed");
