import { type ConfigError, GrpcStatus } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { productionPaymentProviders } from '../../../bff/test/production-env.js';
import { billingConfigSchema, loadBillingConfig } from '../src/config.js';
import { createPaymentProviders } from '../src/payments/providers.js';

const production = { NODE_ENV: 'production', ...productionPaymentProviders };

const problemsOf = (env: Record<string, string>) => {
  try {
    loadBillingConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe("billing's payment providers", () => {
  it('on production takes the live APIs with every key set', () => {
    expect(problemsOf(production)).toEqual([]);
    expect(loadBillingConfig(production).providers).toEqual({
      square: {
        accessToken: productionPaymentProviders.SQUARE_ACCESS_TOKEN,
        baseUrl: 'https://connect.squareup.com',
        locationId: productionPaymentProviders.SQUARE_LOCATION_ID,
        webhookSignatureKey: productionPaymentProviders.SQUARE_WEBHOOK_SIGNATURE_KEY,
      },
      goCardless: {
        accessToken: productionPaymentProviders.GOCARDLESS_ACCESS_TOKEN,
        baseUrl: 'https://api.gocardless.com',
        webhookSecret: productionPaymentProviders.GOCARDLESS_WEBHOOK_SECRET,
      },
    });
  });

  it('on production names each missing key, one line each', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SQUARE_ACCESS_TOKEN: is required when NODE_ENV=production (at least 32 random characters)',
      'SQUARE_WEBHOOK_SIGNATURE_KEY: is required when NODE_ENV=production (at least 32 random characters)',
      'GOCARDLESS_ACCESS_TOKEN: is required when NODE_ENV=production (at least 32 random characters)',
      'GOCARDLESS_WEBHOOK_SECRET: is required when NODE_ENV=production (at least 32 random characters)',
      'SQUARE_LOCATION_ID: is required when NODE_ENV=production (the Square location that takes payments)',
    ]);
  });

  it('on production refuses a sandbox, a stand-in and a sandbox token, naming the setting', () => {
    expect(
      problemsOf({
        ...production,
        SQUARE_API_URL: 'https://connect.squareupsandbox.com',
        GOCARDLESS_API_URL: 'http://127.0.0.1:4020',
        GOCARDLESS_ACCESS_TOKEN: 'sandbox_Hq7Vd2Mx9Lb4Tw1Zk6Nc3Rp8Fs5Gy0Ja',
      }),
    ).toEqual([
      'SQUARE_API_URL: must be https://connect.squareup.com (or unset) when NODE_ENV=production, not a sandbox or stand-in',
      'GOCARDLESS_API_URL: must be https://api.gocardless.com (or unset) when NODE_ENV=production, not a sandbox or stand-in',
      'GOCARDLESS_ACCESS_TOKEN: is a GoCardless sandbox token: production takes real payments',
    ]);
    // The live URLs spelled out are fine.
    expect(
      problemsOf({
        ...production,
        SQUARE_API_URL: 'https://connect.squareup.com/',
        GOCARDLESS_API_URL: 'https://api.gocardless.com',
      }),
    ).toEqual([]);
  });

  it('elsewhere takes the stand-ins, and without them refuses every payment call, saying how to get them', async () => {
    const standIn = {
      SQUARE_API_URL: 'http://127.0.0.1:4010',
      SQUARE_ACCESS_TOKEN: 'standin-square-token-0123456789abcdef',
      SQUARE_WEBHOOK_SIGNATURE_KEY: 'standin-square-signature-0123456789',
      SQUARE_LOCATION_ID: 'LSTANDIN00001',
      GOCARDLESS_API_URL: 'http://127.0.0.1:4020',
      GOCARDLESS_ACCESS_TOKEN: 'standin-gocardless-token-0123456789',
      GOCARDLESS_WEBHOOK_SECRET: 'standin-gocardless-secret-012345678',
    };
    expect(loadBillingConfig(standIn).providers?.square.baseUrl).toBe('http://127.0.0.1:4010');
    expect(loadBillingConfig({}).providers).toBeNull();
    const providers = createPaymentProviders(null);
    await expect(providers.card.paymentStatus('p', new Date())).rejects.toMatchObject({
      code: GrpcStatus.UNAVAILABLE,
      message: expect.stringContaining('npm start starts local stand-ins of Square and GoCardless'),
    });
    expect(billingConfigSchema.safeParse(standIn).success).toBe(true);
  });
});
