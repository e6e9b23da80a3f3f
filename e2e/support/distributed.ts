import { randomUUID } from 'node:crypto';
import { serviceContracts, servicePorts } from '@localpros/contracts';
import { busNames, createNetworkClient } from '@localpros/kit';
import { createScratchDatabase, testCaller, testCredentials } from '@localpros/kit/testing';
import { connect } from 'nats';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { LocalCluster, type Replicas } from '../../deploy/local/cluster.js';
import { ensureWebBuilt, serverBundle, webDistDir } from './build-web.js';
import { suiteDefaults } from './embedded-marketplace.js';
import type { MarketplaceTarget } from './marketplace-target.js';
import { SeededPersonalData } from './seeded-personal-data.js';

export const serverUrls = {
  database: process.env.TEST_DATABASE_URL,
  nats: process.env.TEST_NATS_URL,
  redis: process.env.TEST_REDIS_URL,
};

export interface DistributedMarketplace {
  cluster: LocalCluster;
  target: MarketplaceTarget;
  databaseUrl: string;
  /** Every line each process printed, for assertions on logs. */
  lines: { process: string; line: string }[];
  /**
   * Stops the cluster, then fails if any process logged (at debug level) an e-mail address, a
   * phone number or a one-time code the run put into it; then drops its database and bus streams.
   */
  stop(): Promise<void>;
}

export interface DistributedOptions {
  natsUrl: string;
  portOffset: number;
  env?: Record<string, string>;
  /** Processes per service (e.g. { matching: 3 }); one each unless given. */
  replicas?: Replicas;
  /** BFF processes (cluster.bffUrls); one unless given. */
  bffReplicas?: number;
  /** Restart a process that dies on its own, as `npm run start:distributed` does (LocalCluster). */
  supervise?: boolean;
}

/**
 * A distributed suite's fixture: the web app built and the cluster started (on TEST_NATS_URL)
 * before the file's tests, stopped after them. `options` may be a function, read when the cluster
 * starts (after the hooks registered before this one, e.g. a collector the env names). The returned
 * function is read inside the tests, once the cluster is up.
 */
export function useDistributed(
  options: Omit<DistributedOptions, 'natsUrl'> | (() => Omit<DistributedOptions, 'natsUrl'>),
): () => DistributedMarketplace {
  let marketplace: DistributedMarketplace | undefined;
  beforeAll(async () => {
    ensureWebBuilt();
    const given = typeof options === 'function' ? options() : options;
    marketplace = await startDistributed({ natsUrl: serverUrls.nats as string, ...given });
  });
  afterAll(async () => {
    await marketplace?.stop();
  });
  return () => {
    if (!marketplace) throw new Error('the distributed marketplace has not started');
    return marketplace;
  };
}

/**
 * Starts every service and the BFF as separate processes on a scratch database and a bus
 * namespace of their own, so runs never share state with each other or with a developer.
 */
export async function startDistributed(options: DistributedOptions) {
  if (!serverUrls.database) throw new Error('TEST_DATABASE_URL is required');
  const database = await createScratchDatabase(serverUrls.database);
  const namespace = `e2e${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const lines: { process: string; line: string }[] = [];
  const cluster = new LocalCluster({
    portOffset: options.portOffset,
    replicas: options.replicas,
    bffReplicas: options.bffReplicas,
    supervise: options.supervise,
    compiledMain: serverBundle,
    env: {
      DATABASE_URL: database.url,
      NATS_URL: options.natsUrl,
      REDIS_URL: serverUrls.redis,
      BUS_NAMESPACE: namespace,
      LOG_LEVEL: 'debug',
      OUTBOX_POLL_MS: '200',
      CONTACT_RATE_LIMIT_PER_MINUTE: '1000',
      WEB_DIST_DIR: webDistDir,
      PLATFORM: 'local',
      ...suiteDefaults,
      ...options.env,
    },
    onLine: (process, line) => {
      lines.push({ process, line });
      if (!process.startsWith('bff') && /"level":(50|60)/.test(line)) console.error(`[${process}] ${line}`);
    },
  });
  const admin = createNetworkClient(
    serviceContracts.admin.definition,
    serviceContracts.admin.serviceName,
    `127.0.0.1:${servicePorts.admin.grpc + options.portOffset}`,
    { timeoutMs: 5000, credentials: testCredentials() },
  );
  // The admin read model is an admin's to read: the test calls as one, like the BFF would.
  const asAdmin = testCaller({ user: { id: randomUUID(), type: 'admin' } });
  try {
    await cluster.start();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    cluster,
    databaseUrl: database.url,
    lines,
    target: {
      url: cluster.bffUrl,
      listContactMessages: (pageIndex: number) => admin.listContactMessages({ pageIndex }, asAdmin),
    },
    async stop() {
      admin.close();
      await cluster.stop();
      try {
        const found = await personalDataLogged(database.url, lines);
        if (found.length > 0) {
          throw new Error(`The cluster's processes logged personal data or one-time codes: ${found.join(', ')}`);
        }
      } finally {
        await database.drop();
        await deleteNamespace(options.natsUrl, namespace);
      }
    },
  } satisfies DistributedMarketplace;
}

async function deleteNamespace(natsUrl: string, namespace: string) {
  const names = busNames(namespace);
  const nc = await connect({ servers: natsUrl, maxReconnectAttempts: 1 }).catch(() => undefined);
  if (!nc) return;
  const jsm = await nc.jetstreamManager();
  await jsm.streams.delete(names.eventsStream).catch(() => undefined);
  await jsm.streams.delete(names.deadLetterStream).catch(() => undefined);
  await nc.close();
}

/**
 * Every e-mail address, phone number and one-time code in the cluster's database that one of its
 * processes printed. Each distributed suite checks its own run this way (the privacy suite's
 * promise, no personal data in logs, over every journey the suites make).
 */
export async function personalDataLogged(
  databaseUrl: string,
  lines: { process: string; line: string }[],
  seeded = new SeededPersonalData(),
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seeded.harvest(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
  return seeded.foundIn(lines.map((entry) => entry.line).join('\n'));
}
