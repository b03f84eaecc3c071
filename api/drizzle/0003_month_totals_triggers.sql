-- Keeps customer_month_totals in step with collections and benefit_transactions, whatever
-- writes them (the app, the seed, bulk loads): statement-level triggers with transition tables
-- add and subtract one aggregated row per customer and month per statement.
CREATE FUNCTION customer_month_totals_collections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- Subtract only: a row that is gone (its customer deleted) needs nothing.
    UPDATE customer_month_totals AS t
    SET butts_count = t.butts_count - d.butts_count, butts_kg = t.butts_kg - d.butts_kg
    FROM (
      SELECT customer_id, date_trunc('month', collected_on)::date AS month,
        sum(butts_count) AS butts_count, sum(butts_kg) AS butts_kg
      FROM old_rows GROUP BY 1, 2
    ) AS d
    WHERE t.customer_id = d.customer_id AND t.month = d.month;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO customer_month_totals AS t (customer_id, month, butts_count, butts_kg)
    SELECT customer_id, date_trunc('month', collected_on)::date, sum(butts_count), sum(butts_kg)
    FROM new_rows GROUP BY 1, 2
    ON CONFLICT (customer_id, month) DO UPDATE
      SET butts_count = t.butts_count + excluded.butts_count, butts_kg = t.butts_kg + excluded.butts_kg;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION customer_month_totals_benefits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE customer_month_totals AS t
    SET credited = t.credited - d.credited, redeemed = t.redeemed - d.redeemed
    FROM (
      SELECT customer_id, date_trunc('month', occurred_on)::date AS month,
        coalesce(sum(amount) FILTER (WHERE kind IN ('collection_credit', 'adjustment')), 0) AS credited,
        coalesce(sum(amount) FILTER (WHERE kind = 'redemption'), 0) AS redeemed
      FROM old_rows GROUP BY 1, 2
    ) AS d
    WHERE t.customer_id = d.customer_id AND t.month = d.month;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO customer_month_totals AS t (customer_id, month, credited, redeemed)
    SELECT customer_id, date_trunc('month', occurred_on)::date,
      coalesce(sum(amount) FILTER (WHERE kind IN ('collection_credit', 'adjustment')), 0),
      coalesce(sum(amount) FILTER (WHERE kind = 'redemption'), 0)
    FROM new_rows GROUP BY 1, 2
    ON CONFLICT (customer_id, month) DO UPDATE
      SET credited = t.credited + excluded.credited, redeemed = t.redeemed + excluded.redeemed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collections_month_totals_insert AFTER INSERT ON collections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_month_totals_collections();
--> statement-breakpoint
CREATE TRIGGER collections_month_totals_update AFTER UPDATE ON collections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_month_totals_collections();
--> statement-breakpoint
CREATE TRIGGER collections_month_totals_delete AFTER DELETE ON collections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_month_totals_collections();
--> statement-breakpoint
CREATE TRIGGER benefits_month_totals_insert AFTER INSERT ON benefit_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_month_totals_benefits();
--> statement-breakpoint
CREATE TRIGGER benefits_month_totals_update AFTER UPDATE ON benefit_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_month_totals_benefits();
--> statement-breakpoint
CREATE TRIGGER benefits_month_totals_delete AFTER DELETE ON benefit_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_month_totals_benefits();
--> statement-breakpoint
-- Existing data (a database created before this migration).
INSERT INTO customer_month_totals (customer_id, month, butts_count, butts_kg)
SELECT customer_id, date_trunc('month', collected_on)::date, sum(butts_count), sum(butts_kg)
FROM collections GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO customer_month_totals AS t (customer_id, month, credited, redeemed)
SELECT customer_id, date_trunc('month', occurred_on)::date,
  coalesce(sum(amount) FILTER (WHERE kind IN ('collection_credit', 'adjustment')), 0),
  coalesce(sum(amount) FILTER (WHERE kind = 'redemption'), 0)
FROM benefit_transactions GROUP BY 1, 2
ON CONFLICT (customer_id, month) DO UPDATE SET credited = excluded.credited, redeemed = excluded.redeemed;
