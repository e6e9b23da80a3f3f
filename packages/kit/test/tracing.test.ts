import { defineEvent } from '@localpros/contracts';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEnvelope } from '../src/events/outbox.js';
import { startTracing } from '../src/tracing/setup.js';
import { contextFromCarrier, currentTraceCarrier, inSpan, SpanKind } from '../src/tracing/tracer.js';

const Pinged = defineEvent('Pinged', 1, z.object({ n: z.number() }));

// The order matters: the first tests run before any provider is registered in this file's process.
describe('tracing', () => {
  it('records nothing and sends no trace context until a provider is registered', async () => {
    expect(startTracing({ serviceName: 'kit-test', env: {} }).shutdown).toBeTypeOf('function');
    await inSpan('untraced', { kind: SpanKind.INTERNAL }, async (span) => {
      expect(span.isRecording()).toBe(false);
      expect(currentTraceCarrier()).toEqual({});
      expect(createEnvelope(Pinged, { n: 1 })).not.toHaveProperty('traceparent');
    });
  });

  // OpenTelemetry's global provider is registered once per process, as startTracing is in a real one.
  const exporter = new InMemorySpanExporter();
  let tracing: ReturnType<typeof startTracing> | undefined;
  afterAll(() => tracing?.shutdown());

  it('puts the active span in an event envelope, and the consumer continues that trace', async () => {
    tracing = startTracing({ serviceName: 'kit-test', env: {}, processors: [new SimpleSpanProcessor(exporter)] });
    const envelope = await inSpan('record', { kind: SpanKind.SERVER }, async (span) => {
      expect(span.isRecording()).toBe(true);
      return createEnvelope(Pinged, { n: 2 });
    });
    expect(envelope.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    await inSpan('consume', { kind: SpanKind.CONSUMER, parent: contextFromCarrier(envelope) }, async () => undefined);

    const [recorded, consumed] = exporter.getFinishedSpans();
    expect(consumed?.spanContext().traceId).toBe(recorded?.spanContext().traceId);
    expect(consumed?.parentSpanContext?.spanId).toBe(recorded?.spanContext().spanId);
    expect(recorded?.resource.attributes['service.name']).toBe('kit-test');
  });

  it('marks a span that throws as failed and rethrows', async () => {
    exporter.reset();
    await expect(
      inSpan('boom', { kind: SpanKind.INTERNAL }, async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    const [span] = exporter.getFinishedSpans();
    expect(span?.status).toMatchObject({ code: 2, message: 'broken' });
  });
});
