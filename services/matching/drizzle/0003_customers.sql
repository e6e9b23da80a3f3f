CREATE TABLE "matching"."customers" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
