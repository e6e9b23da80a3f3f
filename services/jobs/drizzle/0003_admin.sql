CREATE SEQUENCE "jobs"."job_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "jobs"."work_categories" DROP CONSTRAINT "work_categories_name_unique";--> statement-breakpoint
ALTER TABLE "jobs"."work_services" DROP CONSTRAINT "work_services_category_name_unique";--> statement-breakpoint
-- Jobs posted before numbers existed are numbered in posting order, then new rows draw from the sequence.
ALTER TABLE "jobs"."jobs" ADD COLUMN "job_number" text;--> statement-breakpoint
UPDATE "jobs"."jobs" j SET "job_number" = 'LP-' || lpad(n.num::text, 6, '0')
  FROM (SELECT id, nextval('jobs.job_number_seq') AS num FROM (SELECT id FROM "jobs"."jobs" ORDER BY created_at, id) o) n
  WHERE n.id = j.id;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ALTER COLUMN "job_number" SET DEFAULT ('LP-' || lpad(nextval('jobs.job_number_seq')::text, 6, '0'));--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ALTER COLUMN "job_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs"."reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs"."reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "jobs"."reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs"."work_categories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs"."work_services" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "work_categories_name_unique" ON "jobs"."work_categories" USING btree (lower("name")) WHERE "jobs"."work_categories"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "work_services_category_name_unique" ON "jobs"."work_services" USING btree ("category_id",lower("name")) WHERE "jobs"."work_services"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD CONSTRAINT "jobs_job_number_unique" UNIQUE("job_number");