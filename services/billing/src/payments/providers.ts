import type { PaymentProviders } from './payment-provider.js';
import { createSandboxCardProvider } from './sandbox/sandbox-card-provider.js';
import { createSandboxDirectDebitProvider } from './sandbox/sandbox-direct-debit-provider.js';
import { DEFAULT_SANDBOX_SIGNING_KEY } from './sandbox/signed-ids.js';
import { DEFAULT_DIRECT_DEBIT_SETTLE_SECONDS } from './sandbox-test-data.js';

/** The adapters shipped; a real one (Square, GoCardless) is added here and chosen by configuration. */
export const cardProviderNames = ['sandbox'] as const;
export const directDebitProviderNames = ['sandbox'] as const;

export interface PaymentProvidersConfig {
  /** Seconds a Direct Debit payment takes to settle (DIRECT_DEBIT_SETTLE_SECONDS). */
  settleSeconds: number;
  card?: (typeof cardProviderNames)[number];
  directDebit?: (typeof directDebitProviderNames)[number];
  /** Signs the sandboxes' ids; every replica must share it. Defaults to a fixed sandbox key. */
  sandboxSigningKey?: string;
}

export function createPaymentProviders(config: PaymentProvidersConfig): PaymentProviders {
  const signingKey = config.sandboxSigningKey ?? DEFAULT_SANDBOX_SIGNING_KEY;
  return {
    card: createSandboxCardProvider({ signingKey }),
    direct_debit: createSandboxDirectDebitProvider({ settleSeconds: config.settleSeconds, signingKey }),
  };
}

function providerName<T extends string>(variable: string, value: string | undefined, names: readonly T[]): T {
  const name = value?.trim() || 'sandbox';
  if (names.includes(name as T)) return name as T;
  throw new Error(`${variable} must be one of ${names.join(', ')}, not "${name}": no such payment provider adapter`);
}

/**
 * The providers' configuration from the environment: PAYMENT_PROVIDER_CARD and
 * PAYMENT_PROVIDER_DIRECT_DEBIT (only 'sandbox' so far), DIRECT_DEBIT_SETTLE_SECONDS (default 120).
 * Throws on anything else, so billing refuses to start rather than take payments the wrong way.
 */
export function paymentProvidersConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvidersConfig {
  const settle = env.DIRECT_DEBIT_SETTLE_SECONDS?.trim();
  const settleSeconds = settle ? Number(settle) : DEFAULT_DIRECT_DEBIT_SETTLE_SECONDS;
  if (!Number.isInteger(settleSeconds) || settleSeconds < 0) {
    throw new Error(`DIRECT_DEBIT_SETTLE_SECONDS must be a whole number of seconds, not "${settle}"`);
  }
  return {
    settleSeconds,
    card: providerName('PAYMENT_PROVIDER_CARD', env.PAYMENT_PROVIDER_CARD, cardProviderNames),
    directDebit: providerName(
      'PAYMENT_PROVIDER_DIRECT_DEBIT',
      env.PAYMENT_PROVIDER_DIRECT_DEBIT,
      directDebitProviderNames,
    ),
  };
}
