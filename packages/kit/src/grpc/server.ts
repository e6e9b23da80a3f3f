import { randomUUID } from 'node:crypto';
import {
  type Metadata,
  Server,
  type ServerUnaryCall,
  type sendUnaryData,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';
import { CORRELATION_HEADER } from '../context.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { contextFromCarrier, type TraceCarrier } from '../tracing/tracer.js';
import { methodGuard, type ServiceAccess } from './access.js';
import { CALLER_TOKEN_METADATA_KEY } from './caller-token.js';
import { invokeHandler } from './invoke.js';
import { type GrpcTlsFiles, serverCredentials } from './tls.js';
import type { CallContext, RpcHandlers, ServiceDefinition } from './types.js';

export function correlationIdFrom(metadata: Metadata): string {
  const value = metadata.get(CORRELATION_HEADER)[0];
  return typeof value === 'string' && value.length > 0 ? value : randomUUID();
}

function traceCarrierFrom(metadata: Metadata): TraceCarrier {
  const [traceparent] = metadata.get('traceparent');
  const [tracestate] = metadata.get('tracestate');
  return {
    ...(typeof traceparent === 'string' ? { traceparent } : {}),
    ...(typeof tracestate === 'string' ? { tracestate } : {}),
  };
}

function callerTokenFrom(metadata: Metadata): string | undefined {
  const value = metadata.get(CALLER_TOKEN_METADATA_KEY)[0];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Adapts promise handlers to grpc-js, through the same invokeHandler (and so the same caller
 * check) the in-process client uses.
 */
export function toGrpcImplementation<D extends ServiceDefinition>(
  definition: D,
  handlers: RpcHandlers<D>,
  deps: { logger: Logger; metrics?: Metrics; access: ServiceAccess },
): UntypedServiceImplementation {
  const implementation: UntypedServiceImplementation = {};
  for (const name of Object.keys(definition) as (keyof D & string)[]) {
    const handler = handlers[name];
    const guard = methodGuard(deps.access, name, definition[name]?.path ?? `/unknown/${name}`);
    implementation[name] = (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => {
      const controller = new AbortController();
      call.on('cancelled', () => controller.abort());
      const deadline = call.getDeadline();
      const msLeft = deadline instanceof Date ? deadline.getTime() - Date.now() : Number(deadline) - Date.now();
      const timer = Number.isFinite(msLeft) ? setTimeout(() => controller.abort(), Math.max(0, msLeft)) : undefined;
      void invokeHandler({
        guard,
        callerToken: callerTokenFrom(call.metadata),
        handler: handler as (request: unknown, context: CallContext) => Promise<unknown>,
        request: call.request,
        correlationId: correlationIdFrom(call.metadata),
        traceParent: contextFromCarrier(traceCarrierFrom(call.metadata)),
        signal: controller.signal,
        logger: deps.logger,
        metrics: deps.metrics,
      }).then((result) => {
        if (timer) clearTimeout(timer);
        if (result.ok) callback(null, result.value);
        else
          callback({ code: result.failure.code, details: result.failure.details, metadata: result.failure.metadata });
      });
    };
  }
  return implementation;
}

/** An IPv6 literal goes in brackets in a gRPC address. */
const hostForAddress = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * One gRPC server per service process, with the standard grpc.health.v1 service (left open for
 * probes; every other call must carry a caller token the access table allows).
 */
export async function startGrpcServer<D extends ServiceDefinition>(options: {
  definition: D;
  serviceName: string;
  handlers: RpcHandlers<D>;
  access: ServiceAccess;
  port: number;
  /** Loopback unless told (a pod sets HOST=0.0.0.0). */
  host?: string;
  /** Mutual TLS (tls.ts); without it, plaintext (development and tests on loopback). */
  tls?: GrpcTlsFiles;
  logger: Logger;
  metrics?: Metrics;
}): Promise<{ port: number; health: HealthImplementation; stop(): Promise<void> }> {
  const server = new Server();
  // A service whose RPCs have not arrived yet serves only grpc.health.v1 (grpc-js refuses empty services).
  if (Object.keys(options.definition).length > 0) {
    server.addService(options.definition, toGrpcImplementation(options.definition, options.handlers, options));
  }
  const health = new HealthImplementation({ '': 'SERVING', [options.serviceName]: 'SERVING' });
  health.addToServer(server);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(
      `${hostForAddress(options.host ?? '127.0.0.1')}:${options.port}`,
      serverCredentials(options.tls),
      (error, bound) => (error ? reject(error) : resolve(bound)),
    ),
  );
  return {
    port,
    health,
    stop: () =>
      new Promise<void>((resolve) => {
        health.setStatus('', 'NOT_SERVING');
        // Finish in-flight calls; force after 10 s so shutdown never hangs.
        const force = setTimeout(() => server.forceShutdown(), 10_000);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
