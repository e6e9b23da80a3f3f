import { describe, expect, it } from 'vitest';
import { createPaymentProviders, paymentProvidersConfigFromEnv } from '../../src/payments/providers.js';

describe('payment providers configuration', () => {
  it('defaults to the sandboxes and a 120-second settle delay', () => {
    expect(paymentProvidersConfigFromEnv({})).toEqual({ settleSeconds: 120, card: 'sandbox', directDebit: 'sandbox' });
  });

  it('reads DIRECT_DEBIT_SETTLE_SECONDS', () => {
    expect(paymentProvidersConfigFromEnv({ DIRECT_DEBIT_SETTLE_SECONDS: '5' }).settleSeconds).toBe(5);
    expect(paymentProvidersConfigFromEnv({ DIRECT_DEBIT_SETTLE_SECONDS: '0' }).settleSeconds).toBe(0);
  });

  it.each(['-1', '1.5', 'soon'])('refuses DIRECT_DEBIT_SETTLE_SECONDS=%s', (value) => {
    expect(() => paymentProvidersConfigFromEnv({ DIRECT_DEBIT_SETTLE_SECONDS: value })).toThrow(
      'DIRECT_DEBIT_SETTLE_SECONDS',
    );
  });

  it('refuses to start with a provider that has no adapter', () => {
    expect(() => paymentProvidersConfigFromEnv({ PAYMENT_PROVIDER_CARD: 'square' })).toThrow(
      'PAYMENT_PROVIDER_CARD must be one of sandbox, not "square"',
    );
    expect(() => paymentProvidersConfigFromEnv({ PAYMENT_PROVIDER_DIRECT_DEBIT: 'gocardless' })).toThrow(
      'PAYMENT_PROVIDER_DIRECT_DEBIT',
    );
    expect(paymentProvidersConfigFromEnv({ PAYMENT_PROVIDER_CARD: 'sandbox' }).card).toBe('sandbox');
  });

  it('creates one provider per payment method type', () => {
    const providers = createPaymentProviders({ settleSeconds: 120 });
    expect(providers.card.type).toBe('card');
    expect(providers.direct_debit.type).toBe('direct_debit');
  });
});
