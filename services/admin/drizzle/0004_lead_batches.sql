CREATE TABLE "admin"."lead_batches" (
	"first_lead_id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"business_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_lead_batches_job_idx" ON "admin"."lead_batches" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "admin_lead_batches_business_idx" ON "admin"."lead_batches" USING gin ("business_ids");--> statement-breakpoint
-- The leads kept so far, one row per announcement (LeadsCreated gave all its leads one created_at).
INSERT INTO "admin"."lead_batches" ("first_lead_id", "job_id", "business_ids", "created_at")
SELECT (array_agg("lead_id" ORDER BY "lead_id"))[1], "job_id", array_agg("business_id" ORDER BY "lead_id"), "created_at"
FROM "admin"."leads"
GROUP BY "job_id", "created_at";
