import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { commandLineOf, isAlive } from './processes.js';

/** What the lock file next to a cluster says: the LocalPros process that owns the server, and its port. */
export interface LockOwner {
  pid: number;
  port?: number;
  startedAt: string;
}

/** Clusters this process runs a server on. */
const held = new Set<string>();

export class AlreadyRunningError extends Error {
  constructor(
    readonly directory: string,
    readonly owner: LockOwner,
  ) {
    super(
      `LocalPros is already running on ${directory} (process ${owner.pid}${owner.port ? `, PostgreSQL on 127.0.0.1:${owner.port}` : ''}): stop it first, or set DATA_DIR to another folder`,
    );
    this.name = 'AlreadyRunningError';
  }
}

export interface OwnerLock {
  /** Records the server's port for other tools (e.g. the locations import). */
  update(port: number): void;
  release(): void;
}

/**
 * Takes the cluster's lock file (`<cluster>.lock`, created exclusively), so one LocalPros process
 * at a time runs a server on a data folder. A lock whose process is gone is stale and taken over.
 */
export function acquireOwnerLock(directory: string): OwnerLock {
  if (held.has(directory)) throw new AlreadyRunningError(directory, { pid: process.pid, startedAt: '' });
  const file = `${directory}.lock`;
  const owner: LockOwner = { pid: process.pid, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(owner), { flag: 'wx', mode: 0o644 });
      held.add(directory);
      return {
        update(port) {
          owner.port = port;
          writeFileSync(file, JSON.stringify(owner));
        },
        release() {
          held.delete(directory);
          if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = liveOwner(directory);
      if (current) throw new AlreadyRunningError(directory, current);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the lock ${file}`);
}

/** The live LocalPros process that owns the cluster's server, if any. */
export function liveOwner(directory: string): LockOwner | undefined {
  const owner = readOwner(`${directory}.lock`);
  if (!owner || !isAlive(owner.pid)) return undefined;
  // Our own id in a lock we do not hold: written before a reboot, by a process that had it then.
  if (owner.pid === process.pid && !held.has(directory)) return undefined;
  // A reused process id belongs to something that is not Node: the lock is stale.
  const command = commandLineOf(owner.pid);
  if (command !== undefined && !/node/i.test(command)) return undefined;
  return owner;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}
