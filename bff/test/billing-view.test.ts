import type { billingRpc } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { formatPounds, receiptFilename, renderReceipt } from '../src/views/billing-receipt.js';
import {
  pounds,
  subscriptionStatusView,
  toBillingData,
  toPromoPreviewView,
  transactionStatusView,
} from '../src/views/billing-view.js';

const card: billingRpc.PaymentMethod = {
  type: 'card',
  brand: 'Visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  bankName: '',
  accountNumberEnding: '',
  accountHolder: '',
  mandateReference: '',
  mandateStatus: '',
};

const directDebit: billingRpc.PaymentMethod = {
  ...card,
  type: 'direct_debit',
  brand: '',
  last4: '',
  expMonth: 0,
  expYear: 0,
  bankName: 'Barclays',
  accountNumberEnding: '58',
  accountHolder: 'Sam Sparkle',
  mandateReference: 'LP-MANDATE-1',
  mandateStatus: 'pending_submission',
};

const subscription: billingRpc.Subscription = {
  id: 'sub-1',
  packageId: 'premium',
  packageName: 'Premium',
  status: 'past_due',
  amountPence: 19_500,
  billingPeriod: 'Monthly',
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  pendingPackageId: 'standard',
  graceEndsAt: '2026-12-08T00:00:00.000Z',
  nextRetryAt: '',
  createdAt: '2026-10-01T00:00:00.000Z',
};

const transaction = (overrides: Partial<billingRpc.Transaction> = {}): billingRpc.Transaction => ({
  id: '0b5e7a52-3f55-4f0c-9d1b-0d1c4c6a1f11',
  receiptNumber: 'LP-2026-000123',
  kind: 'subscription',
  packageId: 'premium',
  amountPence: 19_500,
  vatPence: 3250,
  discountPence: 0,
  promoCode: '',
  status: 'COMPLETED',
  failureReason: '',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-01T09:30:00.000Z',
  paymentMethod: card,
  ...overrides,
});

describe('billing views', () => {
  it('gives amounts in pounds as numbers, from integer pence', () => {
    expect(pounds(9500)).toBe(95);
    expect(pounds(19_500)).toBe(195);
    expect(pounds(1234)).toBe(12.34);
    expect(pounds(0)).toBe(0);
  });

  it('spells statuses in capitals; an unknown one never reads as paid or getting leads', () => {
    expect(subscriptionStatusView('active')).toBe('ACTIVE');
    expect(subscriptionStatusView('past_due')).toBe('PAST_DUE');
    expect(subscriptionStatusView('lapsed')).toBe('LAPSED');
    expect(subscriptionStatusView('cancelled')).toBe('CANCELLED');
    expect(subscriptionStatusView('weird')).toBe('INCOMPLETE');
    expect(transactionStatusView('completed')).toBe('COMPLETED');
    expect(transactionStatusView('FAILED')).toBe('FAILED');
    expect(transactionStatusView('weird')).toBe('PENDING');
  });

  it('shapes the billing overview as the spec does (snake_case, nulls for empty texts)', () => {
    const data = toBillingData({
      subscription,
      paymentMethod: card,
      transactions: [
        transaction(),
        transaction({ id: 't2', status: 'FAILED', failureReason: 'Your card was declined', promoCode: 'SAVE10' }),
      ],
    });
    expect(data.subscription.subscription).toEqual({
      id: 'sub-1',
      package_id: 'premium',
      package_type: 'Premium',
      status: 'PAST_DUE',
      amount: 195,
      amount_pence: 19_500,
      billing_period: 'Monthly',
      billing_next_date: '2026-12-01T00:00:00.000Z',
      current_period_start: '2026-11-01T00:00:00.000Z',
      cancel_at_period_end: false,
      pending_package_id: 'standard',
      grace_ends_at: '2026-12-08T00:00:00.000Z',
      next_retry_at: null,
      created_at: '2026-10-01T00:00:00.000Z',
    });
    expect(data.subscription.card).toEqual({ brand: 'Visa', last_4: '4242', exp_month: 12, exp_year: 2030 });
    expect(data.subscription.bank_account).toBeNull();
    expect(data.transactions[0]).toMatchObject({
      amount: 195,
      vat_pence: 3250,
      promo_code: null,
      status: 'COMPLETED',
      payment_method: 'card',
      receipt_url: '/api/subscription/transactions/0b5e7a52-3f55-4f0c-9d1b-0d1c4c6a1f11/receipt',
    });
    // Only a completed charge has a receipt.
    expect(data.transactions[1]).toMatchObject({
      status: 'FAILED',
      failure_reason: 'Your card was declined',
      promo_code: 'SAVE10',
      receipt_url: null,
    });
  });

  it('shows a Direct Debit by its bank and last two digits, and nothing before a first subscription', () => {
    const data = toBillingData({ subscription: undefined, paymentMethod: directDebit, transactions: [] });
    expect(data.subscription).toEqual({
      subscription: null,
      card: null,
      bank_account: {
        bank_name: 'Barclays',
        account_holder: 'Sam Sparkle',
        account_number_ending: '58',
        mandate_reference: 'LP-MANDATE-1',
        mandate_status: 'pending_submission',
      },
    });
    expect(toBillingData({ subscription: undefined, paymentMethod: undefined, transactions: [] })).toEqual({
      subscription: { subscription: null, card: null, bank_account: null },
      transactions: [],
    });
  });

  it('previews a promo code in pounds and pence', () => {
    expect(
      toPromoPreviewView({
        code: 'SAVE10',
        percentage: 10,
        pricePence: 19_500,
        discountPence: 1950,
        totalPence: 17_550,
      }),
    ).toEqual({
      code: 'SAVE10',
      percentage: 10,
      price: 195,
      discount: 19.5,
      total: 175.5,
      price_pence: 19_500,
      discount_pence: 1950,
      total_pence: 17_550,
    });
  });
});

const receipt = (overrides: Partial<billingRpc.Receipt> = {}): billingRpc.Receipt => ({
  transaction: transaction(),
  businessName: 'Sparkle & Shine',
  businessContactName: 'Sam Sparkle',
  businessEmail: 'sam@example.com',
  businessLocation: 'London South West',
  sellerName: 'LocalPros Ltd',
  sellerAddress: '1 Market Street, London EC1A 1AA',
  sellerVatNumber: 'GB123456789',
  sellerCompanyNumber: '12345678',
  vatRatePercent: 20,
  ...overrides,
});

describe('the receipt', () => {
  it('formats pence as pounds to the penny', () => {
    expect(formatPounds(9500)).toBe('£95.00');
    expect(formatPounds(1583)).toBe('£15.83');
    expect(formatPounds(0)).toBe('£0.00');
  });

  it('shows the receipt number, both parties, the amount with its VAT at 20 % and net, the period and the method', () => {
    const html = renderReceipt(receipt());
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('LP-2026-000123');
    expect(html).toContain('Sparkle &amp; Shine');
    expect(html).toContain('sam@example.com');
    expect(html).toContain('LocalPros Ltd');
    expect(html).toContain('VAT number GB123456789');
    expect(html).toContain('Company number 12345678');
    expect(html).toContain('<th scope="row">VAT at 20 %</th><td>£32.50</td>');
    expect(html).toContain('<th scope="row">Net amount</th><td>£162.50</td>');
    expect(html).toContain('<th scope="row">Total paid (VAT included)</th><td>£195.00</td>');
    expect(html).toContain('1 November 2026 to 1 December 2026');
    expect(html).toContain('Visa ending 4242');
    expect(html).toContain('LocalPros Premium package');
    expect(html).not.toContain('Discount');
  });

  it('shows a promo discount and a Direct Debit', () => {
    const html = renderReceipt(
      receipt({
        transaction: transaction({
          amountPence: 17_550,
          vatPence: 2925,
          discountPence: 1950,
          promoCode: 'SAVE10',
          paymentMethod: directDebit,
        }),
      }),
    );
    expect(html).toContain('Discount (promo code SAVE10)');
    expect(html).toContain('−£19.50');
    expect(html).toContain('<td>£146.25</td>');
    expect(html).toContain('Direct Debit from Barclays, account ending 58');
  });

  it('escapes every value it is given', () => {
    const html = renderReceipt(
      receipt({
        businessName: '<script>alert(1)</script>',
        businessContactName: '"quoted" & \'single\'',
        businessLocation: '<img src=x onerror=alert(1)>',
        transaction: transaction({ receiptNumber: '<b>R1</b>', promoCode: '<i>', discountPence: 100 }),
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>R1');
    expect(html).not.toContain('<i>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &#39;single&#39;');
    expect(html).toContain('&lt;b&gt;R1&lt;/b&gt;');
  });

  it('names the download after the receipt number, nothing else', () => {
    expect(receiptFilename('LP-2026-000123')).toBe('LocalPros-receipt-LP-2026-000123.html');
    expect(receiptFilename('a"b/../c')).toBe('LocalPros-receipt-a_b____c.html');
  });
});
