ALTER TABLE "jobs"."jobs" ADD COLUMN "response_cap" integer;--> statement-breakpoint
ALTER TABLE "jobs"."work_categories" ADD COLUMN "response_cap" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs"."work_categories" ADD CONSTRAINT "work_categories_response_cap_range" CHECK ("jobs"."work_categories"."response_cap" between 0 and 50);