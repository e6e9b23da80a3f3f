import { Writable } from 'node:stream';
import { createScratchDatabase } from '@localpros/kit/testing';
import { sql } from 'drizzle-orm';
import { type EmbeddedMarketplace, type EmbeddedOptions, startEmbedded } from '../../embedded/src/start.js';
import { SeededPersonalData } from './seeded-personal-data.js';

/**
 * The suites check behaviour, not deadlines (packages/kit/test/grpc-transports.test.ts does): on a
 * two-core CI machine running the test projects side by side, an argon2 sign-up can pass the 5 s
 * production deadline, so the harnesses give calls 30 s.
 */
export const suiteDefaults: Record<string, string> = {
  RPC_DEADLINE_MS: '30000',
  // The suites read a Standard business's leads as soon as the job is posted; the Premium head start
  // is checked where it is set on purpose (services/matching/test/places.test.ts, e2e/leads).
  MATCHING_PREMIUM_HEAD_START_SECONDS: '0',
};

type ScratchOptions = Omit<EmbeddedOptions, 'databaseUrl' | 'dataDir' | 'throwaway'>;

/**
 * The embedded marketplace on 127.0.0.1 (a free port) and a scratch database of its own on the
 * test PostgreSQL (TEST_DATABASE_URL, or the run's embedded server); closing it drops the database.
 */
export async function startEmbeddedOnScratch(options: ScratchOptions = {}): Promise<EmbeddedMarketplace> {
  const scratch = await createScratchDatabase();
  try {
    const marketplace = await startEmbedded({
      port: 0,
      host: '127.0.0.1',
      ...options,
      env: { ...suiteDefaults, ...options.env },
      databaseUrl: scratch.url,
    });
    return {
      ...marketplace,
      async close() {
        await marketplace.close();
        await scratch.drop();
      },
    };
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}

/** An embedded marketplace whose every log line, at debug level, is kept. */
export type ScannedMarketplace = EmbeddedMarketplace & {
  lines: string[];
  /** Every e-mail address, phone number and one-time code in its database that a kept line names. */
  personalDataLogged(): Promise<string[]>;
};

/**
 * startEmbeddedOnScratch with every log line at debug level kept in memory; closing it fails if
 * any line names an e-mail address, phone number or one-time code its database holds. Each API
 * suite checks its own run for the privacy promise (no personal data in logs, issue 11), as the
 * distributed suites do (support/distributed.ts), instead of a privacy suite running them again.
 * The embedded mode hosts the BFF and all the services on one logger: these are all of its lines.
 */
export async function startEmbeddedScanned(
  options: Omit<ScratchOptions, 'logLevel' | 'logDestination'> = {},
): Promise<ScannedMarketplace> {
  const lines: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const marketplace = await startEmbeddedOnScratch({ ...options, logLevel: 'debug', logDestination });
  const personalDataLogged = async () => {
    const seeded = new SeededPersonalData();
    await seeded.harvest(
      async (text) =>
        ((await marketplace.database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows,
    );
    return seeded.foundIn(lines.join(''));
  };
  return {
    ...marketplace,
    lines,
    personalDataLogged,
    async close() {
      let found: string[];
      try {
        found = await personalDataLogged();
      } finally {
        await marketplace.close();
      }
      if (found.length > 0)
        throw new Error(`The marketplace logged personal data or one-time codes: ${found.join(', ')}`);
    },
  };
}
