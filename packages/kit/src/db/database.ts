import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

// biome-ignore lint/suspicious/noExplicitAny: both drivers' result kinds meet here; queries stay typed by their tables.
export type Db = PgDatabase<PgQueryResultHKT, any>;
// biome-ignore lint/suspicious/noExplicitAny: see Db.
export type Tx = PgTransaction<PgQueryResultHKT, any, any>;
/** Either the database itself or an open transaction: what repositories write through. */
export type DbOrTx = Db | Tx;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  ping(): Promise<void>;
  /** Applies a service's drizzle-kit migrations; its journal lives in the service's own schema. */
  migrate(options: { schema: string; migrationsFolder: string }): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… → node-postgres pool; unset → PGlite. */
  url?: string;
  /** PGlite's folder (created if missing) or 'memory://'. */
  dataDir?: string;
  poolSize?: number;
  applicationName?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir ?? './data');
}

async function openPglite(dataDir: string): Promise<Database> {
  const location = dataDir.startsWith('memory://') ? dataDir : resolve(dataDir, 'pglite');
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  return wrapPglite(await PGlite.create(location, { extensions: pgliteExtensions }));
}

// The contrib extensions are there for the 40 km matching query (earthdistance over cube).
const pgliteExtensions = { cube, earthdistance, pg_trgm };

/** A fresh in-memory PGlite: the template tests clone from (cloning skips the wasm start-up). */
export function createMemoryPglite(): Promise<PGlite> {
  return PGlite.create('memory://', { extensions: pgliteExtensions });
}

export function wrapPglite(client: PGliteInterface): Database {
  const db = drizzlePglite(client as PGlite) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async ping() {
      if (closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    async migrate({ schema, migrationsFolder }) {
      // One PGlite client runs one statement at a time, so migrations never race here.
      await migratePglite(db as never, { migrationsFolder, migrationsSchema: schema });
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
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
    kind: 'postgres',
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
