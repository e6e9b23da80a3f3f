CREATE TABLE "notifications"."deleted_users" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications"."job_titles" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications"."recipients" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_number" text NOT NULL,
	"business_name" text,
	"email_enabled" boolean NOT NULL,
	"sms_enabled" boolean NOT NULL,
	"messages" boolean NOT NULL,
	"newsletters" boolean NOT NULL,
	"special_offers" boolean NOT NULL,
	"recommendations" boolean NOT NULL,
	"new_job_leads" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
