import { Typography } from 'antd';
import type { Subscription } from '../../api/get-billing';
import { formatBillingDate, formatPence } from './billing-format';
import { billingPackages } from './billing-settings-texts';
import { BillingStatusTag } from './billing-status-tag';

/** Package type, status, next renewal, billing period and amount (spec §7, Billing). */
export function SubscriptionSummary({ subscription }: { subscription: Subscription }) {
  const renewal = formatBillingDate(subscription.billing_next_date);
  const pending = subscription.pending_package_id ? billingPackages[subscription.pending_package_id] : null;
  return (
    <>
      <dl className="lp-billing-facts">
        <dt>Package type</dt>
        <dd>
          {subscription.package_type}
          {subscription.package_id === 'premium' ? (
            // The badge repeats the package type for the eye; a screen reader has just read it.
            <span className="lp-billing-premium" aria-hidden="true">
              Premium
            </span>
          ) : null}
        </dd>
        <dt>Subscription status</dt>
        <dd>
          <BillingStatusTag status={subscription.status} good="ACTIVE" />
        </dd>
        <dt>{subscription.cancel_at_period_end ? 'Ends on' : 'Next renewal'}</dt>
        <dd>{renewal}</dd>
        <dt>Billing period</dt>
        <dd>{subscription.billing_period}</dd>
        <dt>Amount</dt>
        <dd>
          {formatPence(subscription.amount_pence)} <span className="lp-billing-hint">a month, VAT included</span>
        </dd>
      </dl>
      {pending && !subscription.cancel_at_period_end ? (
        <Typography.Paragraph className="lp-billing-note">
          Changes to {pending.name} on {renewal}: from then you pay {formatPence(pending.pricePence)} a month.
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
