import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPage } from '../src/pages/compressed-page.js';

const html = Buffer.from(
  `<!doctype html><html><body>${'<p>End of tenancy cleaning in SW4</p>'.repeat(400)}</body></html>`,
);

describe('a compressed page', () => {
  it('serves Brotli, gzip or plain as asked, the same HTML each way', () => {
    for (const quick of [false, true]) {
      const page = compressedPage(html, { quick });
      const br = page.for('gzip, deflate, br');
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.body)).toEqual(html);
      const gzip = page.for('gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.body)).toEqual(html);
      expect(page.for(undefined)).toEqual({ body: html });
      expect(page.for('identity')).toEqual({ body: html });
    }
  });

  it('holds only its compressed forms when rebuilt every minute: what a cache of pages counts', () => {
    const kept = compressedPage(html);
    const quick = compressedPage(html, { quick: true });
    expect(kept.bytes).toBeGreaterThan(html.length);
    expect(quick.bytes).toBeLessThan(html.length / 4);
    expect(quick.bytes).toBe(quick.for('br').body.length + quick.for('gzip').body.length);
  });
});
