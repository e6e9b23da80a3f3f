import { createScratchDatabase } from '@localpros/kit/testing';
import { type EmbeddedMarketplace, type EmbeddedOptions, startEmbedded } from '../../embedded/src/start.js';

/**
 * The suites check behaviour, not deadlines (packages/kit/test/grpc-transports.test.ts does): on a
 * two-core CI machine running the test projects side by side, an argon2 sign-up can pass the 5 s
 * production deadline, so the harnesses give calls 30 s.
 */
export const suiteDefaults: Record<string, string> = { RPC_DEADLINE_MS: '30000' };

/**
 * The embedded marketplace on 127.0.0.1 (a free port) and a scratch database of its own on the
 * test PostgreSQL (TEST_DATABASE_URL, or the run's embedded server); closing it drops the database.
 */
export async function startEmbeddedOnScratch(
  options: Omit<EmbeddedOptions, 'databaseUrl' | 'dataDir' | 'throwaway'> = {},
): Promise<EmbeddedMarketplace> {
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
