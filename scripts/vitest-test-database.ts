/**
 * vitest globalSetup: without TEST_DATABASE_URL, one embedded PostgreSQL (the same engine as
 * `npm start`) for the whole run, on a throwaway cluster in a temporary folder. Its URL becomes
 * TEST_DATABASE_URL for the test workers, so every database suite makes its scratch databases
 * there (createTestDatabase, createScratchDatabase); the cluster is removed at the end.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { removeAbandonedCluster, startEmbeddedPostgres } from '../packages/kit/src/db/embedded/server.js';

const folderPrefix = 'localpros-test-pg-';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('testDatabaseUrl', given);
    return undefined;
  }
  await removeAbandonedRuns();
  const folder = mkdtempSync(join(tmpdir(), folderPrefix));
  // As root the server runs as the user postgres, which must reach the cluster inside.
  chmodSync(folder, 0o711);
  const server = await startEmbeddedPostgres({
    directory: join(folder, 'postgres'),
    throwaway: true,
    onProblem: (message) => process.stderr.write(`test PostgreSQL: ${message}\n`),
  }).catch((error: unknown) => {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  });
  process.env.TEST_DATABASE_URL = server.url;
  project.provide('testDatabaseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}

/** Runs killed before their teardown (SIGKILL) leave a server and its folder: the next run clears them. */
async function removeAbandonedRuns(): Promise<void> {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(folderPrefix)) continue;
    const folder = join(tmpdir(), name);
    // A run still starting has not written its lock yet.
    if (Date.now() - statSync(folder).mtimeMs < 60_000) continue;
    if (await removeAbandonedCluster(join(folder, 'postgres'))) rmSync(folder, { recursive: true, force: true });
  }
}
