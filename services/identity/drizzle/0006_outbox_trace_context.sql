ALTER TABLE "identity"."outbox" ADD COLUMN "trace_parent" text;--> statement-breakpoint
ALTER TABLE "identity"."outbox" ADD COLUMN "trace_state" text;