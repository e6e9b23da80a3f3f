CREATE TABLE "matching"."lead_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"detected" text,
	"detected_job_id" uuid,
	"detected_job_number" text,
	"detected_distance_km" double precision,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome_reason" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "lead_reports_lead_unique" UNIQUE("lead_id")
);
--> statement-breakpoint
ALTER TABLE "matching"."job_places" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "matching"."job_places" ADD COLUMN "job_number" text;--> statement-breakpoint
ALTER TABLE "matching"."job_places" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
-- Jobs matched before reports existed: their service, number and time from their first lead (a job
-- that reached nobody keeps nulls and is never found as a duplicate).
UPDATE "matching"."job_places" jp SET "service_id" = l."service_id", "job_number" = l."job_number", "posted_at" = l."created_at"
FROM (SELECT DISTINCT ON ("job_id") "job_id", "service_id", "job_number", "created_at" FROM "matching"."leads"
      ORDER BY "job_id", "created_at") l
WHERE l."job_id" = jp."job_id";--> statement-breakpoint
ALTER TABLE "matching"."lead_reports" ADD CONSTRAINT "lead_reports_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "matching"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_reports_business_idx" ON "matching"."lead_reports" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_reports_open_idx" ON "matching"."lead_reports" USING btree ("created_at") WHERE "matching"."lead_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_places_customer_service_idx" ON "matching"."job_places" USING btree ("customer_id","service_id","posted_at");