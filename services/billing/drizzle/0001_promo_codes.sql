CREATE TABLE "billing"."promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"percentage" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_percentage_range" CHECK ("billing"."promo_codes"."percentage" between 1 and 100),
	CONSTRAINT "promo_codes_name_length" CHECK (char_length("billing"."promo_codes"."name") between 1 and 10)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_name_unique" ON "billing"."promo_codes" USING btree (lower("name"));