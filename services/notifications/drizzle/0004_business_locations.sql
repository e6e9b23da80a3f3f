CREATE TABLE "notifications"."business_locations" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"location" text,
	"updated_at" timestamp with time zone NOT NULL
);
