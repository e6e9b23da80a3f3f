import type { EventRecorder, Tx } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { settlePayment } from '../charges/settle-payment.js';
import type { BillingContext } from '../context.js';
import type { MandateStatus, ProviderEvent } from '../payments/payment-provider.js';
import { paymentMethods, providerEvents, transactions } from '../schema.js';
import { activateWhenMandateActive } from '../subscriptions/activate-when-paid.js';
import type { WebhookProvider } from './webhook-providers.js';

const mandateStatusOf = {
  mandate_active: 'active',
  mandate_failed: 'failed',
  mandate_cancelled: 'cancelled',
} as const satisfies Record<Exclude<ProviderEvent['kind'], `payment_${string}`>, MandateStatus>;

/** The payment the event names, if billing made it: settled or failed as the provider says. */
async function applyPaymentEvent(tx: Tx, events: EventRecorder, event: ProviderEvent, now: Date): Promise<void> {
  const [payment] = await tx.select().from(transactions).where(eq(transactions.providerPaymentId, event.resourceId));
  if (!payment?.paymentMethodId) return;
  const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, payment.paymentMethodId));
  if (!method) return;
  if (event.kind === 'payment_confirmed') {
    await settlePayment(tx, events, payment, method, { status: 'completed' }, now);
  } else if (event.decline) {
    await settlePayment(tx, events, payment, method, event.decline, now);
  }
}

/**
 * One provider event, once: its row (provider, event id) is inserted first and the effects follow
 * in the same transaction; an event seen before inserts nothing and is skipped. Returns whether it
 * was applied now.
 */
export async function applyProviderEvent(
  context: BillingContext,
  provider: WebhookProvider,
  event: ProviderEvent,
): Promise<boolean> {
  const now = context.now();
  return context.outbox.transaction(async (tx, events) => {
    const inserted = await tx
      .insert(providerEvents)
      .values({ provider, eventId: event.id, kind: event.kind, resourceId: event.resourceId, createdAt: now })
      .onConflictDoNothing()
      .returning({ eventId: providerEvents.eventId });
    if (inserted.length === 0) return false;
    if (event.kind === 'payment_confirmed' || event.kind === 'payment_failed') {
      await applyPaymentEvent(tx, events, event, now);
    } else {
      const methods = await tx
        .update(paymentMethods)
        .set({ mandateStatus: mandateStatusOf[event.kind] })
        .where(and(eq(paymentMethods.type, 'direct_debit'), eq(paymentMethods.providerToken, event.resourceId)))
        .returning({ id: paymentMethods.id });
      if (event.kind === 'mandate_active') {
        for (const method of methods) await activateWhenMandateActive(tx, events, method.id, now);
      }
    }
    return true;
  });
}
