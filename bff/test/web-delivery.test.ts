import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support.js';

/** A built web app as vite writes it: hashed assets with their .br and .gz copies beside them. */
const script = `export const words = ${JSON.stringify('local cleaners '.repeat(400))};\n`;
const indexHtml = `<!doctype html><html lang="en"><head><title>LocalPros</title></head><body>${'<p>LocalPros</p>'.repeat(200)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`;

describe('serving the web app', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'localpros-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), indexHtml);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the Brotli copy of a hashed asset, cached for a year as immutable', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client without Brotli, and the file itself to one without either', async () => {
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the page for every app route and has the browser revalidate it', async () => {
    const response = await app.inject({ url: '/post-a-job', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });

  it('compresses a large JSON answer, and leaves a small one as it is', async () => {
    const notFound = await app.inject({ url: '/api/no-such-route', headers: { 'accept-encoding': 'br' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-encoding']).toBeUndefined();

    const docs = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('refuses a missing hashed asset with a 404, so an old page reloads instead of running stale code', async () => {
    const response = await app.inject({ url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
  });
});
