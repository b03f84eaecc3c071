CREATE TABLE "customer_month_totals" (
	"customer_id" uuid NOT NULL,
	"month" date NOT NULL,
	"butts_count" bigint DEFAULT 0 NOT NULL,
	"butts_kg" numeric(14, 3) DEFAULT '0' NOT NULL,
	"credited" numeric(14, 2) DEFAULT '0' NOT NULL,
	"redeemed" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "customer_month_totals_customer_id_month_pk" PRIMARY KEY("customer_id","month"),
	CONSTRAINT "customer_month_totals_first_day" CHECK (extract(day from "customer_month_totals"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "customer_month_totals" ADD CONSTRAINT "customer_month_totals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;