CREATE TABLE "notifications"."outgoing_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"source_event_id" uuid,
	CONSTRAINT "outgoing_messages_source_event_id_unique" UNIQUE("source_event_id"),
	CONSTRAINT "outgoing_messages_channel_check" CHECK (channel in ('email', 'sms')),
	CONSTRAINT "outgoing_messages_status_check" CHECK (status in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "outgoing_messages_due_idx" ON "notifications"."outgoing_messages" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "outgoing_messages_created_at_idx" ON "notifications"."outgoing_messages" USING btree ("created_at");