CREATE TABLE "kiosk_models" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"capacity_kg" numeric(8, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_models_capacity_positive" CHECK ("kiosk_models"."capacity_kg" > 0)
);
--> statement-breakpoint
-- The product's kiosk models; staff edit their names and capacities, the ids stay.
INSERT INTO "kiosk_models" ("id", "name", "capacity_kg") VALUES
  ('compact', 'Compact wall unit', 2),
  ('standard', 'Standard kiosk', 10),
  ('large', 'Large kiosk', 25);--> statement-breakpoint
-- Businesses that exist keep their fixed schedules; new ones are planned by fill.
ALTER TABLE "customers" ADD COLUMN "planning_mode" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "planning_mode" SET DEFAULT 'fill';--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "model_id" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "capacity_kg" numeric(8, 3);--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_model_id_kiosk_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."kiosk_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_planning_mode_valid" CHECK ("customers"."planning_mode" IN ('fixed', 'fill'));--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_capacity_positive" CHECK ("kiosks"."capacity_kg" IS NULL OR "kiosks"."capacity_kg" > 0);