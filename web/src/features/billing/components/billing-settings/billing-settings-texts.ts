import type { PackageId } from '../../api/get-billing';

/** The spec's three billing texts (shared/spec/strings.txt) and the section's own, in its voice. */
export const billingTexts = {
  changePackage: 'Change Package',
  updatePaymentMethod: 'Update Payment Method',
  cancelSubscription: 'Cancel Subscription',
  keepSubscription: 'Keep Subscription',
  resumeSubscription: 'Resume Subscription',
  directDebitPending:
    'Your Direct Debit is being set up: your leads start once your bank confirms it, usually within 3 working days.',
  cancelTitle: 'Cancel your subscription?',
  payNow: 'Pay now',
  loadFailed: 'We could not load your billing details.',
  noSubscription: 'You have no subscription yet',
  noTransactions: 'No transactions yet',
  downloadReceipt: 'Download receipt',
} as const;

export const billingToasts = {
  packageUpgraded: 'Your package has been upgraded',
  packageDowngradeScheduled: 'Your package will change at your next renewal',
  downgradeUndone: 'You are staying on your package',
  packageChangeFailed: 'Your package could not be changed',
  paymentMethodUpdated: 'Payment method updated',
  paymentMethodUpdateFailed: 'Your payment method could not be updated',
  cancelled: 'Your subscription has been cancelled',
  cancelFailed: 'Your subscription could not be cancelled',
  resumed: 'Your subscription has been resumed',
  resumeFailed: 'Your subscription could not be resumed',
  paid: 'Payment received: your subscription is active again',
  payFailed: 'Your payment could not be taken',
} as const;

/** Names and monthly prices (VAT included) of the two packages: packages/contracts/src/billing.ts. */
export const billingPackages: Record<PackageId, { name: string; pricePence: number }> = {
  standard: { name: 'Standard', pricePence: 9500 },
  premium: { name: 'Premium', pricePence: 19500 },
};

export const transactionKindTexts = {
  subscription: 'Subscription',
  renewal: 'Renewal',
  upgrade: 'Upgrade',
} as const;
