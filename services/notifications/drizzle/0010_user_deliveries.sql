ALTER TABLE "notifications"."outgoing_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
CREATE INDEX "outgoing_messages_user_id_created_at_idx" ON "notifications"."outgoing_messages" USING btree ("user_id","created_at");--> statement-breakpoint
-- Whose message a row is, from the recipients read model (an e-mail address without case, a mobile
-- number as stored) or, for a push alert, the browser's subscription. An address no known user
-- holds stays null: it is no user's delivery.
CREATE OR REPLACE FUNCTION "notifications"."outgoing_message_user_id"(channel text, recipient text) RETURNS uuid
LANGUAGE sql STABLE AS $$
  SELECT CASE channel
    WHEN 'email' THEN (SELECT r.user_id FROM "notifications"."recipients" r WHERE lower(r.email) = lower(recipient) LIMIT 1)
    WHEN 'sms' THEN (SELECT r.user_id FROM "notifications"."recipients" r WHERE r.mobile_number = recipient LIMIT 1)
    WHEN 'push' THEN (SELECT s.user_id FROM "notifications"."push_subscriptions" s WHERE s.id::text = recipient LIMIT 1)
  END
$$;--> statement-breakpoint
UPDATE "notifications"."outgoing_messages"
  SET "user_id" = "notifications"."outgoing_message_user_id"("channel", "recipient")
  WHERE "user_id" IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notifications"."outgoing_messages_set_user_id"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL THEN
    NEW.user_id := "notifications"."outgoing_message_user_id"(NEW.channel, NEW.recipient);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "outgoing_messages_user_id" BEFORE INSERT ON "notifications"."outgoing_messages"
  FOR EACH ROW EXECUTE FUNCTION "notifications"."outgoing_messages_set_user_id"();
