-- Issue 28, docs/decisions/0085: staff logins get a role (admin or collector), and a business
-- gets its site contact's phone (the collector's tap-to-call). Existing staff stay admins.
ALTER TABLE "users" DROP CONSTRAINT "users_role_valid";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_business_role_valid";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_customer_bound";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" IN ('customer', 'admin', 'collector'));
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_role_valid" CHECK (("users"."role" = 'customer' AND "users"."business_role" IN ('owner', 'viewer')) OR ("users"."role" IN ('admin', 'collector') AND "users"."business_role" IS NULL));
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_bound" CHECK (("users"."role" = 'customer' AND "users"."customer_id" IS NOT NULL) OR ("users"."role" IN ('admin', 'collector') AND "users"."customer_id" IS NULL));
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "site_contact_phone" text DEFAULT '' NOT NULL;
