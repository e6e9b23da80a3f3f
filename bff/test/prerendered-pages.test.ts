import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support.js';

const indexHtml = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>LocalPros | Default</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

const pageHeads = { '/': { title: 'LocalPros | Home', description: 'The home page.' } };

/** Which chunks and CSS each module needs, as vite writes it. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/pages/landing.tsx': {
    file: 'assets/landing-1.js',
    imports: ['_react-1.js', '_shared-1.js'],
    css: ['assets/landing-1.css'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
};

/**
 * A stand-in for the web app's server entry (web/src/entry-server.tsx, built to dist/.ssr): it
 * reads the platform through the BFF as the real one's hooks would, and records what it was asked.
 */
const serverEntry = `
export const asked = [];
export async function prerenderPage(url, { send }) {
  asked.push(url.pathname + url.search);
  if (url.pathname === '/broken') throw new Error('render failed');
  if (url.pathname === '/not-prerendered') return null;
  if (url.pathname === '/writes') {
    await send('/api/auth/logout', { method: 'POST' });
  }
  const answer = await send('/api/platform', {});
  const platform = await answer.json();
  return {
    html: '<main><h1>Rendered ' + url.pathname + url.search + '</h1><p>$& $\\' stays as written</p></main>',
    data: { '/platform': platform },
    source: url.pathname === '/' ? 'src/pages/home.tsx' : 'src/pages/landing.tsx',
  };
}
export function pageDataScript(data) {
  return '<script type="application/json" id="lp-page-data">' + JSON.stringify(data) + '</script>';
}
`;

function root(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
}

describe('prerendered public pages', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let asked: string[];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'localpros-prerender-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.ssr'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), indexHtml);
    writeFileSync(join(dist, 'page-heads.json'), JSON.stringify(pageHeads));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dist, '.ssr', 'entry-server.js'), serverEntry);
    asked = (await import(join(dist, '.ssr', 'entry-server.js'))).asked;
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://www.localpros.co.uk' } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('puts the page into #root with its own head, and the data it was rendered with (read through the API) after it', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>LocalPros | Home</title>');
    const body = root(response.body);
    expect(body).toContain(`<div id="root"><main><h1>Rendered /</h1><p>$& $' stays as written</p></main></div>`);
    expect(body).toContain(
      '<script type="application/json" id="lp-page-data">{"/platform":{"platform":"local"}}</script>',
    );
  });

  it("links a page's chunk, the chunks it imports and their CSS, leaving out what index.html loads already", async () => {
    const response = await app.inject({ url: '/services/anything' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-1.css">');
    expect(head.match(/react-1\.js/g)).toHaveLength(1);
  });

  it('renders a path once a minute per query, not once per request', async () => {
    const before = asked.length;
    const first = await app.inject({ url: '/cached?page=2' });
    const second = await app.inject({ url: '/cached?page=2' });
    expect(second.body).toBe(first.body);
    expect(root(first.body)).toContain('<h1>Rendered /cached?page=2</h1>');
    const other = await app.inject({ url: '/cached?page=3' });
    expect(root(other.body)).toContain('<h1>Rendered /cached?page=3</h1>');
    expect(asked.slice(before)).toEqual(['/cached?page=2', '/cached?page=3']);
  });

  it('serves the plain app when the page is not prerendered, its render fails, or it tries to write', async () => {
    for (const path of ['/not-prerendered', '/broken', '/writes']) {
      const response = await app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<div id="root"></div>');
      expect(response.body, path).not.toContain('lp-page-data');
    }
  });

  it('keeps a page whose render failed for no time: the next request renders it again', async () => {
    const before = asked.filter((path) => path === '/broken').length;
    await app.inject({ url: '/broken' });
    await app.inject({ url: '/broken' });
    expect(asked.filter((path) => path === '/broken').length - before).toBe(2);
  });

  it('renders an odd path as a path of this site', async () => {
    const response = await app.inject({ url: '//evil.example/x?y=1' });
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toContain('<h1>Rendered //evil.example/x?y=1</h1>');
  });

  it('never serves the server entry or the build manifest as files', async () => {
    for (const path of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      const response = await app.inject({ url: path });
      expect(response.body, path).not.toContain('prerenderPage');
      expect(response.body, path).not.toContain('isEntry');
    }
  });
});
