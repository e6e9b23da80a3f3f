CREATE TABLE "matching"."cancelled_jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL
);
