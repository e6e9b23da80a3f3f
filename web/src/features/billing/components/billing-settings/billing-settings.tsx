import { Alert, Button, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { ButtonLink } from '@/shared/components/button-link';
import { paths } from '@/shared/config/paths';
import { messageOf } from '@/shared/lib/form-field-errors';
import { type BillingResponse, useBilling } from '../../api/get-billing';
import { formatBillingDate } from './billing-format';
import { billingTexts } from './billing-settings-texts';
import { CancelSubscriptionButton, ResumeSubscriptionButton } from './cancel-subscription';
import { ChangePackageDialog } from './change-package-dialog';
import { PaymentDueBanner } from './payment-due-banner';
import { PaymentMethodSummary } from './payment-method-summary';
import { SubscriptionSummary } from './subscription-summary';
import { TransactionHistory } from './transaction-history';
import { UpdatePaymentMethodDialog } from './update-payment-method-dialog';
import './billing-settings.css';

/** Settings → Billing: the package, its payment method and every charge (spec §7; issue 14, item 4). */
export function BillingSettings() {
  const { data, error, isLoading, mutate } = useBilling();

  let content: ReactNode;
  if (isLoading && !data) {
    content = (
      <div role="status" aria-label="Loading your billing details">
        <Skeleton active />
      </div>
    );
  } else if (error && !data) {
    content = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={billingTexts.loadFailed}
        description={messageOf(error, '') || undefined}
        action={<Button onClick={() => mutate()}>Try again</Button>}
      />
    );
  } else if (!data?.data.subscription.subscription) {
    content = (
      <div className="lp-billing-card">
        <Typography.Paragraph>{billingTexts.noSubscription}</Typography.Paragraph>
        <ButtonLink type="primary" to={paths.subscribe}>
          Choose a package
        </ButtonLink>
      </div>
    );
  } else {
    content = <Billing billing={data.data} />;
  }

  return (
    <div className="lp-settings-section lp-billing-section">
      <Typography.Title level={3}>Billing</Typography.Title>
      {content}
    </div>
  );
}

function Billing({ billing }: { billing: BillingResponse['data'] }) {
  const { subscription: subscriptionState, transactions } = billing;
  const { card, bank_account: bankAccount } = subscriptionState;
  const subscription = subscriptionState.subscription;
  const [dialog, setDialog] = useState<'package' | 'payment' | null>(null);
  if (!subscription) return null;

  const current = subscription.status === 'ACTIVE' || subscription.status === 'PAST_DUE';
  const cancelling = subscription.cancel_at_period_end;
  // Why Change Package is off, said next to it.
  const packageLocked = cancelling
    ? 'Resume your subscription to change package.'
    : subscription.status === 'PAST_DUE' || subscription.status === 'LAPSED'
      ? 'Pay what is due to change package.'
      : null;

  return (
    <div className="lp-billing">
      <PaymentDueBanner
        subscription={subscription}
        card={card}
        bankAccount={bankAccount}
        paymentPending={
          !current &&
          transactions.some((t) => t.status === 'PENDING' && (t.kind === 'subscription' || t.kind === 'renewal'))
        }
      />

      <section className="lp-billing-card" aria-labelledby="lp-billing-subscription">
        <Typography.Title level={4} id="lp-billing-subscription">
          Subscription
        </Typography.Title>
        <SubscriptionSummary subscription={subscription} />
        {cancelling ? (
          <Alert
            type="warning"
            showIcon
            className="lp-billing-note"
            title={`Your subscription ends on ${formatBillingDate(subscription.billing_next_date)}. You keep your leads until then.`}
            action={<ResumeSubscriptionButton />}
          />
        ) : null}
        <div className="lp-billing-actions">
          <Button onClick={() => setDialog('package')} disabled={subscription.status !== 'ACTIVE' || cancelling}>
            {billingTexts.changePackage}
          </Button>
          {current && !cancelling ? <CancelSubscriptionButton subscription={subscription} /> : null}
        </div>
        {packageLocked ? <p className="lp-billing-hint">{packageLocked}</p> : null}
      </section>

      <section className="lp-billing-card" aria-labelledby="lp-billing-payment-method">
        <Typography.Title level={4} id="lp-billing-payment-method">
          Payment method
        </Typography.Title>
        <PaymentMethodSummary card={card} bankAccount={bankAccount} />
        <Button onClick={() => setDialog('payment')}>{billingTexts.updatePaymentMethod}</Button>
      </section>

      <section className="lp-billing-card" aria-labelledby="lp-billing-transactions">
        <Typography.Title level={4} id="lp-billing-transactions">
          Transaction history
        </Typography.Title>
        <TransactionHistory transactions={transactions} />
      </section>

      <ChangePackageDialog subscription={subscription} open={dialog === 'package'} onClose={() => setDialog(null)} />
      <UpdatePaymentMethodDialog open={dialog === 'payment'} onClose={() => setDialog(null)} />
    </div>
  );
}
