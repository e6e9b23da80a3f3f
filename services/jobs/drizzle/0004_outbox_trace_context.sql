ALTER TABLE "jobs"."outbox" ADD COLUMN "trace_parent" text;--> statement-breakpoint
ALTER TABLE "jobs"."outbox" ADD COLUMN "trace_state" text;