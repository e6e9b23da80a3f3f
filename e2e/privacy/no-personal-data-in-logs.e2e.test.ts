import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTarget, accountsApiEnv, accountsClient, formWith } from '../accounts/accounts-client.js';
import { type ScannedMarketplace, startEmbeddedScanned } from '../support/embedded-marketplace.js';

/**
 * Issue 11, item 8: no personal data in logs. Every embedded API suite (marketplace, accounts,
 * business, jobs, leads, work, billing, admin) runs on a marketplace that keeps its log lines at
 * debug level and, when it closes, fails if any names an e-mail address, a mobile number or a
 * one-time code its database holds (support/embedded-marketplace.ts, startEmbeddedScanned); the
 * distributed suites do the same for every process (support/distributed.ts). This suite checks
 * that scan itself, and item 9 (an image bomb) through the API on the same captured logs.
 */
let marketplace: ScannedMarketplace | undefined;
const running = () => {
  if (!marketplace) throw new Error('the embedded marketplace has not started');
  return marketplace;
};
const target = (): AccountsTarget => ({ url: running().url });
const client = accountsClient(target);

beforeAll(async () => {
  marketplace = await startEmbeddedScanned({ env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100' } });
});
afterAll(async () => {
  await marketplace?.close();
});

describe('the personal-data scan of a suite’s logs', () => {
  it('sees debug lines and redactions, finds nothing in a real journey, and finds an address planted in a line', async () => {
    const { email, token } = await client.verifiedCustomer();
    expect((await client.get('/auth/user', token)).status).toBe(200);
    const log = running().lines.join('');
    // The scan means something only if the run logged at debug level and the logger held back
    // personal data it was offered (a URL with an address, a code in a path).
    expect(log).toContain('"level":20');
    expect(log).toContain('[redacted]');
    expect(await running().personalDataLogged()).toEqual([]);

    const planted = running().lines.push(`{"level":20,"msg":"signed in ${email.toUpperCase()}"}\n`) - 1;
    try {
      expect(await running().personalDataLogged()).toContain(email.toLowerCase());
    } finally {
      running().lines.splice(planted, 1);
    }
  });
});

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
describe('uploads', () => {
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
