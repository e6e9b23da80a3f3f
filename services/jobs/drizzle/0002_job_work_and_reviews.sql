CREATE TABLE "jobs"."reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone,
	CONSTRAINT "reviews_job_id_unique" UNIQUE("job_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("jobs"."reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "business_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "cost_pence" bigint;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "rate_type" text;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs"."reviews" ADD CONSTRAINT "reviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_business_created_idx" ON "jobs"."reviews" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_business_status_created_idx" ON "jobs"."jobs" USING btree ("business_id","status","created_at") WHERE "jobs"."jobs"."business_id" is not null;