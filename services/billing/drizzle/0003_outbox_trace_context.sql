ALTER TABLE "billing"."outbox" ADD COLUMN "trace_parent" text;--> statement-breakpoint
ALTER TABLE "billing"."outbox" ADD COLUMN "trace_state" text;