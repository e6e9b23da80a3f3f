import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverUrls, useDistributed } from '../support/distributed.js';
import { postJson } from '../support/marketplace-target.js';
import { describeMarketplaceApi } from './marketplace-api.suite.js';

const enabled = Boolean(serverUrls.database && serverUrls.nats);
if (!enabled) console.warn('distributed e2e skipped: set TEST_DATABASE_URL and TEST_NATS_URL (.ci/run does)');

describe.skipIf(!enabled)('distributed mode', () => {
  const marketplace = useDistributed({ portOffset: 10_000 });

  describeMarketplaceApi('distributed: 9 processes, gRPC, NATS JetStream, PostgreSQL', () => marketplace().target);

  it('carries one request id from the BFF through gRPC and the event to the admin service logs', async () => {
    const requestId = `trace-${randomUUID()}`;
    const response = await postJson(
      `${marketplace().target.url}/api/customer/contact-us`,
      { name: 'Cara Jones', email: 'cara@example.com', message: 'Tracing one request across services' },
      { 'x-request-id': requestId },
    );
    expect(response.status).toBe(201);
    const processesThatLogged = () =>
      new Set(
        marketplace()
          .lines.filter((l) => l.line.includes(`"correlationId":"${requestId}"`))
          .map((l) => l.process),
      );
    await expect.poll(() => [...processesThatLogged()].sort()).toEqual(['admin', 'bff', 'notifications']);
    // Personal data stays out of the logs even at debug level.
    expect(marketplace().lines.some((l) => l.line.includes('cara@example.com'))).toBe(false);
  });
});
