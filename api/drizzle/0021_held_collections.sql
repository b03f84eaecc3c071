CREATE TABLE "held_collections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "held_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kiosk_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"collected_on" date NOT NULL,
	"visit" integer DEFAULT 1 NOT NULL,
	"butts_kg" numeric(12, 3) NOT NULL,
	"butts_count" integer,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"usual_kg" numeric(12, 3) NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"recorded_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"collection_id" bigint,
	"import_id" bigint,
	CONSTRAINT "held_collections_visit_positive" CHECK ("held_collections"."visit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "pickups" ADD COLUMN "held_collection_id" bigint;--> statement-breakpoint
ALTER TABLE "held_collections" ADD CONSTRAINT "held_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_collections" ADD CONSTRAINT "held_collections_import_id_collection_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."collection_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_collections" ADD CONSTRAINT "held_collections_kiosk_customer_fk" FOREIGN KEY ("kiosk_id","customer_id") REFERENCES "public"."kiosks"("id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_collections_status_idx" ON "held_collections" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_held_collection_id_held_collections_id_fk" FOREIGN KEY ("held_collection_id") REFERENCES "public"."held_collections"("id") ON DELETE set null ON UPDATE no action;