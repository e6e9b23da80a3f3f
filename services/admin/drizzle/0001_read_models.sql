CREATE TABLE "admin"."accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"business_name" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"registered_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"contact_changed_at" timestamp with time zone,
	"active_changed_at" timestamp with time zone,
	"work_category_id" text,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" text,
	"profile_updated_at" timestamp with time zone,
	"company_number" text,
	"documents_count" integer DEFAULT 0 NOT NULL,
	"vetting_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin"."audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin"."contact_message_states" (
	"contact_message_id" uuid PRIMARY KEY NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"replied_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin"."jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"job_number" text,
	"type" text DEFAULT 'standard' NOT NULL,
	"title" text,
	"description" text,
	"work_category_id" uuid,
	"service_name" text,
	"location" text,
	"property_type" text,
	"target_time" text,
	"posted_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"business_id" uuid,
	"completed_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"active_changed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin"."leads" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin"."quotes" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "admin_accounts_type_registered_idx" ON "admin"."accounts" USING btree ("user_type","registered_at");--> statement-breakpoint
CREATE INDEX "admin_accounts_email_idx" ON "admin"."accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "admin"."audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin"."audit_log" USING btree ("admin_id","at");--> statement-breakpoint
CREATE INDEX "admin_jobs_posted_idx" ON "admin"."jobs" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "admin_jobs_customer_idx" ON "admin"."jobs" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "admin_leads_job_idx" ON "admin"."leads" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "admin_leads_business_idx" ON "admin"."leads" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "admin_quotes_job_idx" ON "admin"."quotes" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "admin_quotes_business_idx" ON "admin"."quotes" USING btree ("business_id");