CREATE TABLE "matching"."job_switches" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matching"."leads" ADD COLUMN "job_number" text;