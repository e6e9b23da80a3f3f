CREATE TABLE "identity"."business_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."business_profiles" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "identity"."business_profiles" ADD COLUMN "mobile_number" text;--> statement-breakpoint
ALTER TABLE "identity"."business_profiles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "identity"."business_profiles" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "identity"."business_profiles" ADD COLUMN "landline" text;--> statement-breakpoint
ALTER TABLE "identity"."business_profiles" ADD COLUMN "logo_id" uuid;--> statement-breakpoint
ALTER TABLE "identity"."business_profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "identity"."business_profiles" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "identity"."business_logos" ADD CONSTRAINT "business_logos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE no action ON UPDATE no action;