import { status } from '@grpc/grpc-js';
import { correlationIdOrNew, currentContext } from '../context.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { inSpan, rpcSpanAttributes, SpanKind } from '../tracing/tracer.js';
import { methodGuard, type ServiceAccess } from './access.js';
import type { CallCredentials } from './caller-token.js';
import { failureToRpcError, invokeHandler } from './invoke.js';
import type { CallContext, CallOptions, RpcClient, RpcHandlers, ServiceDefinition } from './types.js';

/**
 * The embedded mode's client: calls the service's handlers directly, but as the network would.
 * Request and response go through the protobuf serialisers (so nothing is shared by reference
 * and fields outside the contract are dropped), the call carries the same caller token and
 * passes the same access check as on a server, errors come back as the same RpcError status
 * codes, and the deadline is enforced: the caller gets DEADLINE_EXCEEDED and the handler's
 * signal aborts.
 */
export function createInProcessClient<D extends ServiceDefinition>(
  definition: D,
  handlers: RpcHandlers<D>,
  deps: {
    logger: Logger;
    metrics?: Metrics;
    timeoutMs: number;
    /** The service's side: how it checks callers. */
    access: ServiceAccess;
    /** The caller's side: the token each call carries (none: the call is refused). */
    credentials?: CallCredentials;
  },
): RpcClient<D> {
  const rpc = {} as Record<string, unknown>;
  for (const [name, method] of Object.entries(definition)) {
    const handler = handlers[name as keyof D] as (request: unknown, context: CallContext) => Promise<unknown>;
    const guard = methodGuard(deps.access, name, method.path);
    rpc[name] = (request: unknown, options: CallOptions = {}) =>
      // A client span as on the network, so a trace reads the same in both modes.
      inSpan(method.path.slice(1), { kind: SpanKind.CLIENT, attributes: rpcSpanAttributes(method.path) }, async () => {
        const callerToken = deps.credentials?.(guard.audience, options.user ?? currentContext()?.user);
        const wireRequest = method.requestDeserialize(method.requestSerialize(request));
        const controller = new AbortController();
        const timeoutMs = options.timeoutMs ?? deps.timeoutMs;
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            controller.abort();
            reject(failureToRpcError(status.DEADLINE_EXCEEDED, 'Deadline exceeded'));
          }, timeoutMs);
        });
        // The handler runs in its own correlation scope, exactly as on a server.
        const call = invokeHandler({
          guard,
          callerToken,
          handler,
          request: wireRequest,
          correlationId: options.correlationId ?? correlationIdOrNew(),
          signal: controller.signal,
          logger: deps.logger,
          metrics: deps.metrics,
        }).then((result) => {
          if (!result.ok) throw failureToRpcError(result.failure.code, result.failure.details, result.failure.metadata);
          return method.responseDeserialize(method.responseSerialize(result.value));
        });
        try {
          return await Promise.race([call, deadline]);
        } finally {
          clearTimeout(timer);
        }
      });
  }
  return rpc as RpcClient<D>;
}
