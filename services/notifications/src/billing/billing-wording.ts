import {
  billingPackages,
  type PackageId,
  type PayloadOf,
  type PaymentSucceeded,
  type TransactionKind,
} from '@localpros/contracts';

/** 9500 → "£95.00", 123456 → "£1,234.56": always with pence, as a receipt shows money; never through a float. */
export function formatMoney(pence: number): string {
  const sign = pence < 0 ? '−' : '';
  const abs = Math.abs(pence);
  const pounds = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

const ukDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "23 November 2026", on the UK's calendar (00:30 BST is that day, not the day before). */
export const formatDate = (iso: string) => ukDate.format(new Date(iso));

export const packageName = (packageId: PackageId) => billingPackages[packageId].name;

const kindWording: Record<TransactionKind, string> = {
  subscription: 'First payment',
  renewal: 'Renewal',
  upgrade: 'Upgrade, prorated to the end of the current period',
};

export const chargeKind = (kind: TransactionKind) => kindWording[kind];

type PaymentMethodSummary = PayloadOf<typeof PaymentSucceeded>['paymentMethod'];

/** "Visa ending 4242", "Direct Debit from Barclays account ending 11": only what the event carries (never a full number). */
export function paymentMethodWording(method: PaymentMethodSummary): string {
  if (method.type === 'card') {
    const brand = method.brand?.trim() || 'Card';
    return method.last4 ? `${brand} ending ${method.last4}` : brand;
  }
  const bank = method.bankName?.trim() ? `${method.bankName.trim()} account` : 'your bank account';
  return method.accountNumberEnding
    ? `Direct Debit from ${bank} ending ${method.accountNumberEnding}`
    : `Direct Debit from ${bank}`;
}

/**
 * Why a payment failed, in plain words, from billing's short reason. An unknown reason gets a
 * general sentence rather than the code itself.
 */
const failureWording: Record<string, string> = {
  card_declined: 'your card was declined',
  insufficient_funds: 'there were not enough funds to cover it',
  processing_error: 'the payment could not be processed because of a temporary problem',
  expired_card: 'your card has expired',
  mandate_failed: 'your bank could not set up the Direct Debit',
  mandate_cancelled: 'your Direct Debit was cancelled by your bank',
  account_closed: 'the bank account has been closed',
};

export const failureReason = (reason: string) =>
  failureWording[reason] ?? 'the payment was declined by your card issuer or bank';
