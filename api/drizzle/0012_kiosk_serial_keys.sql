-- Issue 25 (docs/decisions/0075): kiosk serials are compared after Unicode normalisation, so a
-- look-alike serial ("Ｋ-１" in full-width digits, "K​-1" with a zero-width space, "k-1") is the
-- same serial. The key is NFKC of the serial with zero-width characters (ZWSP, ZWNJ, ZWJ, word
-- joiner, BOM, soft hyphen) removed, spaces trimmed and lower-cased; it is stored next to the
-- serial and unique.
CREATE FUNCTION kiosk_serial_key(serial text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select lower(btrim(normalize(regexp_replace(serial, U&'[\200B-\200D\2060\FEFF\00AD]', '', 'g'), NFKC))) $$;
--> statement-breakpoint
-- Existing look-alikes: the oldest kiosk of each group keeps its serial; each later one is
-- renamed "<serial>-DUP<n>" (n = 2, 3, … in the order they were added), recorded in the audit
-- log, so staff see which printed code to check and correct it in the console.
WITH renames AS (
  SELECT id, customer_id, serial AS before, serial || '-DUP' || n AS after
  FROM (
    SELECT id, customer_id, serial,
      row_number() OVER (PARTITION BY kiosk_serial_key(serial) ORDER BY created_at, id) AS n
    FROM kiosks
  ) ranked
  WHERE n > 1
), renamed AS (
  UPDATE kiosks SET serial = renames.after, updated_at = now()
  FROM renames WHERE kiosks.id = renames.id
  RETURNING kiosks.id
)
INSERT INTO audit_log (actor_name, entity, entity_id, customer_id, action, before, after)
  SELECT 'Migration 0012 (look-alike kiosk serials)', 'kiosk', renames.id::text,
    renames.customer_id, 'update',
    jsonb_build_object('serial', renames.before), jsonb_build_object('serial', renames.after)
  FROM renames JOIN renamed ON renamed.id = renames.id;
--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "serial_key" text GENERATED ALWAYS AS (kiosk_serial_key(serial)) STORED NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_serial_key_unique" ON "kiosks" ("serial_key");
