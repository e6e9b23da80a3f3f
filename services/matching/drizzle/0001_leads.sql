CREATE TABLE "matching"."business_services" (
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "business_services_business_id_service_id_pk" PRIMARY KEY("business_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "matching"."businesses" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"work_category_id" uuid,
	"location" text,
	"latitude" double precision,
	"longitude" double precision,
	"is_active" boolean NOT NULL,
	"is_verified" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matching"."leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"distance_km" double precision,
	"status" text DEFAULT 'open' NOT NULL,
	"dismissed_reason" text,
	"is_interested" boolean DEFAULT false NOT NULL,
	"interested_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	"job_title" text NOT NULL,
	"job_description" text NOT NULL,
	"job_kind" text NOT NULL,
	"job_type" text NOT NULL,
	"service_id" uuid NOT NULL,
	"service_name" text NOT NULL,
	"location" text NOT NULL,
	"target_job_done" text NOT NULL,
	"specific_date" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "leads_job_business_unique" UNIQUE("job_id","business_id")
);
--> statement-breakpoint
ALTER TABLE "matching"."business_services" ADD CONSTRAINT "business_services_business_id_businesses_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "matching"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_services_service_idx" ON "matching"."business_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "leads_business_open_idx" ON "matching"."leads" USING btree ("business_id","created_at") WHERE "matching"."leads"."status" = 'open';--> statement-breakpoint
-- The 40 km match: a GiST index over each live business's centroid as a point on the earth
-- (contrib earthdistance over cube), searched with earth_box. Extensions are database-wide.
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public;--> statement-breakpoint
CREATE INDEX "businesses_live_earth_idx" ON "matching"."businesses" USING gist (ll_to_earth("latitude", "longitude")) WHERE "is_active" AND "is_verified" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
