-- Sessions slide (last_seen_at, 7 days idle) within their hard expiry; an impersonation remembers
-- the admin session it came from and ends with it; the audit log also records each request
-- made while impersonating.
ALTER TABLE "identity"."impersonation_audit" ADD COLUMN "request" text;--> statement-breakpoint
ALTER TABLE "identity"."impersonation_audit" ADD COLUMN "status_code" integer;--> statement-breakpoint
ALTER TABLE "identity"."sessions" ADD COLUMN "admin_session_id" uuid;--> statement-breakpoint
ALTER TABLE "identity"."sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_impersonator_idx" ON "identity"."sessions" USING btree ("impersonator_id") WHERE "identity"."sessions"."impersonator_id" is not null;