ALTER TABLE "quotes"."quotes" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes"."quotes" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "quotes"."quotes" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_accepted_per_job" ON "quotes"."quotes" USING btree ("job_id") WHERE "quotes"."quotes"."status" = 'accepted';