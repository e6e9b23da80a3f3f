import type { AddressInfo } from 'node:net';
import { type BffConfig, bffConfigSchema, buildBffApp, defaultWebDistDir, type ServiceClients } from '@localpros/bff';
import { type ServiceName, serviceNames } from '@localpros/contracts';
import {
  createInProcessClient,
  createLogger,
  createMetrics,
  type Database,
  InProcessBus,
  loadConfig,
  openDatabase,
  prepareService,
  type ServiceInstance,
} from '@localpros/kit';
import { allServices } from './services.js';

export interface EmbeddedOptions {
  port?: number;
  host?: string;
  /** PGlite folder, or 'memory://' for a throwaway database. */
  dataDir?: string;
  /** Run on a real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  logLevel?: string;
  webDistDir?: string;
  /** Extra environment-style settings (e.g. CONTACT_RATE_LIMIT_PER_MINUTE) for tests. */
  env?: Record<string, string>;
}

export interface EmbeddedMarketplace {
  url: string;
  config: BffConfig;
  database: Database;
  clients: ServiceClients;
  services: Record<ServiceName, ServiceInstance>;
  close(): Promise<void>;
}

/**
 * The embedded mode: the BFF and all seven services in this process, on one database
 * (PGlite by default, each service in its own schema), an in-process bus and in-process
 * gRPC clients that serialise like the network.
 */
export async function startEmbedded(options: EmbeddedOptions = {}): Promise<EmbeddedMarketplace> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...options.env,
    ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}),
  };
  const config = loadConfig(bffConfigSchema, env);
  const port = options.port ?? config.PORT;
  // Links in e-mails point at this marketplace unless PUBLIC_URL says otherwise (PORT=3300 npm start).
  if (!env.PUBLIC_URL && port !== 0) env.PUBLIC_URL = `http://localhost:${port}`;
  const logger = createLogger({ name: 'localpros', level: config.LOG_LEVEL });
  const metrics = createMetrics();
  const database = await openDatabase({
    url: options.databaseUrl ?? config.DATABASE_URL,
    dataDir: options.dataDir ?? config.DATA_DIR,
  });
  const bus = new InProcessBus({ logger, metrics, maxDeliver: config.EVENT_MAX_DELIVER });

  const services = {} as Record<ServiceName, ServiceInstance>;
  for (const name of serviceNames) {
    services[name] = (await prepareService(allServices[name] as never, {
      database,
      bus,
      logger,
      metrics,
      outboxPollMs: config.OUTBOX_POLL_MS,
      env,
    })) as ServiceInstance;
  }
  const clients = Object.fromEntries(
    serviceNames.map((name) => [
      name,
      createInProcessClient(services[name].module.definition, services[name].handlers, {
        logger: logger.child({ service: name }),
        metrics,
        timeoutMs: config.RPC_DEADLINE_MS,
      }),
    ]),
  ) as unknown as ServiceClients;

  await bus.start();
  for (const name of serviceNames) await services[name].start();

  let shuttingDown = false;
  const app = await buildBffApp({
    config: { ...config, WEB_DIST_DIR: options.webDistDir ?? config.WEB_DIST_DIR ?? defaultWebDistDir },
    clients,
    logger,
    metricsRegistry: metrics.registry,
    isShuttingDown: () => shuttingDown,
    readinessChecks: [
      { name: 'database', check: () => database.ping() },
      { name: 'bus', check: () => bus.ping() },
    ],
  });
  await app.listen({ port, host: options.host ?? config.HOST });
  const address = app.server.address() as AddressInfo;
  const shownHost = (options.host ?? config.HOST) === '0.0.0.0' ? 'localhost' : (options.host ?? config.HOST);

  return {
    url: `http://${shownHost}:${address.port}`,
    config,
    database,
    clients,
    services,
    async close() {
      if (shuttingDown) return;
      shuttingDown = true;
      // Stop taking requests, publish what the outboxes hold, then stop delivering and close.
      await app.close();
      for (const name of serviceNames) await services[name].stop();
      await bus.stop();
      await database.close();
    },
  };
}
