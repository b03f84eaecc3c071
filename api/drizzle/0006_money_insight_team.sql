CREATE TYPE "public"."payout_request_status" AS ENUM('requested', 'approved', 'paid', 'declined');--> statement-breakpoint
CREATE TABLE "collection_problem_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"collection_id" bigint NOT NULL,
	"reporter_name" text NOT NULL,
	"reporter_email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" "payout_request_status" DEFAULT 'requested' NOT NULL,
	"requested_by" text,
	"requested_by_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"payout_id" bigint,
	"paid_on" date,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_requests_amount_positive" CHECK ("payout_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_role" text;--> statement-breakpoint
-- Every existing customer login could already do everything a login can: each stays an owner.
UPDATE "users" SET "business_role" = 'owner' WHERE "role" = 'customer';--> statement-breakpoint
ALTER TABLE "collection_problem_reports" ADD CONSTRAINT "collection_problem_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_problem_reports" ADD CONSTRAINT "collection_problem_reports_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_payout_id_benefit_transactions_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."benefit_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_problem_reports_created_idx" ON "collection_problem_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "collection_problem_reports_collection_idx" ON "collection_problem_reports" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "payout_requests_customer_idx" ON "payout_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_requests_status_idx" ON "payout_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_requests_one_open" ON "payout_requests" USING btree ("customer_id") WHERE "payout_requests"."status" IN ('requested', 'approved');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_role_valid" CHECK (("users"."role" = 'customer' AND "users"."business_role" IN ('owner', 'viewer')) OR ("users"."role" = 'admin' AND "users"."business_role" IS NULL));