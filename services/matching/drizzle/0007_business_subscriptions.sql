ALTER TABLE "matching"."businesses" ADD COLUMN "package_id" text;--> statement-breakpoint
ALTER TABLE "matching"."businesses" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "matching"."businesses" ADD COLUMN "subscription_changed_at" timestamp with time zone;--> statement-breakpoint
-- Only businesses whose subscription receives leads (leadReceivingStatuses: active, past_due) are in
-- the 40 km index: matching a job reads no one else. The match query repeats this predicate word for
-- word (match-job.ts) so the planner can use the partial index.
CREATE INDEX "businesses_lead_receiving_earth_idx" ON "matching"."businesses" USING gist (ll_to_earth("latitude", "longitude")) WHERE "is_active" AND "is_verified" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL AND "subscription_status" IN ('active', 'past_due');--> statement-breakpoint
DROP INDEX "matching"."businesses_live_earth_idx";
