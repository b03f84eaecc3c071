-- A collection is recognised by what it is (docs/decisions/0074): its kiosk, its day, its visit of
-- that day and its weight. A second import, a re-saved file or the console form recording the same
-- collection again finds it already there instead of crediting it twice.
ALTER TABLE "collections" ADD COLUMN "visit" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_visit_positive" CHECK ("collections"."visit" >= 1);
--> statement-breakpoint
-- Rows recorded before this rule may repeat one another: a kiosk's collections of one day are
-- numbered as its visits 1, 2, … in the order they were recorded, so the unique index below can
-- be built whatever the data holds, and nothing is deleted (staff decide which repeats were
-- mistakes; the console lists them with their visit).
UPDATE "collections" SET "visit" = numbered.n
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "kiosk_id", "collected_on" ORDER BY "id") AS n
  FROM "collections"
) AS numbered
WHERE numbered."id" = "collections"."id" AND numbered.n > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "collections_identity_unique" ON "collections" USING btree ("kiosk_id","collected_on","visit","butts_kg");
--> statement-breakpoint
-- The file's SHA-256 stays as a record of what was imported; it no longer refuses a file (its
-- rows decide, by the index above).
ALTER TABLE "collection_imports" DROP CONSTRAINT "collection_imports_file_sha256_unique";
