CREATE TABLE "identity"."business_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."business_profiles" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "identity"."business_documents" ADD CONSTRAINT "business_documents_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "identity"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_documents_business_idx" ON "identity"."business_documents" USING btree ("business_id");