import type { PackageId } from '@localpros/contracts';
import { advisoryXactLock, type EventRecorder, type Tx } from '@localpros/kit';
import type { BillingContext } from '../context.js';
import { subscribeInTransaction } from '../subscriptions/subscribe.js';

/** The demo businesses of identity's seed (services/identity/src/seed/demo-accounts.ts) and their packages. */
export function demoPackageOf(email: string): PackageId | null {
  if (email === 'business@localpros.test') return 'premium';
  return /^business\d+@localpros\.test$/.test(email) ? 'standard' : null;
}

/** Square's documented sandbox card nonce: a Visa that saves and pays (the stand-in honours it too). */
const SANDBOX_CARD_NONCE = 'cnon:card-nonce-ok';

/**
 * On `npm start` (demo data on, never on production) the demo businesses are subscribed as soon as
 * billing hears of them, paid by Square's sandbox test card through the stand-in: the marketplace
 * loop works from the first start. The key makes a redelivered registration harmless.
 */
export async function subscribeDemoBusiness(
  context: BillingContext,
  tx: Tx,
  events: EventRecorder,
  business: { userId: string; email: string; name: string },
): Promise<void> {
  const packageId = context.config.demoData ? demoPackageOf(business.email) : null;
  if (!packageId) return;
  await advisoryXactLock(tx, `billing-business:${business.userId}`);
  const declined = await subscribeInTransaction(context, tx, events, {
    businessId: business.userId,
    packageId,
    promoCode: '',
    idempotencyKey: `demo:${business.userId}`,
    now: context.now(),
    paymentMethod: {
      card: { sourceId: SANDBOX_CARD_NONCE, verificationToken: '', cardholderName: business.name, postcode: 'SW4 7AA' },
      directDebit: undefined,
    },
  });
  if (declined) throw new Error(`the demo subscription was declined: ${declined}`);
}
