import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type AccountsTarget, accountsClient } from '../accounts/accounts-client.js';
import { swCleaningJob } from '../support/sw-cleaning-job.js';

/** What a test needs of a finished span, from an in-memory exporter or from OTLP JSON. */
export interface SeenSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind: 'server' | 'client' | 'consumer' | 'producer' | 'internal';
  /** The service.name of the process that made it. */
  service: string;
  attributes: Record<string, unknown>;
}

/** A verified customer posts a Domestic cleaning job in SW (where demo businesses take it as a lead). */
export async function postJobAsNewCustomer(target: () => AccountsTarget): Promise<string> {
  const { post, verifiedCustomer } = accountsClient(target);
  const customer = await verifiedCustomer();
  const posted = await post<{ job: { id: string } }>(
    '/job',
    swCleaningJob(`Trace a clean ${randomUUID().slice(0, 6)}`),
    customer.token,
  );
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  return posted.body.job.id;
}

/**
 * One job's trip is one trace: the BFF's POST /api/job, its gRPC call into jobs, and matching's
 * handling of the JobPosted event that call recorded, each span the child of the one before.
 */
export function expectOneTraceFromPostToLeads(spans: readonly SeenSpan[]): SeenSpan[] {
  const request = spans.find((s) => s.name === 'POST /api/job');
  expect(request, `no POST /api/job span among ${spans.map((s) => s.name).join(', ')}`).toBeDefined();
  const trip = spans.filter((s) => s.traceId === request?.traceId);
  const postJobClient = trip.find((s) => s.kind === 'client' && s.attributes['rpc.method'] === 'PostJob');
  const postJobServer = trip.find((s) => s.kind === 'server' && s.attributes['rpc.method'] === 'PostJob');
  expect(postJobClient?.parentSpanId, "the BFF's call to PostJob is the request's child").toBe(request?.spanId);
  expect(postJobServer?.parentSpanId, 'the jobs service handled that call').toBe(postJobClient?.spanId);

  const matched = trip.find(
    (s) => s.name === 'JobPosted process' && String(s.attributes['messaging.consumer.group.name']).includes('matching'),
  );
  expect(matched, 'matching handled JobPosted in the same trace').toBeDefined();
  expect(matched?.kind).toBe('consumer');
  expect(matched?.parentSpanId, 'JobPosted continues the PostJob handler that recorded it').toBe(postJobServer?.spanId);
  return trip;
}
