import { SpanKind, startTracing } from '@localpros/kit';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedLabel, useEmbeddedAccountsTarget } from '../support/embedded-accounts-target.js';
import { expectOneTraceFromPostToLeads, postJobAsNewCustomer, type SeenSpan } from './job-trip.js';

// Registered before the marketplace starts: the spans of this file's process are collected in memory.
const exporter = new InMemorySpanExporter();
const tracing = startTracing({ serviceName: 'localpros', env: {}, processors: [new SimpleSpanProcessor(exporter)] });
afterAll(() => tracing.shutdown());

const target = useEmbeddedAccountsTarget();

const kinds: Record<SpanKind, SeenSpan['kind']> = {
  [SpanKind.INTERNAL]: 'internal',
  [SpanKind.SERVER]: 'server',
  [SpanKind.CLIENT]: 'client',
  [SpanKind.PRODUCER]: 'producer',
  [SpanKind.CONSUMER]: 'consumer',
};

const seen = (span: ReadableSpan): SeenSpan => ({
  name: span.name,
  traceId: span.spanContext().traceId,
  spanId: span.spanContext().spanId,
  parentSpanId: span.parentSpanContext?.spanId,
  kind: kinds[span.kind],
  service: String(span.resource.attributes['service.name']),
  attributes: { ...span.attributes },
});

describe(`tracing (${embeddedLabel})`, () => {
  it('follows one job from POST /api/job through gRPC into matching as one trace', async () => {
    await postJobAsNewCustomer(target);
    await expect.poll(() => exporter.getFinishedSpans().some((s) => s.name === 'JobPosted process')).toBe(true);
    const trip = expectOneTraceFromPostToLeads(exporter.getFinishedSpans().map(seen));
    // One process: every span carries the embedded marketplace's service name.
    expect(new Set(trip.map((s) => s.service))).toEqual(new Set(['localpros']));
  });
});
