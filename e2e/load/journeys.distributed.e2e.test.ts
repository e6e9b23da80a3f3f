import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestServerEnv, presets } from '../../loadtests/journeys/config.js';
import { formatResult } from '../../loadtests/journeys/report.js';
import { runLoad } from '../../loadtests/journeys/run.js';
import { ensureWebBuilt } from '../support/build-web.js';
import { serverUrls, startDistributed } from '../support/distributed.js';
import { startEmbeddedOnScratch } from '../support/embedded-marketplace.js';

const distributed = Boolean(serverUrls.database && serverUrls.nats);

/**
 * The load test's CI preset as a gate: weighted journeys for ~20 s against a marketplace started
 * with the documented load-test settings (distributed when the servers' URLs are set, else
 * embedded); the run must meet every threshold of loadtests/journeys/config.ts.
 */
describe(`load test gate: CI preset of the journeys (${distributed ? 'distributed' : 'embedded'})`, () => {
  let url: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ensureWebBuilt();
    // Codes are sent by the notifications sender loop: polled often here, as in the other suites.
    const env = { ...loadTestServerEnv, OUTBOX_POLL_MS: '100', MESSAGE_SENDER_POLL_MS: '200' };
    if (distributed) {
      const marketplace = await startDistributed({
        natsUrl: serverUrls.nats as string,
        portOffset: 24_000,
        env: { ...env, LOG_LEVEL: 'warn' },
      });
      url = marketplace.target.url;
      stop = () => marketplace.stop();
    } else {
      const marketplace = await startEmbeddedOnScratch({ logLevel: 'silent', env });
      url = marketplace.url;
      stop = () => marketplace.close();
    }
  });
  afterAll(async () => {
    await stop?.();
  });

  it('meets every threshold, and every journey finished at least once', async () => {
    const result = await runLoad({ url, preset: presets.ci });
    console.info(formatResult(result));
    expect(result.verdict.missed).toEqual([]);
    expect(result.verdict.passed).toBe(true);
    for (const [journey, counts] of Object.entries(result.journeys))
      expect(counts.finished, `${journey} finished`).toBeGreaterThan(0);
  });
});
