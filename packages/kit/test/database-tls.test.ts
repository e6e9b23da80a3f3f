import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlProblem } from '../src/config/database-url.js';
import { openDatabase } from '../src/db/database.js';
import { postgresUser } from '../src/db/embedded/binaries.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded/server.js';

const opensslMissing = spawnSync('openssl', ['version']).status !== 0;
if (opensslMissing) console.warn('database TLS test skipped: it makes its certificates with the openssl command');

let folder: string;
let server: EmbeddedPostgres;
/** The server's CA, another CA, and the server's URL without TLS parameters. */
let caFile: string;
let otherCaFile: string;

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: folder, stdio: 'pipe' });

/** A CA, and a certificate it signs for 127.0.0.1 (what verify-full checks the host against). */
function makeCertificates() {
  const newKey = (key: string, cn: string) => ['-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-subj', `/CN=${cn}`];
  const selfSigned = (key: string, pem: string, cn: string) =>
    openssl('req', '-x509', '-days', '2', ...newKey(key, cn), '-out', pem);
  selfSigned('ca.key', 'ca.pem', 'LocalPros test CA');
  selfSigned('other.key', 'other-ca.pem', 'Someone else');
  openssl('req', ...newKey('server.key', '127.0.0.1'), '-out', 'server.csr');
  writeFileSync(join(folder, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    'san.ext',
    '-out',
    'server.crt',
  );
}

// Over TCP, as to a managed database (the embedded server's own URL takes its unix socket).
const withTls = (params: string) => `${server.url.split('?')[0]}?${params}`;

describe.skipIf(opensslMissing)('PostgreSQL over TLS with the provider’s CA (a managed database’s)', () => {
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'localpros-db-tls-'));
    chmodSync(folder, 0o711); // as root, the server's user postgres must reach the cluster
    makeCertificates();
    caFile = join(folder, 'ca.pem');
    otherCaFile = join(folder, 'other-ca.pem');
    // Not throwaway: the cluster is started again once it has its certificate (removed with the folder).
    const directory = join(folder, 'postgres');
    const problems: string[] = [];
    const onProblem = (message: string) => problems.push(message);
    server = await startEmbeddedPostgres({ directory, onProblem });
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query(`alter system set ssl_cert_file = 'server.crt'`);
      await client.query(`alter system set ssl_key_file = 'server.key'`);
      await client.query('alter system set ssl = on');
    } finally {
      await client.end();
    }
    await server.stop();
    // Into the data folder, the server's user's and 0600, as PostgreSQL wants a key.
    const runAs = postgresUser();
    for (const name of ['server.crt', 'server.key']) {
      const file = join(directory, name);
      copyFileSync(join(folder, name), file);
      chmodSync(file, 0o600);
      if (runAs) chownSync(file, runAs.uid, runAs.gid);
    }
    server = await startEmbeddedPostgres({ directory, onProblem });
    expect(problems).toEqual([]);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('connects over TLS, the certificate checked against the CA the URL names (sslrootcert)', async () => {
    const url = withTls(`sslmode=verify-full&sslrootcert=${encodeURIComponent(caFile)}`);
    expect(databaseUrlProblem(url)).toBeUndefined();
    const database = await openDatabase({ url, poolSize: 1 });
    try {
      const rows = (await database.db.execute(
        'select ssl from pg_stat_ssl where pid = pg_backend_pid()',
      )) as unknown as {
        rows: { ssl: boolean }[];
      };
      expect(rows.rows).toEqual([{ ssl: true }]);
    } finally {
      await database.close();
    }
  });

  it('refuses the server without its CA, or with another one: never an unchecked connection', async () => {
    for (const params of [
      'sslmode=verify-full',
      // pg reads require as verify-full (against Node's own CAs): the trap a managed database's docs set.
      'sslmode=require',
      `sslmode=verify-full&sslrootcert=${encodeURIComponent(otherCaFile)}`,
    ]) {
      const database = await openDatabase({ url: withTls(params), poolSize: 1 });
      try {
        await expect(database.ping(), params).rejects.toThrow(/self[- ]signed certificate|unable to verify/);
      } finally {
        await database.close();
      }
    }
  });

  it('takes the CA from NODE_EXTRA_CA_CERTS too (the whole process trusts it)', () => {
    const script = `
      import pg from 'pg';
      const client = new pg.Client({ connectionString: process.argv[1] });
      await client.connect();
      const { rows } = await client.query('select ssl from pg_stat_ssl where pid = pg_backend_pid()');
      console.log(JSON.stringify(rows));
      await client.end();`;
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--input-type=module', '-e', script, withTls('sslmode=verify-full')], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
    const trusted = run({ NODE_EXTRA_CA_CERTS: caFile });
    expect(trusted.stdout.trim(), trusted.stderr).toBe('[{"ssl":true}]');
    const untrusted = run({});
    expect(untrusted.status).not.toBe(0);
    expect(untrusted.stderr).toMatch(/self[- ]signed certificate|unable to verify/);
  });

  it('says at start, not at the first query, when the CA file the URL names cannot be read', () => {
    const missing = join(folder, 'not-mounted', 'ca.pem');
    expect(databaseUrlProblem(withTls(`sslmode=verify-full&sslrootcert=${encodeURIComponent(missing)}`))).toBe(
      `names sslrootcert ${missing}, which cannot be read: mount the database's CA bundle there (docs/database-tls.md)`,
    );
    expect(databaseUrlProblem(withTls('sslmode=verify-full'))).toBeUndefined();
    expect(databaseUrlProblem('postgres://u:p@host:5432/db')).toBeUndefined();
  });
});
