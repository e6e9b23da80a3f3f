import { type PayloadOf, type PaymentSucceeded, VAT_RATE_PERCENT } from '@localpros/contracts';
import type { Seller } from '../config.js';
import { type ComposedMessage, greeting } from '../delivery/compose-message.js';
import { type EmailBlock, renderHtml, renderText } from '../delivery/email-rendering.js';
import { chargeKind, formatDate, formatMoney, packageName, paymentMethodWording } from './billing-wording.js';

/** The business as the receipt names it, from notifications' read models. */
export interface BilledBusiness {
  email: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  location: string | null;
}

export interface BillingLinks {
  /** The marketplace's address (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
}

export const BILLING_SETTINGS_PATH = '/dashboard/settings/billing';
export const SUBSCRIBE_PATH = '/subscribe';

/**
 * The VAT receipt of one settled charge: what was paid, for which package and period, the VAT
 * it includes and the net, any promo discount, how it was paid, who bought and who sold.
 */
export function composeReceipt(
  payment: PayloadOf<typeof PaymentSucceeded>,
  to: BilledBusiness,
  seller: Seller,
  links: BillingLinks,
): ComposedMessage {
  const subject = `Your LocalPros receipt ${payment.receiptNumber}`;
  const pkg = packageName(payment.packageId);
  const charge = [
    { label: 'Receipt number', value: payment.receiptNumber },
    { label: 'Date', value: formatDate(payment.paidAt) },
    { label: 'Package', value: `LocalPros ${pkg}, billed monthly` },
    { label: 'For', value: chargeKind(payment.kind) },
    { label: 'Period', value: `${formatDate(payment.periodStart)} to ${formatDate(payment.periodEnd)}` },
  ];
  if (payment.discountPence > 0) {
    const code = payment.promoCode?.trim();
    charge.push(
      { label: 'Price before discount', value: formatMoney(payment.amountPence + payment.discountPence) },
      { label: code ? `Promo code ${code}` : 'Discount', value: formatMoney(-payment.discountPence) },
    );
  }
  charge.push(
    { label: 'Amount paid', value: formatMoney(payment.amountPence) },
    { label: `VAT at ${VAT_RATE_PERCENT} % (included)`, value: formatMoney(payment.vatPence) },
    { label: 'Net (excluding VAT)', value: formatMoney(payment.amountPence - payment.vatPence) },
    { label: 'Paid by', value: paymentMethodWording(payment.paymentMethod) },
  );
  const contactName = `${to.firstName} ${to.lastName}`.trim();
  const billedTo = [
    { label: 'Business', value: to.businessName?.trim() || contactName || to.email },
    ...(contactName ? [{ label: 'Contact', value: contactName }] : []),
    ...(to.location ? [{ label: 'Location', value: to.location }] : []),
    { label: 'E-mail', value: to.email },
  ];
  const soldBy = [
    { label: 'Seller', value: seller.name },
    { label: 'Address', value: seller.address },
    { label: 'VAT number', value: seller.vatNumber },
    { label: 'Company number', value: seller.companyNumber },
  ];
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: greeting(to.firstName) },
    {
      kind: 'paragraph',
      text: `Thank you for your payment of ${formatMoney(payment.amountPence)} for LocalPros ${pkg}. This is your receipt.`,
    },
    { kind: 'details', rows: charge },
    { kind: 'paragraph', text: 'Billed to' },
    { kind: 'details', rows: billedTo },
    { kind: 'paragraph', text: 'Sold by' },
    { kind: 'details', rows: soldBy },
    {
      kind: 'link',
      label: 'Your transactions and downloadable receipts are in Settings → Billing:',
      url: `${links.publicUrl}${BILLING_SETTINGS_PATH}`,
    },
    { kind: 'paragraph', text: 'The LocalPros team' },
  ];
  return {
    channel: 'email',
    recipient: to.email,
    purpose: 'payment_receipt',
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
  };
}
