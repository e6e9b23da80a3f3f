ALTER TABLE "quotes"."quotes" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes"."quotes" ADD COLUMN "postcode_area" text;--> statement-breakpoint
CREATE INDEX "quotes_local_idx" ON "quotes"."quotes" USING btree ("service_id","rate_type","postcode_area","created_at") WHERE "quotes"."quotes"."service_id" is not null;