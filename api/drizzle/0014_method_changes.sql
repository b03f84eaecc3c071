-- Issue 25 "Method changes" (docs/decisions/0077): a back-dated impact factor restates issued
-- certificates (their issued facts stay as they are; the restated figures are added beside them)
-- and is announced to the businesses whose figures change (an in-app notice, also mailed).
CREATE TABLE "certificate_restatements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"restated_on" date NOT NULL,
	"method_id" text NOT NULL,
	"method_label" text NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_restatements" ADD CONSTRAINT "certificate_restatements_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "certificate_restatements_certificate_idx" ON "certificate_restatements" USING btree ("certificate_id","created_at");
--> statement-breakpoint
CREATE TABLE "customer_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_notices" ADD CONSTRAINT "customer_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "customer_notices_customer_idx" ON "customer_notices" USING btree ("customer_id","created_at");
