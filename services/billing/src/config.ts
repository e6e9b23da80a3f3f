import { checkSecrets, everyProblem, isProduction, loadConfig, secretField } from '@localpros/kit';
import { z } from 'zod';
import type { PaymentProvidersConfig } from './payments/providers.js';

/** The seller on receipts: the same details as notifications' e-mailed receipt (services/notifications/src/config.ts). */
export const localProsSeller = {
  name: 'LocalPros Ltd',
  address: '20 Market Street, London EC2A 4AB',
  vatNumber: 'GB 123 4567 89',
  companyNumber: '12345678',
} as const;

/** The providers' live APIs: production talks to these and nothing else. */
export const liveProviderApis = {
  SQUARE_API_URL: 'https://connect.squareup.com',
  GOCARDLESS_API_URL: 'https://api.gocardless.com',
} as const;

/** The providers' keys: on production each must be set and real, like every secret. */
export const billingSecrets = [
  'SQUARE_ACCESS_TOKEN',
  'SQUARE_WEBHOOK_SIGNATURE_KEY',
  'GOCARDLESS_ACCESS_TOKEN',
  'GOCARDLESS_WEBHOOK_SECRET',
] as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = () => z.preprocess(emptyToUndefined, z.url().optional());
const optionalText = () => z.preprocess(emptyToUndefined, z.string().max(200).optional());

export const billingConfigSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    DEMO_DATA: z.string().optional(),
    /** How often the renewal pass runs; 0 turns the scheduler off (tests call RunRenewals). */
    BILLING_RENEWAL_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    SQUARE_ACCESS_TOKEN: secretField(),
    SQUARE_WEBHOOK_SIGNATURE_KEY: secretField(),
    /** The location that takes the payments (Square Dashboard → Locations). */
    SQUARE_LOCATION_ID: optionalText(),
    /** Square's API; the local stand-in's outside production. */
    SQUARE_API_URL: optionalUrl(),
    GOCARDLESS_ACCESS_TOKEN: secretField(),
    GOCARDLESS_WEBHOOK_SECRET: secretField(),
    /** GoCardless's API; the local stand-in's outside production. */
    GOCARDLESS_API_URL: optionalUrl(),
  })
  .loose()
  .superRefine((value, ctx) => {
    checkSecrets(value, billingSecrets, ctx);
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (isProduction(value)) {
      // Real money only: never a provider's sandbox, never a stand-in.
      for (const [name, live] of Object.entries(liveProviderApis)) {
        const url = value[name as keyof typeof liveProviderApis];
        if (url !== undefined && url.replace(/\/$/, '') !== live) {
          problem(name, `must be ${live} (or unset) when NODE_ENV=production, not a sandbox or stand-in`);
        }
      }
      if (value.GOCARDLESS_ACCESS_TOKEN?.startsWith('sandbox_')) {
        problem('GOCARDLESS_ACCESS_TOKEN', 'is a GoCardless sandbox token: production takes real payments');
      }
      if (!value.SQUARE_LOCATION_ID) {
        // Worded as the BFF's check of the same setting: the embedded mode names it once.
        problem('SQUARE_LOCATION_ID', 'is required when NODE_ENV=production (the Square location that takes payments)');
      }
    }
  }, everyProblem);

export interface BillingConfig {
  production: boolean;
  /** Demo businesses are subscribed on npm start (identity's switch: never on production). */
  demoData: boolean;
  renewalIntervalMs: number;
  /** Null outside production when no provider is set up (a test of billing's reads alone). */
  providers: PaymentProvidersConfig | null;
}

type BillingSettings = z.infer<typeof billingConfigSchema>;

/** The providers' settings, or null when any is missing (outside production only: the schema requires them there). */
function providersOf(value: BillingSettings, production: boolean): PaymentProvidersConfig | null {
  const squareApi = value.SQUARE_API_URL ?? (production ? liveProviderApis.SQUARE_API_URL : undefined);
  const goCardlessApi = value.GOCARDLESS_API_URL ?? (production ? liveProviderApis.GOCARDLESS_API_URL : undefined);
  const {
    SQUARE_ACCESS_TOKEN: squareToken,
    SQUARE_WEBHOOK_SIGNATURE_KEY: webhookSignatureKey,
    SQUARE_LOCATION_ID: locationId,
    GOCARDLESS_ACCESS_TOKEN: goCardlessToken,
    GOCARDLESS_WEBHOOK_SECRET: webhookSecret,
  } = value;
  if (!squareApi || !squareToken || !webhookSignatureKey || !locationId) return null;
  if (!goCardlessApi || !goCardlessToken || !webhookSecret) return null;
  return {
    square: { accessToken: squareToken, baseUrl: squareApi, locationId, webhookSignatureKey },
    goCardless: { accessToken: goCardlessToken, baseUrl: goCardlessApi, webhookSecret },
  };
}

export function loadBillingConfig(env: Readonly<Record<string, string | undefined>>): BillingConfig {
  const value = loadConfig(billingConfigSchema, env as NodeJS.ProcessEnv);
  const production = isProduction(value);
  return {
    production,
    demoData: !production && value.DEMO_DATA !== 'false',
    renewalIntervalMs: value.BILLING_RENEWAL_INTERVAL_MS,
    providers: providersOf(value, production),
  };
}
