CREATE TABLE "jobs"."jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"type" text DEFAULT 'standard' NOT NULL,
	"job_type" text NOT NULL,
	"target_job_done" text NOT NULL,
	"specific_date" date,
	"work_category_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"service_name" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"specific_business_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"live" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "jobs_customer_status_created_idx" ON "jobs"."jobs" USING btree ("customer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_pending_customer_idx" ON "jobs"."jobs" USING btree ("customer_id") WHERE not "jobs"."jobs"."live";