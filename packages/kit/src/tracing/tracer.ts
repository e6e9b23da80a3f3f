import {
  type Attributes,
  type Context,
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

export type { Span };
export { SpanKind };

/**
 * One tracer for all of LocalPros' own spans. Until a tracer provider is registered
 * (startTracing, or a test's), the OpenTelemetry API hands out no-op spans: tracing costs next
 * to nothing when it is not configured.
 */
const tracer = () => trace.getTracer('localpros');

/** A span's kind and attributes, and its parent (the active context unless given). */
interface SpanOptions {
  kind: SpanKind;
  attributes?: Attributes;
  parent?: Context;
}

/** W3C trace context (traceparent, tracestate) as it crosses a process: gRPC metadata, event envelopes. */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

/** The active span's trace context, to send along; empty when nothing is being traced. */
export function currentTraceCarrier(): TraceCarrier {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return {
    ...(carrier.traceparent ? { traceparent: carrier.traceparent } : {}),
    ...(carrier.tracestate ? { tracestate: carrier.tracestate } : {}),
  };
}

/** The context a received carrier continues (the active one when it carries nothing). */
export function contextFromCarrier(carrier: TraceCarrier | undefined, base: Context = context.active()): Context {
  if (!carrier?.traceparent) return base;
  return propagation.extract(base, carrier);
}

/**
 * Runs `work` inside a new span, a child of `parent` (the active context unless given); the span
 * ends when the work settles, marked as an error if it throws.
 */
export async function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const { span, context: spanContext } = startSpan(name, options);
  try {
    return await context.with(spanContext, () => work(span));
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

export function markFailed(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/** Starts a span the caller ends (for lifecycles split over callbacks, e.g. an HTTP request's hooks). */
export function startSpan(name: string, options: SpanOptions): { span: Span; context: Context } {
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** Runs `fn` (and all it schedules) inside `ctx`. */
export function runInTraceContext<T>(ctx: Context, fn: () => T): T {
  return context.with(ctx, fn);
}

/** The active span's trace id, for log lines; undefined when nothing is traced. */
export function activeTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/** OpenTelemetry's RPC attributes for a gRPC method path ("/package.Service/Method"). */
export function rpcSpanAttributes(path: string): Attributes {
  const [service = '', method = ''] = path.replace(/^\//, '').split('/');
  return { 'rpc.system': 'grpc', 'rpc.service': service, 'rpc.method': method };
}
