import { Typography } from 'antd';
import type { BankAccount, Card } from '../../api/get-billing';

const twoDigits = (n: number) => String(n % 100).padStart(2, '0');

/** "pending_submission" → "Pending submission". */
const humanise = (value: string) => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The saved card (brand, last 4, expiry) or Direct Debit account (bank, last 2 digits, mandate). */
export function PaymentMethodSummary({ card, bankAccount }: { card: Card | null; bankAccount: BankAccount | null }) {
  if (card) {
    return (
      <dl className="lp-billing-facts">
        <dt>Card</dt>
        <dd>
          {card.brand} <span aria-hidden="true">••••</span>
          <span className="lp-visually-hidden">ending</span> {card.last_4}
        </dd>
        <dt>Expires</dt>
        <dd>
          {twoDigits(card.exp_month)}/{twoDigits(card.exp_year)}
        </dd>
      </dl>
    );
  }
  if (bankAccount) {
    return (
      <dl className="lp-billing-facts">
        <dt>Direct Debit</dt>
        <dd>
          {bankAccount.bank_name}, account ending {bankAccount.account_number_ending}
        </dd>
        <dt>Account holder</dt>
        <dd>{bankAccount.account_holder}</dd>
        <dt>Mandate reference</dt>
        <dd>{bankAccount.mandate_reference}</dd>
        <dt>Mandate status</dt>
        <dd>{humanise(bankAccount.mandate_status)}</dd>
      </dl>
    );
  }
  return <Typography.Paragraph>No payment method saved.</Typography.Paragraph>;
}

/** "Visa ending 4242", "Direct Debit from Barclays, account ending 58": for sentences. */
export function paymentMethodName(card: Card | null, bankAccount: BankAccount | null): string | null {
  if (card) return `${card.brand} ending ${card.last_4}`;
  if (bankAccount)
    return `Direct Debit from ${bankAccount.bank_name}, account ending ${bankAccount.account_number_ending}`;
  return null;
}
