import {
  nameBasedUuid,
  PaymentFailed,
  PaymentSucceeded,
  SubscriptionCancelled,
  SubscriptionLapsed,
} from '@localpros/contracts';
import { EventArrivedEarlyError, on, type Tx } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import type { NotificationsContext } from '../context.js';
import type { ComposedMessage } from '../delivery/compose-message.js';
import { queueMessage } from '../delivery/queue-message.js';
import { businessLocation, knownRecipient } from '../recipients/recipient-events.js';
import { deletedUsers } from '../schema.js';
import {
  composePaymentFailed,
  composeSubscriptionCancelled,
  composeSubscriptionLapsed,
} from './compose-billing-notice.js';
import { type BilledBusiness, composeReceipt } from './compose-receipt.js';

/**
 * The business, as notifications knows it, or null when its account was deleted (nothing to send).
 * Not known yet (its UserContactChanged still on the way): throw, and the bus delivers the billing
 * event again later, so a receipt is never silently lost to a race.
 */
async function billedBusiness(tx: Tx, businessId: string): Promise<BilledBusiness | null> {
  const recipient = await knownRecipient(tx, businessId);
  if (recipient) return { ...recipient, location: await businessLocation(tx, businessId) };
  const [deleted] = await tx.select().from(deletedUsers).where(eq(deletedUsers.userId, businessId));
  if (deleted) return null;
  // Only the id: the log carries no personal data.
  throw new EventArrivedEarlyError(`business ${businessId} is not known to notifications yet`);
}

/**
 * Billing's e-mails to the business. They are transactional (a VAT receipt, a failed payment, the
 * end of the service it pays for), so they are always sent: notification settings (e-mail off,
 * "messages" off) govern marketplace messages, not these, as with a verification code.
 */
export function billingNoticeConsumers({ config, kickSender }: Pick<NotificationsContext, 'config' | 'kickSender'>) {
  const links = { publicUrl: config.publicUrl };
  const send = async (
    tx: Tx,
    sourceEventId: string,
    businessId: string,
    compose: (to: BilledBusiness) => ComposedMessage,
  ) => {
    const to = await billedBusiness(tx, businessId);
    if (!to) return;
    await queueMessage(tx, sourceEventId, compose(to));
    kickSender();
  };
  return [
    // One receipt per transaction, even were billing to record its event twice.
    on(PaymentSucceeded, (payment, { tx }) =>
      send(tx, nameBasedUuid(`receipt:${payment.transactionId}`), payment.businessId, (to) =>
        composeReceipt(payment, to, config.seller, links),
      ),
    ),
    on(PaymentFailed, (payment, { tx, envelope }) =>
      send(tx, envelope.id, payment.businessId, (to) => composePaymentFailed(payment, to, links)),
    ),
    on(SubscriptionLapsed, (subscription, { tx, envelope }) =>
      send(tx, envelope.id, subscription.businessId, (to) => composeSubscriptionLapsed(subscription, to, links)),
    ),
    on(SubscriptionCancelled, (subscription, { tx, envelope }) =>
      send(tx, envelope.id, subscription.businessId, (to) => composeSubscriptionCancelled(subscription, to, links)),
    ),
  ];
}
