import type { billingRpc } from '@localpros/contracts';
import { GrpcStatus, RpcError } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { productionEnv } from './production-env.js';
import { useTestApps } from './support.js';

const start = useTestApps();

/** A billing that records the webhooks handed to it; a wrong signature is refused as billing refuses it. */
function webhookBilling() {
  const received: billingRpc.ProviderWebhookRequest[] = [];
  return {
    received,
    receiveProviderWebhook: async (request: billingRpc.ProviderWebhookRequest) => {
      received.push(request);
      if (
        request.headers['webhook-signature'] !== 'good' &&
        request.headers['x-square-hmacsha256-signature'] !== 'good'
      ) {
        throw new RpcError(GrpcStatus.UNAUTHENTICATED, 'The webhook signature is missing or wrong');
      }
      return { applied: 1 };
    },
  };
}

describe("payment providers' webhooks", () => {
  it('hand billing the body byte for byte, the signature and the URL posted to', async () => {
    const billing = webhookBilling();
    const app = await start({ billing, env: { PUBLIC_URL: 'https://www.localpros.co.uk' } });
    // Spacing and key order kept: signatures are over the raw bytes, not over parsed JSON.
    const body = '{"events":[ {"id":"EV123","action":"confirmed"} ]}';
    const answer = await app.inject({
      method: 'POST',
      url: '/api/webhooks/gocardless',
      headers: { 'content-type': 'application/json', 'webhook-signature': 'good', cookie: 'x=1', authorization: 'no' },
      payload: body,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ applied: 1 });
    expect(billing.received).toEqual([
      {
        provider: 'gocardless',
        rawBody: body,
        headers: { 'content-type': 'application/json', 'webhook-signature': 'good' },
        url: 'https://www.localpros.co.uk/api/webhooks/gocardless',
      },
    ]);

    const square = await app.inject({
      method: 'POST',
      url: '/api/webhooks/square',
      headers: { 'content-type': 'application/json', 'x-square-hmacsha256-signature': 'good' },
      payload: '{"event_id":"e1"}',
    });
    expect(square.statusCode).toBe(200);
    expect(billing.received[1]).toMatchObject({ provider: 'square', rawBody: '{"event_id":"e1"}' });
  });

  it('answer 401 for a missing or wrong signature', async () => {
    const app = await start({ billing: webhookBilling() });
    for (const headers of [{}, { 'webhook-signature': 'forged' }]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/webhooks/gocardless',
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{"events":[]}',
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ message: 'The webhook signature is missing or wrong' });
    }
  });

  it('refuse a body over 256 KiB before billing sees it', async () => {
    const billing = webhookBilling();
    const app = await start({ billing });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/webhooks/square',
      headers: { 'content-type': 'application/json', 'x-square-hmacsha256-signature': 'good' },
      payload: `{"pad":"${'x'.repeat(300 * 1024)}"}`,
    });
    expect(answer.statusCode).toBe(413);
    expect(billing.received).toEqual([]);
  });
});

describe('the card form', () => {
  const standIn = {
    SQUARE_APPLICATION_ID: 'sandbox-sq0idb-stand-in',
    SQUARE_LOCATION_ID: 'LSTANDIN00001',
    SQUARE_WEB_PAYMENTS_SDK_URL: 'http://127.0.0.1:4010/v1/square.js',
  };

  it("gives the browser Square's SDK and ids, and lets the page load that SDK, frame it and call it", async () => {
    const app = await start({ env: standIn });
    const answer = await app.inject({ method: 'GET', url: '/api/subscription/card-form' });
    expect(answer.json()).toEqual({
      success: true,
      data: {
        applicationId: 'sandbox-sq0idb-stand-in',
        locationId: 'LSTANDIN00001',
        sdkUrl: 'http://127.0.0.1:4010/v1/square.js',
      },
    });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' http://127.0.0.1:4010");
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:4010");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4010");
  });

  it("uses Square's own script and hosts on production", async () => {
    const app = await start({ env: productionEnv });
    const answer = await app.inject({ method: 'GET', url: '/api/subscription/card-form' });
    expect(answer.json()).toMatchObject({ data: { sdkUrl: 'https://web.squarecdn.com/v1/square.js' } });
    expect(String(answer.headers['content-security-policy'])).toContain("frame-src 'self' https://*.squarecdn.com");
  });

  it('answers 503 when card payments are not set up', async () => {
    const app = await start();
    const answer = await app.inject({ method: 'GET', url: '/api/subscription/card-form' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      message: 'Card payments are not available at the moment: pay by Direct Debit',
    });
  });
});
