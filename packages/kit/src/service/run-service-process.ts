import { join } from 'node:path';
import { NatsBus } from '../bus/nats-bus.js';
import { serviceProcessConfigSchema } from '../config/common.js';
import { loadConfigOrExit } from '../config/load-config.js';
import { openDatabase } from '../db/database.js';
import { serviceAccess } from '../grpc/access.js';
import { callerVerifierFromEnv } from '../grpc/caller-token.js';
import { startGrpcServer } from '../grpc/server.js';
import { grpcTlsFiles } from '../grpc/tls.js';
import type { ServiceDefinition } from '../grpc/types.js';
import { startOpsServer } from '../http/ops-server.js';
import { createLogger } from '../logger.js';
import { createMetrics } from '../metrics.js';
import { startTracing } from '../tracing/setup.js';
import { prepareService, type ServiceModule } from './service-module.js';
import { onShutdownSignal } from './shutdown.js';

/**
 * Hosts one service as its own process (distributed mode): PostgreSQL (or a private embedded server
 * on a folder of its own), NATS JetStream, a gRPC server and a small Fastify app for health and metrics (an
 * internal port: the ingress never routes to services). Both listen on HOST (127.0.0.1 unless
 * set; the pods set 0.0.0.0).
 */
export async function runServiceProcess<D extends ServiceDefinition>(
  module: ServiceModule<D>,
  defaults: { httpPort: number; grpcPort: number },
): Promise<void> {
  // The service's own settings are checked with the process's, before anything is opened.
  const config = loadConfigOrExit(
    serviceProcessConfigSchema(defaults),
    process.env,
    module.config ? [module.config] : [],
  );
  // Read now: an unreadable certificate or a bad key stops the start before anything is opened.
  const tls = grpcTlsFiles(config);
  const verifier = callerVerifierFromEnv(config);
  const logger = createLogger({ name: module.name, level: config.LOG_LEVEL });
  const metrics = createMetrics();
  // OTLP export when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/tracing.md); no-op otherwise.
  const tracing = startTracing({ serviceName: module.name, env: process.env });
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
    ackWaitMs: config.EVENT_ACK_WAIT_MS,
  });
  const instance = await prepareService(module, {
    database,
    bus,
    logger,
    metrics,
    outboxPollMs: config.OUTBOX_POLL_MS,
    migrate: config.MIGRATE_ON_START === 'true',
  });
  await bus.start();
  await instance.start();
  const grpc = await startGrpcServer({
    definition: module.definition,
    serviceName: module.serviceName,
    handlers: instance.handlers,
    // Every call must carry a caller token this process can verify and its access table allows.
    access: serviceAccess(module.name, verifier),
    tls,
    port: config.GRPC_PORT,
    host: config.HOST,
    logger,
    metrics,
  });

  let shuttingDown = false;
  const http = await startOpsServer({
    host: config.HOST,
    port: config.HTTP_PORT,
    logger,
    registry: metrics.registry,
    isShuttingDown: () => shuttingDown,
    checks: [
      { name: 'database', check: () => database.ping() },
      // While NATS is down the outbox keeps the events and gRPC still answers: degraded, not unready.
      { name: 'bus', check: () => bus.ping(), critical: false },
    ],
  });
  logger.info({ host: config.HOST, grpcPort: grpc.port, httpPort: http.port }, `${module.name} service ready`);

  onShutdownSignal(logger, async () => {
    shuttingDown = true;
    // Finish in-flight requests, stop consuming, publish what the outbox still holds, then close.
    await grpc.stop();
    await http.close();
    await bus.stop();
    await instance.stop();
    await bus.close();
    await database.close();
    await tracing.shutdown();
  });
}
