CREATE TABLE "admin"."upheld_lead_reports" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"upheld_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_upheld_lead_reports_customer_idx" ON "admin"."upheld_lead_reports" USING btree ("customer_id");