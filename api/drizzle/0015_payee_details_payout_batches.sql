-- Issue 25, docs/decisions/0078: each business's payee details, and payouts in batches.
-- Additive only: three new tables and two enums; no existing row changes.
CREATE TABLE "payee_details" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"account_holder_name" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"ifsc" text DEFAULT '' NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"pan" text DEFAULT '' NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payee_details" ADD CONSTRAINT "payee_details_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TYPE "public"."payout_batch_status" AS ENUM('open', 'paid', 'cancelled');
--> statement-breakpoint
CREATE TYPE "public"."payout_batch_item_state" AS ENUM('pending', 'paid', 'blocked', 'cancelled');
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"status" "payout_batch_status" DEFAULT 'open' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_on" date,
	"paid_by" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payout_batches_source" CHECK ("payout_batches"."source" IN ('requests', 'threshold'))
);
--> statement-breakpoint
CREATE TABLE "payout_batch_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_batch_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"customer_id" uuid NOT NULL,
	"payout_request_id" bigint,
	"amount" numeric(12, 2) NOT NULL,
	"state" "payout_batch_item_state" NOT NULL,
	"blocked_reason" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"beneficiary_name" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"ifsc" text DEFAULT '' NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"reference" text NOT NULL,
	"payout_id" bigint,
	CONSTRAINT "payout_batch_items_amount_positive" CHECK ("payout_batch_items"."amount" > 0),
	CONSTRAINT "payout_batch_items_channel" CHECK ("payout_batch_items"."channel" IN ('bank', 'upi', ''))
);
--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_payout_request_id_payout_requests_id_fk" FOREIGN KEY ("payout_request_id") REFERENCES "public"."payout_requests"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_payout_id_benefit_transactions_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."benefit_transactions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batch_items_batch_customer" ON "payout_batch_items" USING btree ("batch_id","customer_id");
--> statement-breakpoint
-- A business waits in at most one unpaid batch: a second batch cannot list it to be paid twice.
CREATE UNIQUE INDEX "payout_batch_items_one_pending" ON "payout_batch_items" USING btree ("customer_id") WHERE "payout_batch_items"."state" = 'pending';
--> statement-breakpoint
-- A ledger payout belongs to one line at most.
CREATE UNIQUE INDEX "payout_batch_items_payout" ON "payout_batch_items" USING btree ("payout_id");
--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("created_at");
