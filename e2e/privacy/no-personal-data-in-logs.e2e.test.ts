import { Writable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedMarketplace } from '../../embedded/src/start.js';
import { describeAccountsApi } from '../accounts/accounts-api.suite.js';
import { type AccountsTarget, accountsApiEnv, accountsClient, formWith } from '../accounts/accounts-client.js';
import { describeMarketplaceApi } from '../api/marketplace-api.suite.js';
import { describeBusinessApi } from '../business/business-api.suite.js';
import { describeJobsApi } from '../jobs/jobs-api.suite.js';
import { describeLeadsApi } from '../leads/leads-api.suite.js';
import { ensureWebBuilt, webDistDir } from '../support/build-web.js';
import { startEmbeddedOnScratch } from '../support/embedded-marketplace.js';
import { asTestAdmin } from '../support/marketplace-target.js';
import { SeededPersonalData } from '../support/seeded-personal-data.js';
import { describeWorkApi } from '../work/work-api.suite.js';

/**
 * Issue 11, item 8: the whole API end-to-end suite (the same suite functions the embedded runs
 * register: marketplace, accounts, business, jobs, leads, work) runs here again, each on its own
 * embedded marketplace with every log line at debug level captured. Then everything logged is
 * scanned for what the runs put in: every user's e-mail address and mobile number, the contact
 * form's, and every one-time code identity issued. None may appear.
 *
 * The embedded mode hosts the BFF and all seven services in this one process on one logger, so
 * these lines are everything every part of the marketplace logged.
 */
const lines: string[] = [];
const logDestination = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

/** What the runs seeded, read from the marketplace's own tables before each one closes. */
const seeded = new SeededPersonalData();

const sqlOn = (marketplace: EmbeddedMarketplace) => async (text: string) =>
  ((await marketplace.database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;

/** One suite on a marketplace of its own that logs at debug level into `lines`, harvested before it closes. */
function onCapturedMarketplace(
  name: string,
  options: { env: Record<string, string>; webDistDir?: string },
  register: (marketplace: () => EmbeddedMarketplace) => void,
) {
  describe(name, () => {
    let marketplace: EmbeddedMarketplace | undefined;
    beforeAll(async () => {
      marketplace = await startEmbeddedOnScratch({ logLevel: 'debug', logDestination, ...options });
    });
    afterAll(async () => {
      if (!marketplace) return;
      try {
        await seeded.harvest(sqlOn(marketplace));
      } finally {
        await marketplace.close();
      }
    });
    register(() => {
      if (!marketplace) throw new Error('the embedded marketplace has not started');
      return marketplace;
    });
  });
}

const label = 'logs captured at debug level';
// Every run comes from one address: the per-address registration limit is raised as the others are.
const accountsEnv = { ...accountsApiEnv, REGISTER_RATE_LIMIT_PER_IP: '10000', OUTBOX_POLL_MS: '100' };
const asAccountsTarget = (marketplace: () => EmbeddedMarketplace) => (): AccountsTarget => ({ url: marketplace().url });

beforeAll(() => ensureWebBuilt());

onCapturedMarketplace(
  'marketplace API',
  {
    env: { CONTACT_RATE_LIMIT_PER_MINUTE: '100', REGISTER_RATE_LIMIT_PER_IP: '10000', OUTBOX_POLL_MS: '100' },
    webDistDir,
  },
  (marketplace) =>
    describeMarketplaceApi(label, () => ({
      url: marketplace().url,
      listContactMessages: (pageIndex) => marketplace().clients.admin.listContactMessages({ pageIndex }, asTestAdmin),
    })),
);
onCapturedMarketplace('accounts API', { env: accountsEnv }, (marketplace) =>
  describeAccountsApi(label, asAccountsTarget(marketplace)),
);
onCapturedMarketplace('business API', { env: accountsEnv }, (marketplace) =>
  describeBusinessApi(label, asAccountsTarget(marketplace)),
);
onCapturedMarketplace('jobs API', { env: accountsEnv }, (marketplace) =>
  describeJobsApi(label, asAccountsTarget(marketplace)),
);
onCapturedMarketplace('leads API', { env: accountsEnv }, (marketplace) =>
  describeLeadsApi(label, asAccountsTarget(marketplace)),
);
onCapturedMarketplace('work API', { env: accountsEnv }, (marketplace) =>
  describeWorkApi(label, asAccountsTarget(marketplace)),
);

/** A PNG header claiming 50,000 × 50,000 pixels: a decompression bomb in about a hundred bytes. */
function pngBomb() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(4);
    frame.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([frame, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

// Item 9 through the API, on the same captured logs: a bomb is a 400 that says why.
onCapturedMarketplace('uploads', { env: accountsEnv }, (marketplace) => {
  const client = accountsClient(asAccountsTarget(marketplace));
  it('refuses a decompression bomb as a profile picture with a 400 and a clear message', async () => {
    const { token } = await client.verifiedCustomer();
    const refused = await client.post<{ message: string }>(
      '/user',
      formWith({
        first_name: 'Ann',
        last_name: 'Bomb',
        avatar: { content: pngBomb(), filename: 'me.png', type: 'image/png' },
      }),
      token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This image is too large: at most 24 megapixels (for example 6000 × 4000).');
  });
});

describe('everything the marketplace logged', () => {
  it('names none of the users’ e-mail addresses or phone numbers, nor any one-time code issued', () => {
    const log = lines.join('');
    // The scan means something only if the runs logged a lot, seeded a lot, and offered the logger
    // personal data to hold back (a URL with an address, a code in a path).
    expect(lines.length).toBeGreaterThan(1_000);
    expect(log).toContain('"level":20');
    expect(log).toContain('[redacted]');
    expect(seeded.emails.size).toBeGreaterThan(50);
    expect(seeded.phones.size).toBeGreaterThan(50);
    expect(seeded.codes.size).toBeGreaterThan(40);
    const found = seeded.foundIn(log);
    expect(found).toEqual([]);
  });
});
