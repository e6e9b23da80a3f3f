CREATE TABLE "notifications"."push_alerts" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"tag" text NOT NULL,
	"urgency" text NOT NULL,
	"ttl_seconds" integer NOT NULL,
	CONSTRAINT "push_alerts_urgency_check" CHECK (urgency in ('normal', 'high'))
);
--> statement-breakpoint
CREATE TABLE "notifications"."push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "notifications"."outgoing_messages" DROP CONSTRAINT "outgoing_messages_channel_check";--> statement-breakpoint
ALTER TABLE "notifications"."push_alerts" ADD CONSTRAINT "push_alerts_message_id_outgoing_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "notifications"."outgoing_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "notifications"."push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications"."outgoing_messages" ADD CONSTRAINT "outgoing_messages_channel_check" CHECK (channel in ('email', 'sms', 'push'));