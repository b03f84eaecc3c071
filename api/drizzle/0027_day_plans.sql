CREATE TABLE "collector_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"start_latitude" numeric(9, 6),
	"start_longitude" numeric(9, 6),
	"shift_start" text,
	"shift_end" text,
	"vehicle_kg" numeric(8, 2),
	"weekdays" integer[] DEFAULT '{1,2,3,4,5,6}'::int[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collector_profiles_start_pair" CHECK (("collector_profiles"."start_latitude" IS NULL) = ("collector_profiles"."start_longitude" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "day_plans" (
	"plan_date" date PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"plan" jsonb NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_version" integer,
	"published_plan" jsonb,
	"told_customers" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_plans_version_positive" CHECK ("day_plans"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "opens_at" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "closes_at" text;--> statement-breakpoint
ALTER TABLE "collector_profiles" ADD CONSTRAINT "collector_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;