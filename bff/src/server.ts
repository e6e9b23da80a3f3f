import {
  createLogger,
  createMetrics,
  grpcTlsConfigSchema,
  grpcTlsFiles,
  loadConfigOrExit,
  NatsEventListener,
  onShutdownSignal,
  startOpsServer,
  startTracing,
} from '@localpros/kit';
import { Redis } from 'ioredis';
import { buildBffApp } from './app.js';
import { createNetworkClients } from './clients.js';
import { bffConfigSchema } from './config.js';
import { liveEventsConfigSchema } from './live/live-config.js';
import { defaultWebDistDir } from './web-dist.js';

// Distributed mode: the BFF as its own process, calling the services over gRPC.
// Its calls to the services are mutual TLS on production (grpcTlsConfigSchema requires the files);
// its live streams hear the notifications on NATS (liveEventsConfigSchema requires NATS_URL there).
const config = loadConfigOrExit(bffConfigSchema, process.env, [grpcTlsConfigSchema, liveEventsConfigSchema]);
const logger = createLogger({ name: 'bff', level: config.LOG_LEVEL });
const metrics = createMetrics();
// OTLP export when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/tracing.md); no-op otherwise.
const tracing = startTracing({ serviceName: 'bff', env: process.env });
const clients = createNetworkClients(config, grpcTlsFiles(process.env));
const redis = config.REDIS_URL
  ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
  : undefined;
redis?.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));

// Every BFF replica hears every notification on its own NATS connection (user `bff`: subscribe
// only) and delivers it to the streams it holds (docs/live-marketplace.md).
const liveEvents = config.NATS_URL
  ? await NatsEventListener.connect({ url: config.NATS_URL, name: 'bff', namespace: config.BUS_NAMESPACE, logger })
  : undefined;
if (!liveEvents) logger.warn('NATS_URL is not set: live streams will not hear notifications');

let shuttingDown = false;
// Redis only shares the rate limits (memory stands in while it is down): degraded, never unready.
// Without NATS the streams fall silent (resume still works): ready, degraded.
const readinessChecks = [
  ...(redis ? [{ name: 'redis', check: async () => void (await redis.ping()), critical: false }] : []),
  ...(liveEvents ? [{ name: 'nats', check: () => liveEvents.ping(), critical: false }] : []),
];
const app = await buildBffApp({
  config: { ...config, WEB_DIST_DIR: config.WEB_DIST_DIR ?? defaultWebDistDir },
  clients,
  logger,
  metricsRegistry: metrics.registry,
  redis,
  liveEvents,
  isShuttingDown: () => shuttingDown,
  readinessChecks,
});
await app.listen({ port: config.PORT, host: config.HOST });
// /metrics and the detailed /readyz on the internal port (always on production; the ingress routes PORT only).
const ops =
  config.METRICS_PORT === undefined
    ? undefined
    : await startOpsServer({
        host: config.HOST,
        port: config.METRICS_PORT,
        logger,
        registry: metrics.registry,
        checks: readinessChecks,
        isShuttingDown: () => shuttingDown,
      });

onShutdownSignal(logger, async () => {
  shuttingDown = true;
  await app.close();
  await ops?.close();
  clients.close();
  await liveEvents?.close();
  redis?.disconnect();
  await tracing.shutdown();
});
