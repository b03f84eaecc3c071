-- Issue 28 (docs/decisions/0091): a pickup request may name the day the business would like
-- (staff see it when scheduling), and a business may have saved coordinates for the collector's
-- tap-to-navigate (both or neither; latitude −90…90, longitude −180…180).
ALTER TABLE "pickup_requests" ADD COLUMN "preferred_on" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_coordinates_pair" CHECK (("customers"."latitude" IS NULL) = ("customers"."longitude" IS NULL));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_latitude_range" CHECK ("customers"."latitude" IS NULL OR "customers"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_longitude_range" CHECK ("customers"."longitude" IS NULL OR "customers"."longitude" BETWEEN -180 AND 180);
