CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_start" date,
	"period_end" date NOT NULL,
	"facts" jsonb NOT NULL,
	"facts_sha256" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text DEFAULT '' NOT NULL,
	"revoked_by" text,
	CONSTRAINT "certificates_kind_valid" CHECK ("certificates"."kind" IN ('green_certificate', 'cigarette_report', 'benefit_report', 'esg_pack'))
);
--> statement-breakpoint
CREATE TABLE "esg_choices" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"brsr_category" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esg_choices_category_valid" CHECK ("esg_choices"."brsr_category" IN ('plastic', 'other_non_hazardous'))
);
--> statement-breakpoint
CREATE TABLE "impact_pages" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custody_intakes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custody_intakes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pickup_id" uuid NOT NULL,
	"bag_code" text NOT NULL,
	"received_on" date NOT NULL,
	"weight_kg" numeric(12, 3) NOT NULL,
	"batch_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custody_intakes_weight_not_negative" CHECK ("custody_intakes"."weight_kg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "processing_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processing_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"started_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"code" text NOT NULL,
	"product" text NOT NULL,
	"made_on" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_choices" ADD CONSTRAINT "esg_choices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_pages" ADD CONSTRAINT "impact_pages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_intakes" ADD CONSTRAINT "custody_intakes_pickup_id_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_intakes" ADD CONSTRAINT "custody_intakes_batch_id_processing_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."processing_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lots" ADD CONSTRAINT "product_lots_batch_id_processing_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."processing_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_unique" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE INDEX "certificates_customer_idx" ON "certificates" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "impact_pages_slug_unique" ON "impact_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "custody_intakes_pickup_unique" ON "custody_intakes" USING btree ("pickup_id");--> statement-breakpoint
CREATE INDEX "custody_intakes_batch_idx" ON "custody_intakes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "custody_intakes_bag_code_idx" ON "custody_intakes" USING btree ("bag_code");--> statement-breakpoint
CREATE UNIQUE INDEX "processing_batches_code_unique" ON "processing_batches" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_lots_code_unique" ON "product_lots" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_lots_batch_idx" ON "product_lots" USING btree ("batch_id");