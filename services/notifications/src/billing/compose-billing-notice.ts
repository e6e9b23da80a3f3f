import type { PayloadOf, PaymentFailed, SubscriptionCancelled, SubscriptionLapsed } from '@localpros/contracts';
import { type ComposedMessage, greeting } from '../delivery/compose-message.js';
import { type EmailBlock, renderHtml, renderText } from '../delivery/email-rendering.js';
import type { MessagePurpose } from '../schema.js';
import { failureReason, formatDate, formatMoney, packageName } from './billing-wording.js';
import { BILLING_SETTINGS_PATH, type BilledBusiness, type BillingLinks, SUBSCRIBE_PATH } from './compose-receipt.js';

function notice(
  to: BilledBusiness,
  purpose: MessagePurpose,
  subject: string,
  paragraphs: readonly string[],
  link: { label: string; url: string },
): ComposedMessage {
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: greeting(to.firstName) },
    ...paragraphs.map((text): EmailBlock => ({ kind: 'paragraph', text })),
    { kind: 'link', ...link },
    { kind: 'paragraph', text: 'The LocalPros team' },
  ];
  return {
    channel: 'email',
    recipient: to.email,
    purpose,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
  };
}

const whatFor: Record<PayloadOf<typeof PaymentFailed>['kind'], string> = {
  subscription: 'the first payment of',
  renewal: 'the renewal of',
  upgrade: 'the upgrade to',
};

/** A charge was declined or a Direct Debit payment failed: why, what happens next, and where to fix it. */
export function composePaymentFailed(
  payment: PayloadOf<typeof PaymentFailed>,
  to: BilledBusiness,
  links: BillingLinks,
): ComposedMessage {
  const pkg = `LocalPros ${packageName(payment.packageId)}`;
  const paragraphs = [
    `We tried to take ${formatMoney(payment.amountPence)} on ${formatDate(payment.failedAt)} for ${whatFor[payment.kind]} your ${pkg} subscription, but the payment did not go through: ${failureReason(payment.reason)}.`,
  ];
  paragraphs.push(
    payment.nextRetryAt
      ? `We will try again on ${formatDate(payment.nextRetryAt)}.`
      : 'We will not try this payment again on our own.',
  );
  if (payment.graceEndsAt) {
    paragraphs.push(
      `You keep receiving leads until ${formatDate(payment.graceEndsAt)}. If the payment has not gone through by then, your subscription lapses and your leads stop.`,
    );
  } else if (payment.kind === 'upgrade') {
    paragraphs.push('Your package has not changed.');
  }
  paragraphs.push('To avoid any interruption, check your payment details or add a different card or bank account.');
  return notice(to, 'payment_failed', 'We could not take your LocalPros payment', paragraphs, {
    label: 'Update your payment method in Settings → Billing:',
    url: `${links.publicUrl}${BILLING_SETTINGS_PATH}`,
  });
}

/** The grace period ended unpaid: the leads have stopped; subscribing again restarts them. */
export function composeSubscriptionLapsed(
  subscription: PayloadOf<typeof SubscriptionLapsed>,
  to: BilledBusiness,
  links: BillingLinks,
): ComposedMessage {
  const pkg = `LocalPros ${packageName(subscription.packageId)}`;
  return notice(
    to,
    'subscription_lapsed',
    'Your LocalPros subscription has lapsed — leads have stopped',
    [
      `We could not take the payment for your ${pkg} subscription before the end of the grace period, so it lapsed on ${formatDate(subscription.changedAt)} and you no longer receive leads.`,
      'Subscribe again to start receiving leads for jobs near you.',
    ],
    { label: 'Subscribe again:', url: `${links.publicUrl}${SUBSCRIBE_PATH}` },
  );
}

/** A subscription the business cancelled reached the end of its paid period. */
export function composeSubscriptionCancelled(
  subscription: PayloadOf<typeof SubscriptionCancelled>,
  to: BilledBusiness,
  links: BillingLinks,
): ComposedMessage {
  const pkg = `LocalPros ${packageName(subscription.packageId)}`;
  return notice(
    to,
    'subscription_ended',
    'Your LocalPros subscription has ended',
    [
      `As you asked, your ${pkg} subscription ended on ${formatDate(subscription.currentPeriodEnd)}, at the end of the period you paid for. You no longer receive leads and will not be charged again.`,
      'You can subscribe again at any time.',
    ],
    { label: 'Subscribe again:', url: `${links.publicUrl}${SUBSCRIBE_PATH}` },
  );
}
