ALTER TABLE "quotes"."outbox" ADD COLUMN "trace_parent" text;--> statement-breakpoint
ALTER TABLE "quotes"."outbox" ADD COLUMN "trace_state" text;