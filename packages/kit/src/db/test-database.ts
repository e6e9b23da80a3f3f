import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from './database.js';

/**
 * The PostgreSQL server tests make their scratch databases on: TEST_DATABASE_URL, which the root
 * vitest globalSetup (scripts/vitest-test-database.ts) points at an embedded server it starts for
 * the run when the variable is not set.
 */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'no PostgreSQL for tests: run them with vitest (its globalSetup starts an embedded server) or set TEST_DATABASE_URL',
    );
  }
  return url;
}

/** A throwaway database for a test, opened: a fresh database on the test server, dropped afterwards. */
export async function createTestDatabase(): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  const scratch = await createScratchDatabase();
  const database = await openDatabase({ url: scratch.url, poolSize: 5 });
  return {
    database,
    url: scratch.url,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** Creates a fresh empty database on the server and returns its URL (for multi-process tests). */
export async function createScratchDatabase(
  serverUrl = testServerUrl(),
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lp_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () =>
      withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
