CREATE TABLE "matching"."job_places" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"cap" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "job_places_within_cap" CHECK ("matching"."job_places"."taken" >= 0 and ("matching"."job_places"."cap" is null or "matching"."job_places"."taken" <= "matching"."job_places"."cap"))
);
--> statement-breakpoint
CREATE TABLE "matching"."places" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"taken_by" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"released_at" timestamp with time zone,
	"released_reason" text
);
--> statement-breakpoint
ALTER TABLE "matching"."leads" ADD COLUMN "visible_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
ALTER TABLE "matching"."leads" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
-- Leads made before the head start were received and announced when they were made.
UPDATE "matching"."leads" SET "visible_at" = "created_at", "announced_at" = "created_at";--> statement-breakpoint
-- Jobs matched before caps keep no cap; the businesses that already responded hold their places.
INSERT INTO "matching"."places" ("lead_id", "job_id", "business_id", "taken_by", "taken_at")
SELECT "id", "job_id", "business_id", CASE WHEN "is_interested" THEN 'interest' ELSE 'quote' END,
  coalesce("interested_at", "quoted_at", "created_at")
FROM "matching"."leads" WHERE "is_interested" OR "status" = 'quoted';--> statement-breakpoint
INSERT INTO "matching"."job_places" ("job_id", "customer_id", "cap", "taken")
SELECT l."job_id", min(l."customer_id"::text)::uuid, NULL, count(p."lead_id")
FROM "matching"."leads" l LEFT JOIN "matching"."places" p ON p."lead_id" = l."id"
GROUP BY l."job_id";--> statement-breakpoint
ALTER TABLE "matching"."places" ADD CONSTRAINT "places_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "matching"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_job_idx" ON "matching"."places" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "leads_unannounced_idx" ON "matching"."leads" USING btree ("visible_at") WHERE "matching"."leads"."announced_at" is null and "matching"."leads"."status" = 'open';