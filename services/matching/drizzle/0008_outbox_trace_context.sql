ALTER TABLE "matching"."outbox" ADD COLUMN "trace_parent" text;--> statement-breakpoint
ALTER TABLE "matching"."outbox" ADD COLUMN "trace_state" text;