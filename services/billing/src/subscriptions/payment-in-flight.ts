import type { Tx } from '@localpros/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { transactions } from '../schema.js';

/** Words for the business while a Direct Debit it set up to pay has not been collected yet. */
export const paymentInFlightMessage =
  'Your Direct Debit payment is on its way: your subscription starts once your bank confirms it (usually within 3 working days)';

/**
 * Whether a subscription's first or renewal payment is still pending (a Direct Debit submitted,
 * not yet collected): paying again meanwhile could take the money twice.
 */
export async function paymentInFlight(tx: Tx, subscriptionId: string): Promise<boolean> {
  const [pending] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.subscriptionId, subscriptionId),
        eq(transactions.status, 'PENDING'),
        inArray(transactions.kind, ['subscription', 'renewal']),
      ),
    )
    .limit(1);
  return pending !== undefined;
}
