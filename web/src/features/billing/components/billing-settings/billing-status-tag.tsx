import type { SubscriptionStatus, TransactionStatus } from '../../api/get-billing';

const statusTexts: Record<SubscriptionStatus | TransactionStatus, string> = {
  ACTIVE: 'Active',
  INCOMPLETE: 'Incomplete',
  PAST_DUE: 'Past due',
  LAPSED: 'Lapsed',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
  PENDING: 'Pending',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
};

/**
 * A status badge: green for the one good value (ACTIVE, COMPLETED), red for any other (spec §7).
 * The colours are billing-settings.css's AA pairs, not antd's green, which fails contrast.
 */
export function BillingStatusTag({ status, good }: { status: SubscriptionStatus | TransactionStatus; good: string }) {
  const tone = status === good ? 'is-good' : 'is-bad';
  return (
    <span className={`lp-billing-status ${tone}`} data-status={status}>
      {statusTexts[status] ?? status}
    </span>
  );
}
