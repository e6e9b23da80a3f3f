import { Alert, Button } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '@/shared/components/button-link';
import { paths } from '@/shared/config/paths';
import type { BankAccount, Card, Subscription } from '../../api/get-billing';
import { formatBillingDate } from './billing-format';
import { billingTexts } from './billing-settings-texts';
import { PayNowDialog } from './pay-now-dialog';

/**
 * What needs paying: a declined renewal (past due, leads until the grace period ends), a lapsed
 * subscription (no leads until paid); or subscribing again: a first payment that never went
 * through, an ended subscription. While a Direct Debit payment is on its way, only that is said.
 */
export function PaymentDueBanner(props: {
  subscription: Subscription;
  card: Card | null;
  bankAccount: BankAccount | null;
  /** Not receiving leads, with a Direct Debit payment on its way (GET /api/subscription's payment_pending). */
  paymentPending: boolean;
}) {
  const { subscription, paymentPending } = props;
  const [paying, setPaying] = useState(false);

  if (paymentPending) {
    return <Alert type="info" showIcon title={billingTexts.directDebitPending} />;
  }

  if (subscription.status === 'INCOMPLETE' || subscription.status === 'CANCELLED') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={
          subscription.status === 'INCOMPLETE'
            ? 'Your first payment did not go through, so you receive no leads.'
            : 'Your subscription has ended, so you receive no leads.'
        }
        action={<ButtonLink to={paths.subscribe}>Choose a package</ButtonLink>}
      />
    );
  }
  if (subscription.status !== 'PAST_DUE' && subscription.status !== 'LAPSED') return null;

  const title =
    subscription.status === 'PAST_DUE'
      ? `We could not take your last payment. Leads stop on ${formatBillingDate(subscription.grace_ends_at)} unless you pay.`
      : 'Your subscription has lapsed: you receive no leads until you pay.';
  const retry =
    subscription.status === 'PAST_DUE' && subscription.next_retry_at
      ? `We will try again on ${formatBillingDate(subscription.next_retry_at)}.`
      : undefined;

  return (
    <>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={title}
        description={retry}
        action={
          <Button type="primary" danger onClick={() => setPaying(true)}>
            {billingTexts.payNow}
          </Button>
        }
      />
      <PayNowDialog
        card={props.card}
        bankAccount={props.bankAccount}
        subscription={subscription}
        open={paying}
        onClose={() => setPaying(false)}
      />
    </>
  );
}
