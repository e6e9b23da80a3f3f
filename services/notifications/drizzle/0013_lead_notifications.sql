CREATE TABLE "notifications"."lead_notification_reads" (
	"user_id" uuid NOT NULL,
	"notification_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notification_reads_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications"."lead_notifications" (
	"id" bigint PRIMARY KEY DEFAULT nextval('notifications.user_notifications_id_seq') NOT NULL,
	"job_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"business_ids" uuid[] NOT NULL,
	"distances_km" real[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications"."lead_notification_reads" ADD CONSTRAINT "lead_notification_reads_notification_id_lead_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "notifications"."lead_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notifications_business_ids_idx" ON "notifications"."lead_notifications" USING gin ("business_ids");--> statement-breakpoint
CREATE INDEX "lead_notifications_created_at_idx" ON "notifications"."lead_notifications" USING btree ("created_at");