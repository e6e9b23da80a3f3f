import { type ServiceDefinitionOf, type ServiceName, serviceContracts, serviceNames } from '@localpros/contracts';
import {
  callerCredentials,
  callerSignerFromEnv,
  createNetworkClient,
  type GrpcTlsFiles,
  type RpcClient,
} from '@localpros/kit';
import type { BffConfig } from './config.js';

/** One promise client per service; network or in-process, the BFF cannot tell. */
export type ServiceClients = { [N in ServiceName]: RpcClient<ServiceDefinitionOf<N>> };

const addressOf = (config: BffConfig, name: ServiceName): string =>
  config[`${name.toUpperCase()}_GRPC_URL` as keyof BffConfig] as string;

/**
 * Distributed mode: a grpc-js client per service at its configured address. Every call carries
 * a caller token signed with the BFF's key (CALLER_SIGNING_KEY): the BFF, and the request's user once known.
 */
export function createNetworkClients(config: BffConfig, tls?: GrpcTlsFiles): ServiceClients & { close(): void } {
  const credentials = callerCredentials(callerSignerFromEnv(config));
  const clients = Object.fromEntries(
    serviceNames.map((name) => {
      const { definition, serviceName } = serviceContracts[name];
      return [
        name,
        createNetworkClient(definition, serviceName, addressOf(config, name), {
          timeoutMs: config.RPC_DEADLINE_MS,
          credentials,
          tls,
        }),
      ];
    }),
  ) as unknown as ServiceClients & Record<ServiceName, { close(): void }>;
  return Object.assign(clients, {
    close: () => {
      for (const name of serviceNames) clients[name].close();
    },
  });
}
