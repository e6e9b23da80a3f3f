import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApiEnv } from '../accounts/accounts-client.js';
import { serverUrls, useDistributed } from '../support/distributed.js';
import { expectOneTraceFromPostToLeads, postJobAsNewCustomer } from './job-trip.js';
import { startOtlpCollector } from './otlp-collector.js';

const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn(
    'distributed tracing e2e skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL (.ci/run does)',
  );
}

// Each process exports its own spans over OTLP; the trace holds together through gRPC metadata and NATS.
describe.skipIf(!enabled)('tracing, distributed mode', () => {
  let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
  // The collector first, as the cluster's env names it (and it closes after the cluster stops).
  beforeAll(async () => {
    collector = await startOtlpCollector();
  });
  afterAll(async () => {
    await collector?.close();
  });
  const marketplace = useDistributed(() => ({
    portOffset: 19_500,
    env: {
      ...accountsApiEnv,
      OUTBOX_POLL_MS: '100',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
  }));

  it('follows one job from the BFF through jobs into matching as one trace across processes', async () => {
    await postJobAsNewCustomer(() => ({ url: marketplace().target.url }));
    // Each process exports on its own schedule: wait for the three parts of the trip, not only the last.
    await expect
      .poll(
        () =>
          collector.spans.some((s) => s.name === 'POST /api/job' && s.service === 'bff') &&
          collector.spans.some((s) => s.kind === 'server' && s.attributes['rpc.method'] === 'PostJob') &&
          collector.spans.some((s) => s.name === 'JobPosted process' && s.service === 'matching'),
        { message: 'the BFF, jobs and matching spans of the posted job' },
      )
      .toBe(true);
    const trip = expectOneTraceFromPostToLeads(collector.spans);
    // Three processes took part, each exporting under its own service name.
    for (const service of ['bff', 'jobs', 'matching']) expect(trip.map((s) => s.service)).toContain(service);
  });
});
