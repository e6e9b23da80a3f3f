import { createLogger, createMetrics, loadConfigOrExit, onShutdownSignal } from '@localpros/kit';
import { Redis } from 'ioredis';
import { buildBffApp } from './app.js';
import { createNetworkClients } from './clients.js';
import { bffConfigSchema } from './config.js';
import { defaultWebDistDir } from './web-dist.js';

// Distributed mode: the BFF as its own process, calling the services over gRPC.
const config = loadConfigOrExit(bffConfigSchema);
const logger = createLogger({ name: 'bff', level: config.LOG_LEVEL });
const metrics = createMetrics();
const clients = createNetworkClients(config);
const redis = config.REDIS_URL
  ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
  : undefined;
redis?.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));

let shuttingDown = false;
const app = await buildBffApp({
  config: { ...config, WEB_DIST_DIR: config.WEB_DIST_DIR ?? defaultWebDistDir },
  clients,
  logger,
  metricsRegistry: metrics.registry,
  redis,
  isShuttingDown: () => shuttingDown,
  readinessChecks: redis ? [{ name: 'redis', check: async () => void (await redis.ping()) }] : [],
});
await app.listen({ port: config.PORT, host: config.HOST });

onShutdownSignal(logger, async () => {
  shuttingDown = true;
  await app.close();
  clients.close();
  redis?.disconnect();
});
