import Fastify from 'fastify';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger.js';
import { type ReadinessCheck, registerHealthRoutes } from './health-routes.js';

export interface OpsServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The internal operations port: /healthz, /readyz with each check's result, and /metrics. It is
 * never routed by the ingress (the NetworkPolicy lets only probes and Prometheus reach it).
 */
export async function startOpsServer(options: {
  host: string;
  port: number;
  logger: Logger;
  registry: Registry;
  checks: ReadinessCheck[];
  isShuttingDown: () => boolean;
}): Promise<OpsServer> {
  const app = Fastify({ loggerInstance: options.logger });
  registerHealthRoutes(app, {
    registry: options.registry,
    checks: options.checks,
    isShuttingDown: options.isShuttingDown,
  });
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => app.close(),
  };
}
