import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
/**
 * The embedded marketplace under test, in its own process (so the load generator's work is not
 * counted against it). The bench asks it over IPC to seed matching and to read lead times,
 * because only this process holds the embedded database.
 */
import { startEmbedded } from '../../embedded/src/start.js';
import { insertFloor, settle } from '../insert-floor.js';
import { leadPairs, leadStages, seedLiveBusinesses } from '../live-load.js';
import { importDistricts, leadTimes, readDistricts, seedBusinesses } from '../matching-load.js';

type Command =
  | { id: number; type: 'importDistricts'; districts?: string }
  | { id: number; type: 'seedBusinesses'; businesses: number; districts?: string }
  | { id: number; type: 'leadTimes'; jobIds: string[] }
  | { id: number; type: 'insertFloor'; batch: number; clients: number[]; seconds: number }
  | { id: number; type: 'settle' }
  | { id: number; type: 'seedLiveBusinesses'; businesses: number; districts?: string }
  | { id: number; type: 'leadPairs'; jobIds: string[] }
  | { id: number; type: 'leadStages'; jobIds: string[]; businessIds: string[] }
  | { id: number; type: 'profileStart' }
  | { id: number; type: 'profileStop'; label: string }
  | { id: number; type: 'close' };

// BENCH_PROFILE_DIR: a CPU profile of this process for each measured phase (<label>.cpuprofile).
const profileDir = process.env.BENCH_PROFILE_DIR;
const profiler = profileDir ? new Session() : undefined;
profiler?.connect();

// A fresh cluster in a temporary folder, removed on close (or PostgreSQL at the URL given). The folder
// is open to all: run as root, the server runs as the user postgres and must reach it.
const dataDir = mkdtempSync(join(tmpdir(), 'lp-bench-'));
chmodSync(dataDir, 0o777);
const marketplace = await startEmbedded({
  port: 0,
  host: '127.0.0.1',
  logLevel: 'warn',
  dataDir,
  ...(process.env.BENCH_EMBEDDED_DATABASE_URL ? { databaseUrl: process.env.BENCH_EMBEDDED_DATABASE_URL } : {}),
});
const { db } = marketplace.database;

process.on('message', async (command: Command) => {
  try {
    if (command.type === 'importDistricts') {
      await importDistricts(db, readDistricts(command.districts));
      process.send?.({ id: command.id, result: null });
    } else if (command.type === 'seedBusinesses') {
      await seedBusinesses(db, readDistricts(command.districts), command.businesses);
      process.send?.({ id: command.id, result: null });
    } else if (command.type === 'leadTimes') {
      process.send?.({ id: command.id, result: await leadTimes(db, command.jobIds) });
    } else if (command.type === 'settle') {
      await settle(db);
      process.send?.({ id: command.id, result: null });
    } else if (command.type === 'insertFloor') {
      const floors = await insertFloor(db, command.batch, command.clients, command.seconds);
      process.send?.({ id: command.id, result: floors });
    } else if (command.type === 'seedLiveBusinesses') {
      await seedLiveBusinesses(db, readDistricts(command.districts), command.businesses);
      process.send?.({ id: command.id, result: null });
    } else if (command.type === 'leadPairs') {
      process.send?.({ id: command.id, result: await leadPairs(db, command.jobIds) });
    } else if (command.type === 'leadStages') {
      process.send?.({ id: command.id, result: await leadStages(db, command.jobIds, command.businessIds) });
    } else if (command.type === 'profileStart') {
      await profiler?.post('Profiler.enable');
      await profiler?.post('Profiler.start');
      process.send?.({ id: command.id, result: null });
    } else if (command.type === 'profileStop') {
      const result = await profiler?.post('Profiler.stop');
      if (result && profileDir) {
        writeFileSync(join(profileDir, `${command.label}.cpuprofile`), JSON.stringify(result.profile));
      }
      process.send?.({ id: command.id, result: null });
    } else if (command.type === 'close') {
      await marketplace.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.send?.({ id: command.id, result: null }, () => process.exit(0));
    }
  } catch (error) {
    process.send?.({ id: command.id, error: error instanceof Error ? error.stack : String(error) });
  }
});
const server = marketplace.database.embedded;
const engine = server ? `embedded PostgreSQL ${server.version}` : 'PostgreSQL at DATABASE_URL';
process.send?.({ type: 'ready', url: marketplace.url, engine });
