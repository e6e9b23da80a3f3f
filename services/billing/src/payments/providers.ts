import { GrpcStatus, RpcError } from '@localpros/kit';
import { createGoCardlessDirectDebitProvider } from './gocardless/gocardless-direct-debit-provider.js';
import type { PaymentProvider, PaymentProviders } from './payment-provider.js';
import { createSquareCardProvider } from './square/square-card-provider.js';

/** Square (cards) and GoCardless (Direct Debit), as billing's configuration sets them (config.ts). */
export interface PaymentProvidersConfig {
  square: {
    accessToken: string;
    /** Square's API, or the local stand-in's. */
    baseUrl: string;
    locationId: string;
    /** Signs each webhook with the notification URL it was posted to (the BFF's /api/webhooks/square). */
    webhookSignatureKey: string;
  };
  goCardless: {
    accessToken: string;
    /** GoCardless's API, or the local stand-in's. */
    baseUrl: string;
    webhookSecret: string;
  };
}

/** Outside production with no provider set (a test of billing's reads alone): every payment call says so. */
function notSetUp(type: PaymentProvider['type']): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new RpcError(
      GrpcStatus.UNAVAILABLE,
      'Payments are not set up on this server: npm start starts local stand-ins of Square and GoCardless',
    );
  };
  return { type, savePaymentMethod: refuse, charge: refuse, paymentStatus: refuse, readWebhook: refuse };
}

export function createPaymentProviders(config: PaymentProvidersConfig | null): PaymentProviders {
  if (!config) return { card: notSetUp('card'), direct_debit: notSetUp('direct_debit') };
  return {
    card: createSquareCardProvider(config.square),
    direct_debit: createGoCardlessDirectDebitProvider(config.goCardless),
  };
}
