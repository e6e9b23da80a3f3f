CREATE TABLE "notifications"."user_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications"."job_titles" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "notifications"."job_titles" ADD COLUMN "service_name" text;--> statement-breakpoint
CREATE INDEX "user_notifications_user_id_id_idx" ON "notifications"."user_notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_notifications_unread_idx" ON "notifications"."user_notifications" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "user_notifications_created_at_idx" ON "notifications"."user_notifications" USING btree ("created_at");