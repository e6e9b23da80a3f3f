CREATE TABLE "jobs"."review_moderations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_moderations_action" CHECK ("jobs"."review_moderations"."action" in ('hidden', 'restored'))
);
--> statement-breakpoint
CREATE TABLE "jobs"."review_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome_reason" text,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "review_reports_status" CHECK ("jobs"."review_reports"."status" in ('open', 'upheld', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "jobs"."review_moderations" ADD CONSTRAINT "review_moderations_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "jobs"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs"."review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "jobs"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_moderations_review_at_idx" ON "jobs"."review_moderations" USING btree ("review_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_one_open_idx" ON "jobs"."review_reports" USING btree ("review_id","reporter_id") WHERE "jobs"."review_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "review_reports_status_created_idx" ON "jobs"."review_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "review_reports_reporter_created_idx" ON "jobs"."review_reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);