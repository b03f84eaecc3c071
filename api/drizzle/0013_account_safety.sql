-- Issue 25, accounts (docs/decisions/0076).
-- Why a personal access token ended: "revoked by you", "password changed" or "password reset".
-- Until now only the login itself could revoke one, so every revoked row says so.
ALTER TABLE "personal_access_tokens" ADD COLUMN "revoked_reason" text;
--> statement-breakpoint
UPDATE "personal_access_tokens" SET "revoked_reason" = 'revoked by you' WHERE "revoked_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "personal_access_tokens_revoked_reason" CHECK (("revoked_at" IS NULL) = ("revoked_reason" IS NULL));
--> statement-breakpoint
-- One open problem report per collection per business. Open duplicates stored before this rule
-- are marked handled (the earliest stays open; the others remain in the inbox, handled).
UPDATE "collection_problem_reports" AS later SET "handled_at" = now()
  WHERE later."handled_at" IS NULL AND EXISTS (
    SELECT 1 FROM "collection_problem_reports" AS earlier
    WHERE earlier."handled_at" IS NULL
      AND earlier."customer_id" = later."customer_id"
      AND earlier."collection_id" = later."collection_id"
      AND (earlier."created_at", earlier."id") < (later."created_at", later."id")
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "collection_problem_reports_one_open" ON "collection_problem_reports" ("customer_id", "collection_id") WHERE "handled_at" IS NULL;
