-- UserContactChanged is recorded whenever a user's contact details or notification settings
-- change. Accounts that existed before it get one now, in the same outbox, so the services that
-- keep a copy (notifications: who to e-mail, and whether they want it) know every live account,
-- not only those that change something later. The payload is built exactly like
-- src/accounts/contact-event.ts builds it.
INSERT INTO "identity"."notification_settings" ("user_id")
SELECT "id" FROM "identity"."users" WHERE "deleted_at" IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "identity"."outbox" ("id", "type", "version", "occurred_at", "correlation_id", "payload")
SELECT
	gen_random_uuid(),
	'UserContactChanged',
	1,
	now(),
	'migration-0003-contact-snapshots',
	jsonb_build_object(
		'userId', u."id",
		'userType', u."user_type",
		'firstName', u."first_name",
		'lastName', u."last_name",
		'email', u."email",
		'mobileNumber', coalesce(u."mobile_number", ''),
		'businessName', CASE WHEN u."user_type" = 'business' THEN b."business_name" END,
		'emailEnabled', s."email",
		'smsEnabled', s."sms",
		'notifiableEvents', jsonb_build_object(
			'messages', s."messages",
			'newsletters', s."newsletters",
			'specialOffers', s."special_offers",
			'recommendations', s."recommendations",
			'newJobLeads', s."new_job_leads"
		),
		'changedAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
	)
FROM "identity"."users" u
JOIN "identity"."notification_settings" s ON s."user_id" = u."id"
LEFT JOIN "identity"."business_profiles" b ON b."user_id" = u."id"
WHERE u."deleted_at" IS NULL
ORDER BY u."created_at", u."id";
