ALTER TABLE "matching"."businesses" ADD COLUMN "service_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- Businesses known before this migration get the services business_services holds for them.
UPDATE "matching"."businesses" b SET "service_ids" = coalesce(
  (SELECT array_agg(s."service_id" ORDER BY s."service_id") FROM "matching"."business_services" s WHERE s."business_id" = b."business_id"),
  '{}'::uuid[]);
