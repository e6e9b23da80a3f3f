import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serviceNames } from '@localpros/contracts';
import pg from 'pg';

/**
 * Backups of every service's schema with PostgreSQL's own tools (pg_dump's custom format, restored
 * by pg_restore in one transaction): docs/runbooks/database.md. The URL's password and TLS settings
 * reach them as libpq's environment (PGPASSWORD…), never on a command line another process could read.
 */

export const backupUsage = `Backups of the marketplace's data (every service's schema): docs/runbooks/database.md
  db backup --out FILE   pg_dump (custom format) of DATABASE_URL's LocalPros schemas into FILE
  db restore --in FILE   pg_restore of FILE into DATABASE_URL, in one transaction (its schemas replaced)
PG_BIN_DIR: the folder of pg_dump and pg_restore (else the newest found on PATH or /usr/lib/postgresql).`;

export class BackupError extends Error {}

/** libpq's environment for a postgres:// URL: its user, password, host, port, database and TLS. */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
  };
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const tls = { sslmode: 'PGSSLMODE', sslrootcert: 'PGSSLROOTCERT', sslcert: 'PGSSLCERT', sslkey: 'PGSSLKEY' };
  for (const [param, variable] of Object.entries(tls)) {
    const value = parsed.searchParams.get(param);
    if (value) env[variable] = value;
  }
  return env;
}

/** The server's major version (e.g. 15), which the tools must be at least. */
async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    return Math.floor(Number(rows[0]?.v ?? 0) / 10_000);
  } finally {
    await client.end();
  }
}

/** A tool's major version, from `pg_dump --version` ("pg_dump (PostgreSQL) 15.19 (Debian …)"). */
function toolMajor(path: string): number | undefined {
  const answer = spawnSync(path, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\) (\d+)/.exec(answer.stdout ?? '');
  return answer.status === 0 && match ? Number(match[1]) : undefined;
}

/**
 * The folder of pg_dump and pg_restore able to handle a server of `major`: PG_BIN_DIR, else the
 * newest of PATH's and Debian's /usr/lib/postgresql/<n>/bin. pg_dump refuses a newer server.
 */
export function pgToolsFor(major: number, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const candidates: string[] = [];
  if (env.PG_BIN_DIR) candidates.push(env.PG_BIN_DIR);
  else {
    for (const dir of (env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, 'pg_dump'))) candidates.push(dir);
    const debian = '/usr/lib/postgresql';
    if (existsSync(debian)) for (const version of readdirSync(debian)) candidates.push(join(debian, version, 'bin'));
  }
  const found = candidates
    .map((dir) => ({ dir, major: toolMajor(join(dir, 'pg_dump')) }))
    .filter((tool): tool is { dir: string; major: number } => tool.major !== undefined)
    .sort((a, b) => b.major - a.major);
  const usable = found.find((tool) => tool.major >= major && existsSync(join(tool.dir, 'pg_restore')));
  if (usable) return usable.dir;
  const have = found.length ? `found only ${found.map((t) => `${t.major} (${t.dir})`).join(', ')}` : 'found none';
  throw new BackupError(
    `the server is PostgreSQL ${major}: pg_dump and pg_restore ${major} or later are needed, ${have}. Install postgresql-client-${major} or set PG_BIN_DIR.`,
  );
}

function run(tool: string, args: string[], url: string): void {
  const answer = spawnSync(tool, args, {
    env: { PATH: process.env.PATH ?? '', ...libpqEnvironment(url) },
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (answer.status !== 0) {
    throw new BackupError(`${tool} failed (exit ${answer.status ?? answer.signal}): ${(answer.stderr ?? '').trim()}`);
  }
}

/** pg_dump of every service's schema (their tables, sequences, grants), custom format, into `file`. */
export async function backupDatabase(url: string, file: string): Promise<void> {
  const bin = pgToolsFor(await serverMajor(url));
  const schemas = serviceNames.flatMap((name) => ['--schema', name]);
  run(join(bin, 'pg_dump'), ['--format=custom', '--compress=6', '--no-password', ...schemas, '--file', file], url);
}

/**
 * pg_restore of `file` into the database: each schema in it dropped and made again, in one
 * transaction (a failure changes nothing), so every service must be stopped meanwhile. The
 * database needs the DBA step first (extensions, roles: k8s/README.md).
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file}: no such backup`);
  const bin = pgToolsFor(await serverMajor(url));
  run(
    join(bin, 'pg_restore'),
    [
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      '--dbname',
      libpqEnvironment(url).PGDATABASE as string,
      file,
    ],
    url,
  );
}

/** `db backup --out FILE` / `db restore --in FILE` with DATABASE_URL: the exit code; `out` says what was done. */
export async function runDatabaseCommand(
  argv: readonly string[],
  options: { env: Readonly<Record<string, string | undefined>>; out: (line: string) => void },
): Promise<number> {
  const [action, flag, file, ...rest] = argv;
  const expectedFlag = action === 'backup' ? '--out' : action === 'restore' ? '--in' : undefined;
  if (!expectedFlag || flag !== expectedFlag || !file || rest.length > 0) {
    options.out(backupUsage);
    return 2;
  }
  const url = options.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    options.out('DATABASE_URL: is required (postgres://…; the owner role, which reaches every schema)');
    return 2;
  }
  try {
    if (action === 'backup') await backupDatabase(url, file);
    else await restoreDatabase(url, file);
    options.out(action === 'backup' ? `backed up to ${file}` : `restored from ${file}`);
    return 0;
  } catch (error) {
    options.out(`db ${action} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
