-- A business's media list is a cached answer too (docs/decisions/0073): a media row written,
-- moved to another business or deleted bumps its businesses' versions; an event type renamed or
-- removed changes every business's list, so it bumps the global version (rare: staff only).
CREATE TRIGGER media_answer_versions_insert AFTER INSERT ON media
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER media_answer_versions_update AFTER UPDATE ON media
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER media_answer_versions_delete AFTER DELETE ON media
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_by_customer_id();
--> statement-breakpoint
CREATE TRIGGER media_answer_versions_truncate AFTER TRUNCATE ON media
  FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_global();
--> statement-breakpoint
CREATE TRIGGER media_event_types_answer_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_event_types
  FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_global();
