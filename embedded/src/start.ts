import type { AddressInfo } from 'node:net';
import {
  type BffConfig,
  bffConfigSchema,
  buildBffApp,
  defaultWebDistDir,
  type RouteAccess,
  type RouteKey,
  type ServiceClients,
} from '@localpros/bff';
import { type ServiceName, serviceNames } from '@localpros/contracts';
import {
  assertConfigs,
  CallerTokenVerifier,
  callerCredentials,
  callerSignerFromEnv,
  createInProcessClient,
  createLogger,
  createMetrics,
  type Database,
  InProcessBus,
  type LogDestination,
  loadConfig,
  openDatabase,
  prepareService,
  type ServiceInstance,
  serviceAccess,
  sharedPoolSize,
  startOpsServer,
} from '@localpros/kit';
import { type MessagingStandIns, messagingStandInsFor, type VonageSmsStandIn } from '@localpros/messaging-stand-ins';
import { type PaymentStandIns, paymentStandInsFor } from '@localpros/payment-stand-ins';
import { allServices } from './services.js';

export interface EmbeddedOptions {
  port?: number;
  host?: string;
  /** Where the private PostgreSQL server keeps its cluster (`<dataDir>/postgres`); DATA_DIR by default. */
  dataDir?: string;
  /** The private server on a temporary cluster, removed on close (benchmarks, one-off runs). */
  throwaway?: boolean;
  /** An external PostgreSQL instead of the private server (DATABASE_URL by default). */
  databaseUrl?: string;
  logLevel?: string;
  /** Where the log lines go (stdout by default): tests capture them to scan for personal data. */
  logDestination?: LogDestination;
  webDistDir?: string;
  /** Extra environment-style settings (e.g. CONTACT_RATE_LIMIT_PER_MINUTE) for tests. */
  env?: Record<string, string>;
}

/** Where the local stand-ins of the payment providers listen (outside production, without provider settings). */
export interface EmbeddedPaymentStandIns {
  /** Square's API and Web Payments SDK stand-in: tests get card tokens from it (tokenizeTestCard). */
  squareUrl: string;
  /** GoCardless's API stand-in. */
  goCardlessUrl: string;
  /** The bank's days at once: every Direct Debit mandate (and payment, unless only mandates) settles now (tests). */
  settleDirectDebits(only?: 'mandates'): Promise<void>;
}

/** Where the local stand-ins of the messaging providers listen (outside production, without SMS_API_URL). */
export interface EmbeddedMessagingStandIns {
  /** Vonage's SMS API stand-in: tests read what it received (`sms.received`) or make it refuse (`failNextRequests`). */
  sms: VonageSmsStandIn;
}

export interface EmbeddedMarketplace {
  url: string;
  /** The internal ops port's origin (/metrics, detailed /readyz) when METRICS_PORT is set (always on production). */
  opsUrl?: string;
  config: BffConfig;
  database: Database;
  clients: ServiceClients;
  /** Every /api route of the BFF with the access it declares (the security suites call each as it says). */
  routeAccess: ReadonlyMap<RouteKey, RouteAccess>;
  services: Record<ServiceName, ServiceInstance>;
  paymentStandIns?: EmbeddedPaymentStandIns;
  messagingStandIns?: EmbeddedMessagingStandIns;
  close(): Promise<void>;
}

/**
 * The embedded mode: the BFF and all the services in this process, on one database (a
 * private PostgreSQL server under DATA_DIR by default, each service in its own schema, one
 * pool for all), an in-process bus and in-process gRPC clients that serialise like the network.
 */
export async function startEmbedded(options: EmbeddedOptions = {}): Promise<EmbeddedMarketplace> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...options.env,
    ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}),
  };
  // No provider settings outside production: Square and GoCardless are stood in locally, and the
  // real SDKs are pointed at them (production refuses to start without the real ones).
  const standIns = await paymentStandInsFor(env);
  Object.assign(env, standIns?.env);
  // The same for SMS: Vonage's SMS API stood in, the real SDK pointed at it.
  const messaging = await messagingStandInsFor(env).catch(async (error: unknown) => {
    await standIns?.close();
    throw error;
  });
  Object.assign(env, messaging?.env);
  try {
    return await startMarketplace(options, env, standIns, messaging);
  } catch (error) {
    await standIns?.close();
    await messaging?.close();
    throw error;
  }
}

async function startMarketplace(
  options: EmbeddedOptions,
  env: Record<string, string | undefined>,
  standIns: PaymentStandIns | null,
  messaging: MessagingStandIns | null,
): Promise<EmbeddedMarketplace> {
  // Every process's settings at once (this one hosts them all): a production missing any secret stops here.
  assertConfigs([bffConfigSchema, ...serviceNames.flatMap((name) => allServices[name].config ?? [])], env);
  const config = loadConfig(bffConfigSchema, env);
  const port = options.port ?? config.PORT;
  // Links in e-mails point at this marketplace unless PUBLIC_URL says otherwise (PORT=3300 npm start).
  if (!env.PUBLIC_URL && port !== 0) env.PUBLIC_URL = `http://localhost:${port}`;
  const logger = createLogger({ name: 'localpros', level: config.LOG_LEVEL, destination: options.logDestination });
  const metrics = createMetrics();
  const database = await openDatabase({
    url: options.databaseUrl ?? config.DATABASE_URL,
    dataDir: options.dataDir ?? config.DATA_DIR,
    throwaway: options.throwaway,
    poolSize: sharedPoolSize,
    onServerProblem: (message) => logger.warn(message),
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
  // The in-process calls carry the same caller tokens and pass the same access checks as the network's.
  const signer = callerSignerFromEnv(config);
  const credentials = callerCredentials(signer);
  const verifier = CallerTokenVerifier.of(signer);
  const clients = Object.fromEntries(
    serviceNames.map((name) => [
      name,
      createInProcessClient(services[name].module.definition, services[name].handlers, {
        logger: logger.child({ service: name }),
        metrics,
        timeoutMs: config.RPC_DEADLINE_MS,
        access: serviceAccess(name, verifier),
        credentials,
      }),
    ]),
  ) as unknown as ServiceClients;

  await bus.start();
  for (const name of serviceNames) await services[name].start();

  let shuttingDown = false;
  const readinessChecks = [
    { name: 'database', check: () => database.ping() },
    { name: 'bus', check: () => bus.ping() },
  ];
  const app = await buildBffApp({
    config: { ...config, WEB_DIST_DIR: options.webDistDir ?? config.WEB_DIST_DIR ?? defaultWebDistDir },
    clients,
    logger,
    metricsRegistry: metrics.registry,
    // The live streams hear NotificationsAdded on the bus the services publish on.
    liveEvents: bus,
    isShuttingDown: () => shuttingDown,
    readinessChecks,
  });
  await app.listen({ port, host: options.host ?? config.HOST });
  const address = app.server.address() as AddressInfo;
  const host = options.host ?? config.HOST;
  const shownHost = host === '0.0.0.0' ? 'localhost' : host;
  standIns?.deliverWebhooksTo(env.PUBLIC_URL ?? `http://${shownHost}:${address.port}`);
  const ops =
    config.METRICS_PORT === undefined
      ? undefined
      : await startOpsServer({
          host,
          port: config.METRICS_PORT,
          logger,
          registry: metrics.registry,
          checks: readinessChecks,
          isShuttingDown: () => shuttingDown,
        });

  return {
    url: `http://${shownHost}:${address.port}`,
    opsUrl: ops ? `http://${shownHost}:${ops.port}` : undefined,
    config,
    database,
    clients,
    routeAccess: app.routeAccessTable,
    services,
    paymentStandIns: standIns
      ? {
          squareUrl: standIns.square.url,
          goCardlessUrl: standIns.goCardless.url,
          settleDirectDebits: (only) => standIns.goCardless.settleAll(only),
        }
      : undefined,
    messagingStandIns: messaging ? { sms: messaging.sms } : undefined,
    async close() {
      if (shuttingDown) return;
      shuttingDown = true;
      // Stop taking requests, publish what the outboxes hold, then stop delivering and close.
      await app.close();
      await ops?.close();
      for (const name of serviceNames) await services[name].stop();
      await bus.stop();
      await database.close();
      await standIns?.close();
      await messaging?.close();
    },
  };
}
