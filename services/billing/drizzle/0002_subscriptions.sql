CREATE SEQUENCE "billing"."receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing"."accounts" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"type" text NOT NULL,
	"provider_token" text NOT NULL,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"bank_name" text,
	"account_holder" text,
	"sort_code" text,
	"account_number_ending" text,
	"mandate_reference" text,
	"mandate_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."promo_redemptions" (
	"promo_code_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"package_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"pending_package_id" text,
	"grace_ends_at" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"payment_method_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_amount" CHECK ("billing"."subscriptions"."amount_pence" >= 0),
	CONSTRAINT "subscriptions_period" CHECK ("billing"."subscriptions"."current_period_end" > "billing"."subscriptions"."current_period_start")
);
--> statement-breakpoint
CREATE TABLE "billing"."transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_number" text DEFAULT 'LP-R-' || lpad(nextval('billing.receipt_numbers')::text, 6, '0') NOT NULL,
	"business_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"package_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"promo_code" text,
	"status" text NOT NULL,
	"failure_reason" text,
	"failure_message" text,
	"provider_payment_id" text,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"payment_method_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transactions_amounts" CHECK ("billing"."transactions"."amount_pence" >= 0 and "billing"."transactions"."vat_pence" >= 0 and "billing"."transactions"."discount_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "billing"."promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "billing"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."promo_redemptions" ADD CONSTRAINT "promo_redemptions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "billing"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "billing"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."transactions" ADD CONSTRAINT "transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "billing"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."transactions" ADD CONSTRAINT "transactions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "billing"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_business" ON "billing"."payment_methods" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once" ON "billing"."promo_redemptions" USING btree ("promo_code_id","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_business_unique" ON "billing"."subscriptions" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due" ON "billing"."subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE INDEX "subscriptions_retry" ON "billing"."subscriptions" USING btree ("status","next_retry_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency" ON "billing"."transactions" USING btree ("business_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_receipt_number" ON "billing"."transactions" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "transactions_business" ON "billing"."transactions" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_pending" ON "billing"."transactions" USING btree ("status");