import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceNames } from '@localpros/contracts';
import { createScratchDatabase, testServerUrl } from '@localpros/kit/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedMarketplace, startEmbedded } from '../../embedded/src/start.js';
import { postJob, signIn } from '../../loadtests/matching-load.js';
import {
  BackupError,
  libpqEnvironment,
  pgToolsFor,
  restoreDatabase,
  runDatabaseCommand,
} from '../production/database-backup.js';

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The test server's major version, and whether pg_dump/pg_restore for it are on this machine. */
async function toolsForTestServer(): Promise<string | undefined> {
  const [row] = await query<{ v: string }>(testServerUrl(), "select current_setting('server_version_num') as v");
  try {
    return pgToolsFor(Math.floor(Number(row?.v) / 10_000));
  } catch (error) {
    if (error instanceof BackupError) console.warn(`database backup test skipped: ${error.message}`);
    return undefined;
  }
}
const tools = await toolsForTestServer();

/** Every service table's row count and content digest (md5 of its rows as text, in order). */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const tables = await query<{ schema: string; name: string }>(
    url,
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema = any('{${serviceNames.join(',')}}') order by 1, 2`,
  );
  const result: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const [row] = await query<{ n: number; digest: string | null }>(
      url,
      `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from "${schema}"."${name}" t`,
    );
    result[`${schema}.${name}`] = `${row?.n}:${row?.digest ?? '-'}`;
  }
  return result;
}

const run = async (argv: string[], env: Record<string, string>) => {
  const lines: string[] = [];
  const code = await runDatabaseCommand(argv, { env, out: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
};

describe.skipIf(!tools)('db backup and db restore (pg_dump and pg_restore of every service schema)', () => {
  let folder: string;
  let original: { url: string; drop(): Promise<void> };
  let replacement: { url: string; drop(): Promise<void> } | undefined;
  let marketplace: EmbeddedMarketplace | undefined;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'localpros-backup-'));
    original = await createScratchDatabase();
  });
  afterAll(async () => {
    await marketplace?.close();
    await original?.drop();
    await replacement?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('seed → backup → drop → restore gives the same rows, and the marketplace serves them', async () => {
    // Seeded (demo accounts, the catalogue) and one job posted through the API.
    marketplace = await startEmbedded({ port: 0, host: '127.0.0.1', databaseUrl: original.url, logLevel: 'silent' });
    const customer = await signIn(marketplace.url, 'customer@localpros.test');
    const posted = await postJob(marketplace.url, customer, {
      location: 'M',
      service: 'Domestic cleaning',
      title: 'Backed-up weekly clean',
    });
    expect(posted.status, posted.message).toBe(201);
    await marketplace.close();
    marketplace = undefined;
    const before = await fingerprint(original.url);
    expect(Object.keys(before).length).toBeGreaterThan(20);

    const file = join(folder, 'localpros.dump');
    expect(await run(['backup', '--out', file], { DATABASE_URL: original.url })).toEqual({
      code: 0,
      output: `backed up to ${file}`,
    });
    expect(statSync(file).size).toBeGreaterThan(10_000);

    // The database is lost; a new one gets the DBA step (k8s/db/extensions.sql), then the backup.
    await original.drop();
    replacement = await createScratchDatabase();
    await query(replacement.url, readFileSync(new URL('../../k8s/db/extensions.sql', import.meta.url), 'utf8'));
    expect(await run(['restore', '--in', file], { DATABASE_URL: replacement.url })).toEqual({
      code: 0,
      output: `restored from ${file}`,
    });
    expect(await fingerprint(replacement.url)).toEqual(before);

    marketplace = await startEmbedded({ port: 0, host: '127.0.0.1', databaseUrl: replacement.url, logLevel: 'silent' });
    const again = await signIn(marketplace.url, 'customer@localpros.test');
    const jobs = await fetch(`${marketplace.url}/api/jobs?status=active`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(jobs.status).toBe(200);
    const { jobs: listed } = (await jobs.json()) as { jobs: { id: string; title: string }[] };
    expect(listed.map((job) => job.id)).toContain(posted.jobId);
  }, 180_000);

  it('restores nothing at all when the backup does not apply (one transaction)', async () => {
    const broken = join(folder, 'not-a-backup.dump');
    writeFileSync(broken, 'PGDMP but not really');
    const target = replacement?.url as string;
    const before = await fingerprint(target);
    await expect(restoreDatabase(target, broken)).rejects.toThrow(/pg_restore failed/);
    expect(await fingerprint(target)).toEqual(before);
  });

  it('answers bad use with the usage (exit 2), a missing file with a clear failure', async () => {
    expect((await run(['backup'], { DATABASE_URL: original.url })).code).toBe(2);
    expect((await run(['restore', '--out', 'x'], { DATABASE_URL: original.url })).code).toBe(2);
    expect(await run(['backup', '--out', 'x'], {})).toEqual({
      code: 2,
      output: 'DATABASE_URL: is required (postgres://…; the owner role, which reaches every schema)',
    });
    expect(await run(['restore', '--in', join(folder, 'none.dump')], { DATABASE_URL: original.url })).toEqual({
      code: 1,
      output: `db restore failed: ${join(folder, 'none.dump')}: no such backup`,
    });
  });
});

describe('libpq environment from a DATABASE_URL', () => {
  it('carries the password and TLS settings in variables, never on the command line', () => {
    expect(
      libpqEnvironment(
        'postgresql://localpros_owner:p%40ss@db.internal:6543/localpros?sslmode=verify-full&sslrootcert=/etc/localpros/db-ca/ca.pem',
      ),
    ).toEqual({
      PGHOST: 'db.internal',
      PGPORT: '6543',
      PGDATABASE: 'localpros',
      PGUSER: 'localpros_owner',
      PGPASSWORD: 'p@ss',
      PGSSLMODE: 'verify-full',
      PGSSLROOTCERT: '/etc/localpros/db-ca/ca.pem',
    });
  });
});
