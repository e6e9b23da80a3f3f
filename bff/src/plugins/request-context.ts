import { randomUUID } from 'node:crypto';
import {
  CORRELATION_HEADER,
  contextFromCarrier,
  markFailed,
  runInTraceContext,
  runWithContext,
  type Span,
  SpanKind,
  startSpan,
  type TraceCarrier,
} from '@localpros/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const acceptableId = /^[\w-]{8,64}$/;

/** The request id is born here (or taken from a trusted proxy's header) and named in the response. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && acceptableId.test(value) ? value : randomUUID();
}

/**
 * Runs the rest of each request inside its correlation context, so gRPC calls send it as
 * metadata, outbox events carry it as correlationId, and every log line shows it.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(CORRELATION_HEADER, request.id);
    // The request's span (a no-op unless tracing is on) parents every gRPC call and event it causes.
    const route = request.routeOptions.url ?? 'unmatched';
    const traced = startSpan(`${request.method} ${route}`, {
      kind: SpanKind.SERVER,
      parent: contextFromCarrier(traceCarrierFrom(request.headers)),
      attributes: {
        'http.request.method': request.method,
        'http.route': route,
        'localpros.correlation_id': request.id,
      },
    });
    requestSpans.set(request, traced.span);
    runInTraceContext(traced.context, () => runWithContext({ correlationId: request.id }, done));
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = requestSpans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) markFailed(span, `HTTP ${reply.statusCode}`);
    span.end();
  });
});

const requestSpans = new WeakMap<FastifyRequest, Span>();

/** An upstream's W3C trace context (an ingress or a traced client), when it sent one. */
function traceCarrierFrom(headers: FastifyRequest['headers']): TraceCarrier {
  const { traceparent, tracestate } = headers;
  return {
    ...(typeof traceparent === 'string' ? { traceparent } : {}),
    ...(typeof tracestate === 'string' ? { tracestate } : {}),
  };
}
