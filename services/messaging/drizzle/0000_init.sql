CREATE SCHEMA IF NOT EXISTS "messaging";
--> statement-breakpoint
CREATE TABLE "messaging"."inbox" (
	"event_id" uuid NOT NULL,
	"consumer" text NOT NULL,
	"event_type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_event_id_consumer_pk" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "messaging"."jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_type" text NOT NULL,
	"text" text NOT NULL,
	"photo" "bytea",
	"photo_content_type" text,
	"sent_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"correlation_id" text NOT NULL,
	"trace_parent" text,
	"trace_state" text,
	"payload" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "outbox_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "messaging"."removed_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone,
	"customer_read_at" timestamp with time zone,
	"business_read_at" timestamp with time zone,
	CONSTRAINT "threads_job_business_unique" UNIQUE("job_id","business_id")
);
--> statement-breakpoint
ALTER TABLE "messaging"."messages" ADD CONSTRAINT "messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "messaging"."threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_thread_sent_idx" ON "messaging"."messages" USING btree ("thread_id","sent_at");--> statement-breakpoint
CREATE INDEX "messaging_outbox_unpublished_idx" ON "messaging"."outbox" USING btree ("seq") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "threads_customer_idx" ON "messaging"."threads" USING btree ("customer_id","job_id");--> statement-breakpoint
CREATE INDEX "threads_business_idx" ON "messaging"."threads" USING btree ("business_id");