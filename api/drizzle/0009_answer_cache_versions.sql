-- Versions of the dashboard's answers (docs/decisions/0071 "Answer cache"): one row per business
-- (scope = its id) and one 'global' row for what every business's figures depend on (settings,
-- factor versions). Triggers bump them in the writing statement's own transaction, whatever
-- writes (the app, imports, pick-ups, bulk loads, raw SQL), so an instance that reads a version
-- and finds it unchanged knows its cached answer is still the database's.
CREATE TABLE answer_versions (
	scope text PRIMARY KEY,
	version bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE FUNCTION answer_versions_bump(scopes text[]) RETURNS void LANGUAGE sql AS $$
  -- Sorted, so two statements bumping the same businesses lock their rows in the same order.
  INSERT INTO answer_versions AS v (scope, version)
  SELECT s, 1 FROM (SELECT DISTINCT unnest(scopes) AS s) AS d WHERE s IS NOT NULL ORDER BY s
  ON CONFLICT (scope) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION answer_versions_by_customer_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM answer_versions_bump(ARRAY(SELECT customer_id::text FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM answer_versions_bump(ARRAY(SELECT customer_id::text FROM old_rows));
  ELSE
    PERFORM answer_versions_bump(ARRAY(
      SELECT customer_id::text FROM old_rows UNION SELECT customer_id::text FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION answer_versions_by_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM answer_versions_bump(ARRAY(SELECT id::text FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM answer_versions_bump(ARRAY(SELECT id::text FROM old_rows));
  ELSE
    PERFORM answer_versions_bump(ARRAY(
      SELECT id::text FROM old_rows UNION SELECT id::text FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION answer_versions_global() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM answer_versions_bump(ARRAY['global']);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collections_answer_versions_insert AFTER INSERT ON collections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER collections_answer_versions_update AFTER UPDATE ON collections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER collections_answer_versions_delete AFTER DELETE ON collections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER benefits_answer_versions_insert AFTER INSERT ON benefit_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER benefits_answer_versions_update AFTER UPDATE ON benefit_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER benefits_answer_versions_delete AFTER DELETE ON benefit_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER month_totals_answer_versions_insert AFTER INSERT ON customer_month_totals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER month_totals_answer_versions_update AFTER UPDATE ON customer_month_totals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER month_totals_answer_versions_delete AFTER DELETE ON customer_month_totals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER kiosks_answer_versions_insert AFTER INSERT ON kiosks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER kiosks_answer_versions_update AFTER UPDATE ON kiosks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER kiosks_answer_versions_delete AFTER DELETE ON kiosks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER awareness_answer_versions_insert AFTER INSERT ON awareness_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER awareness_answer_versions_update AFTER UPDATE ON awareness_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER awareness_answer_versions_delete AFTER DELETE ON awareness_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER smokers_answer_versions_insert AFTER INSERT ON smokers_served
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER smokers_answer_versions_update AFTER UPDATE ON smokers_served
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER smokers_answer_versions_delete AFTER DELETE ON smokers_served
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER customers_answer_versions_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_id();
--> statement-breakpoint
CREATE TRIGGER customers_answer_versions_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_id();
--> statement-breakpoint
CREATE TRIGGER customers_answer_versions_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_id();
--> statement-breakpoint
-- Settings and factor versions count for every business; so does emptying any of the tables.
CREATE TRIGGER settings_answer_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_global();
--> statement-breakpoint
CREATE TRIGGER factor_versions_answer_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON impact_factor_versions
  FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_global();
--> statement-breakpoint
CREATE TRIGGER collections_answer_versions_truncate AFTER TRUNCATE ON collections
  FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_global();
--> statement-breakpoint
CREATE TRIGGER benefits_answer_versions_truncate AFTER TRUNCATE ON benefit_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_global();
--> statement-breakpoint
CREATE TRIGGER month_totals_answer_versions_truncate AFTER TRUNCATE ON customer_month_totals
  FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_global();
--> statement-breakpoint
CREATE TRIGGER kiosks_answer_versions_truncate AFTER TRUNCATE ON kiosks
  FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_global();
--> statement-breakpoint
CREATE TRIGGER awareness_answer_versions_truncate AFTER TRUNCATE ON awareness_records
  FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_global();
--> statement-breakpoint
CREATE TRIGGER smokers_answer_versions_truncate AFTER TRUNCATE ON smokers_served
  FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_global();
--> statement-breakpoint
CREATE TRIGGER customers_answer_versions_truncate AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_global();
