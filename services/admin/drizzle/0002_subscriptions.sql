CREATE TABLE "admin"."payments" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin"."subscriptions" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"package_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_payments_paid_at_idx" ON "admin"."payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "admin_subscriptions_status_idx" ON "admin"."subscriptions" USING btree ("status");