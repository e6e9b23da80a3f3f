import { Metadata, makeGenericClientConstructor, type ServiceError } from '@grpc/grpc-js';
import { CORRELATION_HEADER, correlationIdOrNew, currentContext } from '../context.js';
import { currentTraceCarrier, inSpan, rpcSpanAttributes, SpanKind } from '../tracing/tracer.js';
import { audienceOf, CALLER_TOKEN_METADATA_KEY, type CallCredentials } from './caller-token.js';
import { failureToRpcError } from './invoke.js';
import { channelCredentials, type GrpcTlsFiles } from './tls.js';
import type { CallOptions, RpcClient, ServiceDefinition } from './types.js';

/**
 * A grpc-js client for a service over the network, behind the promise RpcClient interface. Each
 * call carries the correlation id and the caller token of the current end user.
 */
export function createNetworkClient<D extends ServiceDefinition>(
  definition: D,
  serviceName: string,
  address: string,
  defaults: { timeoutMs: number; credentials?: CallCredentials; tls?: GrpcTlsFiles },
): RpcClient<D> & { close(): void } {
  const Client = makeGenericClientConstructor(definition, serviceName);
  const client = new Client(channelTarget(address), channelCredentials(defaults.tls), channelOptions(address));
  const rpc = {} as Record<string, unknown>;
  for (const [name, method] of Object.entries(definition)) {
    const audience = audienceOf(method.path);
    rpc[name] = (request: unknown, options: CallOptions = {}) =>
      inSpan(
        method.path.slice(1),
        { kind: SpanKind.CLIENT, attributes: rpcSpanAttributes(method.path) },
        () =>
          new Promise((resolve, reject) => {
            const metadata = new Metadata();
            metadata.set(CORRELATION_HEADER, options.correlationId ?? correlationIdOrNew());
            // The server's span continues this call's trace.
            for (const [key, value] of Object.entries(currentTraceCarrier())) metadata.set(key, value);
            const token = defaults.credentials?.(audience, options.user ?? currentContext()?.user);
            if (token) metadata.set(CALLER_TOKEN_METADATA_KEY, token);
            const deadline = new Date(Date.now() + (options.timeoutMs ?? defaults.timeoutMs));
            client.makeUnaryRequest(
              method.path,
              method.requestSerialize,
              method.responseDeserialize,
              request,
              metadata,
              { deadline },
              (error: ServiceError | null, response?: unknown) => {
                if (error) reject(failureToRpcError(error.code, error.details, error.metadata));
                else resolve(response);
              },
            );
          }),
      );
  }
  return Object.assign(rpc as RpcClient<D>, { close: () => client.close() });
}

/**
 * One address, or several replicas as "127.0.0.1:5103,127.0.0.1:5113" (IPv4 literals, as the local
 * cluster starts them): grpc-js resolves the list with its ipv4: scheme.
 */
function channelTarget(address: string): string {
  return address.includes(',') ? `ipv4:${address}` : address;
}

/** Calls to several replicas are spread round robin (grpc-js would otherwise pick the first that answers). */
function channelOptions(address: string): Record<string, string> {
  return address.includes(',')
    ? { 'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }) }
    : {};
}
