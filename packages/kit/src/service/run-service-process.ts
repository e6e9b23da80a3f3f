import { join } from 'node:path';
import Fastify from 'fastify';
import { NatsBus } from '../bus/nats-bus.js';
import { serviceProcessConfigSchema } from '../config/common.js';
import { loadConfigOrExit } from '../config/load-config.js';
import { openDatabase } from '../db/database.js';
import { startGrpcServer } from '../grpc/server.js';
import type { ServiceDefinition } from '../grpc/types.js';
import { registerHealthRoutes } from '../http/health-routes.js';
import { createLogger } from '../logger.js';
import { createMetrics } from '../metrics.js';
import { prepareService, type ServiceModule } from './service-module.js';
import { onShutdownSignal } from './shutdown.js';

/**
 * Hosts one service as its own process (distributed mode): PostgreSQL (or a PGlite folder of
 * its own), NATS JetStream, a gRPC server and a small Fastify app for health and metrics.
 */
export async function runServiceProcess<D extends ServiceDefinition>(
  module: ServiceModule<D>,
  defaults: { httpPort: number; grpcPort: number },
): Promise<void> {
  const config = loadConfigOrExit(serviceProcessConfigSchema(defaults));
  const logger = createLogger({ name: module.name, level: config.LOG_LEVEL });
  const metrics = createMetrics();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, module.name),
    applicationName: `localpros-${module.name}`,
  });
  const bus = await NatsBus.connect({
    url: config.NATS_URL,
    name: module.name,
    namespace: config.BUS_NAMESPACE,
    logger,
    metrics,
    maxDeliver: config.EVENT_MAX_DELIVER,
  });
  const instance = await prepareService(module, {
    database,
    bus,
    logger,
    metrics,
    outboxPollMs: config.OUTBOX_POLL_MS,
  });
  await bus.start();
  await instance.start();
  const grpc = await startGrpcServer({
    definition: module.definition,
    serviceName: module.serviceName,
    handlers: instance.handlers,
    port: config.GRPC_PORT,
    logger,
    metrics,
  });

  let shuttingDown = false;
  const http = Fastify({ loggerInstance: logger });
  registerHealthRoutes(http, {
    registry: metrics.registry,
    isShuttingDown: () => shuttingDown,
    checks: [
      { name: 'database', check: () => database.ping() },
      { name: 'bus', check: () => bus.ping() },
    ],
  });
  await http.listen({ port: config.HTTP_PORT, host: '0.0.0.0' });
  logger.info({ grpcPort: grpc.port, httpPort: config.HTTP_PORT }, `${module.name} service ready`);

  onShutdownSignal(logger, async () => {
    shuttingDown = true;
    // Finish in-flight requests, stop consuming, publish what the outbox still holds, then close.
    await grpc.stop();
    await http.close();
    await bus.stop();
    await instance.stop();
    await bus.close();
    await database.close();
  });
}
