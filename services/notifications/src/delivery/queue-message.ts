import { randomUUID } from 'node:crypto';
import { UserVerified, VerificationCodeIssued } from '@localpros/contracts';
import { on, type Tx } from '@localpros/kit';
import { outgoingMessages } from '../schema.js';
import { type ComposedMessage, composeCodeMessage, composeWelcomeMessage } from './compose-message.js';

/**
 * Queues a message in the consumer's inbox transaction; the sender delivers it after commit.
 * One message per event (source_event_id is unique), so a redelivered event never sends twice.
 */
async function queueMessage(tx: Tx, sourceEventId: string, message: ComposedMessage): Promise<void> {
  await tx
    .insert(outgoingMessages)
    .values({ id: randomUUID(), sourceEventId, ...message })
    .onConflictDoNothing({ target: outgoingMessages.sourceEventId });
}

/** The events notifications turns into e-mails and SMS, each queued once, then kicks the sender. */
export function deliverySubscriptions(kickSender: () => void) {
  return [
    on(VerificationCodeIssued, async (payload, { tx, envelope }) => {
      await queueMessage(tx, envelope.id, composeCodeMessage(payload, new Date()));
      kickSender();
    }),
    on(UserVerified, async (payload, { tx, envelope }) => {
      await queueMessage(tx, envelope.id, composeWelcomeMessage(payload));
      kickSender();
    }),
  ];
}
