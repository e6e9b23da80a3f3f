import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { serviceContracts } from '@localpros/contracts';
import { createLogger, InProcessBus, prepareService, type RpcClient, type RpcError } from '@localpros/kit';
import { createTestDatabase, testServiceClient } from '@localpros/kit/testing';
import { type PaymentStandIns, startPaymentStandIns } from '@localpros/payment-stand-ins';
import { afterAll, beforeAll } from 'vitest';
import { billingService } from '../../src/index.js';

export type Billing = RpcClient<typeof serviceContracts.billing.definition>;

export interface BillingWithStandIns {
  billing: Billing;
  standIns: PaymentStandIns;
  database: Awaited<ReturnType<typeof createTestDatabase>>['database'];
  /** What billing answered each webhook delivery: applied events, or the gRPC error code. */
  answers: { provider: string; applied?: number; code?: number }[];
}

/**
 * Billing on a test database, with Square and GoCardless stood in (the real SDKs, settling only when
 * a test says so) and their webhooks handed to billing as the BFF hands them
 * (POST /api/webhooks/<provider> → ReceiveProviderWebhook). Read the returned function inside tests.
 */
export function useBillingWithStandIns(): () => BillingWithStandIns {
  const logger = createLogger({ name: 'test', level: 'silent' });
  let started: BillingWithStandIns | undefined;
  let handle: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let receiver: Server | undefined;

  beforeAll(async () => {
    const standIns = await startPaymentStandIns({ settleSeconds: 24 * 3600 });
    handle = await createTestDatabase();
    const instance = await prepareService(billingService, {
      database: handle.database,
      bus: new InProcessBus({ logger }),
      logger,
      env: { BILLING_RENEWAL_INTERVAL_MS: '0', DEMO_DATA: 'false', ...standIns.env },
    });
    const billing = testServiceClient(instance, { logger });
    const answers: BillingWithStandIns['answers'] = [];
    receiver = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const provider = (request.url ?? '').split('/').at(-1) ?? '';
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value;
      try {
        const { applied } = await billing.receiveProviderWebhook({
          provider,
          rawBody: Buffer.concat(chunks).toString('utf8'),
          headers,
          url: `http://${request.headers.host}${request.url}`,
        });
        answers.push({ provider, applied });
        response.writeHead(200).end();
      } catch (error) {
        answers.push({ provider, code: (error as RpcError).code });
        response.writeHead(401).end();
      }
    });
    await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
    standIns.deliverWebhooksTo(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}`);
    started = { billing, standIns, database: handle.database, answers };
  });
  afterAll(async () => {
    await started?.standIns.close();
    await new Promise((resolve) => receiver?.close(resolve));
    await handle?.drop();
  });

  return () => {
    if (!started) throw new Error('billing has not started');
    return started;
  };
}
