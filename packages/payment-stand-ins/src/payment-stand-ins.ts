import { randomBytes } from 'node:crypto';
import { type GoCardlessStandIn, startGoCardlessStandIn } from './gocardless/index.js';
import { type SquareStandIn, startSquareStandIn } from './square/index.js';

/**
 * Both providers' stand-ins for a marketplace started without provider accounts (`npm start`, the
 * test harnesses, the local distributed run): fresh keys each start, and the settings billing and
 * the BFF read (the same names production sets to the real providers, which it refuses to be
 * stand-ins: services/billing/src/config.ts, bff/src/config.ts).
 */
export interface PaymentStandIns {
  square: SquareStandIn;
  goCardless: GoCardlessStandIn;
  /** SQUARE_* and GOCARDLESS_* for billing and the BFF. */
  env: Record<string, string>;
  /**
   * Where the marketplace listens (its PUBLIC_URL when it has one: the BFF gives billing that
   * address as the one Square signed). Webhooks go to `<url>/api/webhooks/<provider>`.
   */
  deliverWebhooksTo(marketplaceUrl: string): void;
  close(): Promise<void>;
}

const key = () => randomBytes(24).toString('base64url');

/**
 * The stand-ins a marketplace with these settings needs: none on production (it takes only the
 * live providers) or when a provider's API is set; else both, settling Direct Debits after
 * DIRECT_DEBIT_SETTLE_SECONDS (the GoCardless stand-in's default otherwise).
 */
export async function paymentStandInsFor(
  env: Readonly<Record<string, string | undefined>>,
): Promise<PaymentStandIns | null> {
  if (env.NODE_ENV === 'production' || env.SQUARE_API_URL || env.GOCARDLESS_API_URL) return null;
  return startPaymentStandIns({ settleSeconds: settleSecondsOf(env.DIRECT_DEBIT_SETTLE_SECONDS) });
}

function settleSecondsOf(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new Error(`DIRECT_DEBIT_SETTLE_SECONDS must be a whole number of seconds, not "${text}"`);
  }
  return seconds;
}

export async function startPaymentStandIns(options: { settleSeconds?: number } = {}): Promise<PaymentStandIns> {
  const squareToken = key();
  const squareSignatureKey = key();
  const goCardlessToken = key();
  const goCardlessSecret = key();
  const square = await startSquareStandIn({ signatureKey: squareSignatureKey, accessToken: squareToken });
  const goCardless = await startGoCardlessStandIn({
    webhookSecret: goCardlessSecret,
    accessToken: goCardlessToken,
    settleSeconds: options.settleSeconds,
  }).catch(async (error: unknown) => {
    await square.close();
    throw error;
  });
  return {
    square,
    goCardless,
    env: {
      SQUARE_API_URL: square.url,
      SQUARE_ACCESS_TOKEN: squareToken,
      SQUARE_WEBHOOK_SIGNATURE_KEY: squareSignatureKey,
      SQUARE_LOCATION_ID: square.locationId,
      SQUARE_APPLICATION_ID: square.applicationId,
      SQUARE_WEB_PAYMENTS_SDK_URL: `${square.url}/v1/square.js`,
      GOCARDLESS_API_URL: goCardless.url,
      GOCARDLESS_ACCESS_TOKEN: goCardlessToken,
      GOCARDLESS_WEBHOOK_SECRET: goCardlessSecret,
    },
    deliverWebhooksTo(marketplaceUrl) {
      const origin = new URL(marketplaceUrl).origin;
      square.setWebhookUrl(`${origin}/api/webhooks/square`);
      goCardless.setWebhookUrl(`${origin}/api/webhooks/gocardless`);
    },
    async close() {
      await Promise.all([square.close(), goCardless.close()]);
    },
  };
}
