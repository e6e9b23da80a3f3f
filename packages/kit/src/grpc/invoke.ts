import { Metadata, status } from '@grpc/grpc-js';
import type { Context } from '@opentelemetry/api';
import { runWithContext } from '../context.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { markFailed, rpcSpanAttributes, runInTraceContext, SpanKind, startSpan } from '../tracing/tracer.js';
import { authorizeCall, type MethodGuard } from './access.js';
import { FIELD_ERRORS_METADATA_KEY, RpcError } from './rpc-error.js';
import type { CallContext } from './types.js';

export interface HandlerFailure {
  code: status;
  details: string;
  metadata: Metadata;
}

/**
 * Runs one handler the same way for both transports: the caller's token checked against the
 * method's access rule first (the only place it is checked), then the handler inside the caller's
 * correlation context, with an abort signal for the deadline, and with every error turned into a
 * gRPC status. Unexpected errors become INTERNAL with a generic message; their detail stays in the log.
 */
export async function invokeHandler<Req, Res>(options: {
  guard: MethodGuard;
  callerToken: string | undefined;
  handler: (request: Req, context: CallContext) => Promise<Res>;
  request: Req;
  correlationId: string;
  /** The caller's trace context (from gRPC metadata); in-process calls continue the active one. */
  traceParent?: Context;
  signal: AbortSignal;
  logger: Logger;
  metrics?: Metrics;
}): Promise<{ ok: true; value: Res } | { ok: false; failure: HandlerFailure }> {
  const { guard, handler, request, correlationId, signal, logger, metrics } = options;
  const method = guard.path;
  const started = process.hrtime.bigint();
  const traced = startSpan(method.slice(1), {
    kind: SpanKind.SERVER,
    parent: options.traceParent,
    attributes: { ...rpcSpanAttributes(method), 'localpros.correlation_id': correlationId },
  });
  return runInTraceContext(traced.context, () =>
    runWithContext({ correlationId }, async () => {
      const observe = (code: status) => {
        metrics?.rpcDuration.observe({ method, code: status[code] }, Number(process.hrtime.bigint() - started) / 1e9);
        traced.span.setAttribute('rpc.grpc.status_code', code);
        if (code !== status.OK) markFailed(traced.span, status[code]);
        traced.span.end();
      };
      let authorized = false;
      try {
        const caller = authorizeCall(guard, options.callerToken, request);
        authorized = true;
        const value = await handler(request, { correlationId, signal, logger, caller });
        observe(status.OK);
        return { ok: true as const, value };
      } catch (error) {
        const failure = toFailure(error, signal);
        observe(failure.code);
        if (failure.code === status.INTERNAL) logger.error({ err: error, method }, 'rpc handler failed');
        else if (!authorized)
          logger.warn({ method, grpcStatus: status[failure.code], detail: failure.details }, 'rpc call refused');
        else logger.info({ method, grpcStatus: status[failure.code], detail: failure.details }, 'rpc handler refused');
        return { ok: false as const, failure };
      }
    }),
  );
}

function toFailure(error: unknown, signal: AbortSignal): HandlerFailure {
  const metadata = new Metadata();
  if (error instanceof RpcError) {
    if (error.fieldErrors?.length) {
      metadata.set(FIELD_ERRORS_METADATA_KEY, Buffer.from(JSON.stringify(error.fieldErrors)));
    }
    return { code: error.code, details: error.message, metadata };
  }
  if (signal.aborted) return { code: status.DEADLINE_EXCEEDED, details: 'Deadline exceeded', metadata };
  return { code: status.INTERNAL, details: 'Internal error', metadata };
}

/** Rebuilds the RpcError a client raises from a failed call's status, details and metadata. */
export function failureToRpcError(code: status, details: string, metadata?: Metadata): RpcError {
  const raw = metadata?.get(FIELD_ERRORS_METADATA_KEY)[0];
  let fieldErrors: { path: string; message: string }[] | undefined;
  if (raw) {
    try {
      fieldErrors = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw));
    } catch {
      fieldErrors = undefined;
    }
  }
  return new RpcError(code, details || status[code], fieldErrors);
}
