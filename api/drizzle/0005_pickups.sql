CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pickup_receipts" boolean DEFAULT true NOT NULL,
	"missed_pickups" boolean DEFAULT true NOT NULL,
	"request_updates" boolean DEFAULT true NOT NULL,
	"monthly_summary" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_schedules" (
	"kiosk_id" uuid PRIMARY KEY NOT NULL,
	"every_days" integer,
	"weekdays" integer[],
	"starts_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_schedules_one_kind" CHECK (("kiosk_schedules"."every_days" IS NULL) <> ("kiosk_schedules"."weekdays" IS NULL)),
	CONSTRAINT "kiosk_schedules_every_days_range" CHECK ("kiosk_schedules"."every_days" IS NULL OR "kiosk_schedules"."every_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "pickup_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"scheduled_on" date,
	"pickup_id" uuid,
	"decline_reason" text DEFAULT '' NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_requests_reason_valid" CHECK ("pickup_requests"."reason" IN ('kiosk_full', 'damaged', 'other')),
	CONSTRAINT "pickup_requests_status_valid" CHECK ("pickup_requests"."status" IN ('requested', 'scheduled', 'done', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"planned_on" date NOT NULL,
	"scheduled_for" date,
	"status" text DEFAULT 'planned' NOT NULL,
	"miss_reason" text,
	"miss_note" text DEFAULT '' NOT NULL,
	"rescheduled_to" date,
	"collection_id" bigint,
	"collector" text DEFAULT '' NOT NULL,
	"bag_code" text DEFAULT '' NOT NULL,
	"photo_storage_key" text,
	"photo_content_type" text,
	"idempotency_key" text,
	"recorded_by" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickups_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "pickups_status_valid" CHECK ("pickups"."status" IN ('planned', 'done', 'missed')),
	CONSTRAINT "pickups_miss_reason_valid" CHECK ("pickups"."miss_reason" IS NULL OR "pickups"."miss_reason" IN ('site_closed', 'kiosk_not_reachable', 'kiosk_empty', 'other'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_schedules" ADD CONSTRAINT "kiosk_schedules_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_pickup_id_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_kiosk_customer_fk" FOREIGN KEY ("kiosk_id","customer_id") REFERENCES "public"."kiosks"("id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_kiosk_customer_fk" FOREIGN KEY ("kiosk_id","customer_id") REFERENCES "public"."kiosks"("id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_requests_one_open_per_kiosk" ON "pickup_requests" USING btree ("kiosk_id") WHERE "pickup_requests"."status" IN ('requested', 'scheduled');--> statement-breakpoint
CREATE INDEX "pickup_requests_status_idx" ON "pickup_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pickup_requests_customer_idx" ON "pickup_requests" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pickups_kiosk_scheduled_for_unique" ON "pickups" USING btree ("kiosk_id","scheduled_for") WHERE "pickups"."scheduled_for" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pickups_planned_on_idx" ON "pickups" USING btree ("planned_on","status");--> statement-breakpoint
CREATE INDEX "pickups_customer_planned_idx" ON "pickups" USING btree ("customer_id","planned_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pickups_kiosk_planned_idx" ON "pickups" USING btree ("kiosk_id","planned_on");