import { z } from 'zod';
import { type PaymentProvidersConfig, paymentProvidersConfigFromEnv } from './payments/providers.js';

/** The seller on receipts: the same details as notifications' e-mailed receipt (services/notifications/src/config.ts). */
export const localProsSeller = {
  name: 'LocalPros Ltd',
  address: '20 Market Street, London EC2A 4AB',
  vatNumber: 'GB 123 4567 89',
  companyNumber: '12345678',
} as const;

const schema = z.object({
  NODE_ENV: z.string().optional(),
  DEMO_DATA: z.string().optional(),
  /** How often the renewal pass runs; 0 turns the scheduler off (tests call RunRenewals). */
  BILLING_RENEWAL_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
});

export interface BillingConfig {
  production: boolean;
  /** Demo businesses are subscribed on npm start (identity's switch: never on production). */
  demoData: boolean;
  renewalIntervalMs: number;
  providers: PaymentProvidersConfig;
}

export function loadBillingConfig(env: Readonly<Record<string, string | undefined>>): BillingConfig {
  const value = schema.parse(env);
  const production = value.NODE_ENV === 'production';
  return {
    production,
    demoData: !production && value.DEMO_DATA !== 'false',
    renewalIntervalMs: value.BILLING_RENEWAL_INTERVAL_MS,
    providers: paymentProvidersConfigFromEnv(env as NodeJS.ProcessEnv),
  };
}
