CREATE TABLE "notifications"."lead_digest_entries" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"distance_km" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications"."outgoing_messages" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "notifications"."outgoing_messages" ADD COLUMN "unsubscribe_mailto" text;--> statement-breakpoint
ALTER TABLE "notifications"."recipients" ADD COLUMN "lead_emails" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
CREATE INDEX "lead_digest_entries_business_id_created_at_idx" ON "notifications"."lead_digest_entries" USING btree ("business_id","created_at");