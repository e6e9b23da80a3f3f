ALTER TABLE "notifications"."outbox" ADD COLUMN "trace_parent" text;--> statement-breakpoint
ALTER TABLE "notifications"."outbox" ADD COLUMN "trace_state" text;