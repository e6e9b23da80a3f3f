CREATE TABLE "quotes"."cancelled_jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes"."quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"cost_pence" bigint NOT NULL,
	"currency" text NOT NULL,
	"rate_type" text NOT NULL,
	"comments" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_lead_id_unique" UNIQUE("lead_id")
);
--> statement-breakpoint
CREATE INDEX "quotes_business_created_idx" ON "quotes"."quotes" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_job_idx" ON "quotes"."quotes" USING btree ("job_id");