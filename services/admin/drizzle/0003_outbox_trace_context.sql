ALTER TABLE "admin"."outbox" ADD COLUMN "trace_parent" text;--> statement-breakpoint
ALTER TABLE "admin"."outbox" ADD COLUMN "trace_state" text;