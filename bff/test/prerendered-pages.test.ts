import { createHash } from 'node:crypto';
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

/** Which chunks and CSS each module needs, as vite writes it. */
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['src/app/start-app.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  // What the entry starts the app with (main.tsx loads it in a step of its own), the app's CSS with it.
  'src/app/start-app.tsx': {
    file: 'assets/start-app-1.js',
    imports: ['_react-1.js', '_shared-1.js'],
    css: ['assets/start-app-1.css'],
  },
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
    head: { title: 'Rendered ' + url.pathname + ' | LocalPros', description: 'The page as rendered.' },
  };
}
// The head without a render: what the BFF serves when it does not render the page.
export async function pageHead(url) {
  return { head: { title: 'Given ' + url.pathname + ' | LocalPros', description: 'The page unrendered.' }, status: 200 };
}
// The query each page reads: here "page", as a list's page number would be; none for a page not prerendered.
export function prerenderedQuery(url) {
  if (url.pathname === '/not-a-public-page') return null;
  const page = url.searchParams.get('page');
  return page === null ? '' : '?page=' + encodeURIComponent(page);
}
export function pageDataScript(data) {
  return '<script type="application/json" id="lp-page-data">' + JSON.stringify(data) + '</script>';
}
`;

function root(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
}

const publicUrl = 'https://www.localpros.co.uk';
let dist: string;
/** The URLs the server entry was asked to render, in order. */
let asked: string[];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'localpros-prerender-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.ssr'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), serverEntry);
  // The app's CSS is in this build; the pages' own is not (it stays linked).
  writeFileSync(join(dist, 'assets', 'start-app-1.css'), '.app{margin:0}');
  asked = (await import(join(dist, '.ssr', 'entry-server.js'))).asked;
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('prerendered public pages', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: publicUrl } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('puts the page into #root with the head it rendered, and the data it was rendered with (read through the API) after it', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Rendered / | LocalPros</title>');
    expect(response.body).not.toContain('Given');
    const body = root(response.body);
    expect(body).toContain(`<div id="root"><main><h1>Rendered /</h1><p>$& $' stays as written</p></main></div>`);
    expect(body).toContain(
      '<script type="application/json" id="lp-page-data">{"/platform":{"platform":"local"}}</script>',
    );
  });

  it("links the app's start chunks and CSS, then the page's chunk, its imports and CSS, leaving out what is linked already", async () => {
    const response = await app.inject({ url: '/services/anything' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    // The scripts wait in a template, which the browser leaves alone until the page's starter
    // moves them into the head once the page has painted.
    const waiting = /<template id="lp-after-paint">(.*?)<\/template>/s.exec(head)?.[1] ?? '';
    expect(waiting).toContain('<link rel="modulepreload" crossorigin href="/assets/start-app-1.js">');
    expect(waiting).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-1.js">');
    expect(waiting).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    // Live in the head: index.html's own (the entry's imports, which run before any paint) only.
    expect(head.replace(waiting, '').match(/rel="modulepreload"[^>]*/g)).toEqual([
      'rel="modulepreload" crossorigin href="/assets/react-1.js"',
    ]);
    // The starter is the one inline script, and the policy allows it by its hash: no other.
    const starter = /<\/template>\s*<script>(.*?)<\/script>/s.exec(head)?.[1] ?? '';
    expect(starter).toContain('lp-after-paint');
    const hash = createHash('sha256').update(starter).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-1.css">');
    // The CSS the build has is written into the page, its link kept disabled (not fetched).
    expect(head).toContain(
      '<style>.app{margin:0}</style>\n    <link rel="stylesheet" crossorigin href="/assets/start-app-1.css" disabled>',
    );
    // The app's CSS comes first, as it did when index.html linked it: the page's own rules win.
    expect(head.indexOf('start-app-1.css')).toBeGreaterThan(0);
    expect(head.indexOf('start-app-1.css')).toBeLessThan(head.indexOf('landing-1.css'));
    // Stylesheets before scripts: the first paint waits for them, not for the scripts.
    expect(head.indexOf('landing-1.css')).toBeLessThan(head.indexOf('start-app-1.js'));
    expect(head.match(/shared-1\.css/g)).toHaveLength(1);
    expect(head.match(/shared-1\.js/g)).toHaveLength(1);
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

  it('renders a page once whatever other parameters its address carries, and never shows them to the render', async () => {
    const before = asked.length;
    const answers = [await app.inject({ url: '/tracked' })];
    for (let i = 0; i < 20; i += 1) {
      answers.push(await app.inject({ url: `/tracked?utm_source=${i}&x=${'y'.repeat(i)}&pages=${i}` }));
    }
    expect(asked.slice(before)).toEqual(['/tracked']);
    expect(root(answers[0]?.body ?? '')).toContain('<h1>Rendered /tracked</h1>');
    for (const answer of answers) expect(answer.body).toBe(answers[0]?.body);
  });

  it('renders a parameter the page reads into it: the same page however the address orders it', async () => {
    const before = asked.length;
    const plain = await app.inject({ url: '/listing' });
    const second = await app.inject({ url: '/listing?x=1&page=2' });
    const same = await app.inject({ url: '/listing?page=2&x=2&page=3' });
    expect(root(plain.body)).toContain('<h1>Rendered /listing</h1>');
    expect(root(second.body)).toContain('<h1>Rendered /listing?page=2</h1>');
    expect(same.body).toBe(second.body);
    expect(asked.slice(before)).toEqual(['/listing', '/listing?page=2']);
  });

  it('never renders a page the web app does not prerender', async () => {
    const before = asked.length;
    const response = await app.inject({ url: '/not-a-public-page?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(asked.length).toBe(before);
  });

  it('serves the plain app, with the head given without a render, when the page is not prerendered, its render fails, or it tries to write', async () => {
    for (const path of ['/not-prerendered', '/broken', '/writes', '/not-a-public-page']) {
      const response = await app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<div id="root"></div>');
      expect(response.body, path).not.toContain('lp-page-data');
      expect(response.body, path).toContain(`<title>Given ${path} | LocalPros</title>`);
    }
  });

  it('keeps a page whose render failed for no time: the next request renders it again', async () => {
    const before = asked.filter((path) => path === '/broken').length;
    await app.inject({ url: '/broken' });
    await app.inject({ url: '/broken' });
    expect(asked.filter((path) => path === '/broken').length - before).toBe(2);
  });

  it('renders an odd path as a path of this site', async () => {
    const response = await app.inject({ url: '//evil.example/x?page=1' });
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toContain('<h1>Rendered //evil.example/x?page=1</h1>');
  });

  it('never serves the server entry or the build manifest as files', async () => {
    for (const path of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      const response = await app.inject({ url: path });
      expect(response.body, path).not.toContain('prerenderPage');
      expect(response.body, path).not.toContain('isEntry');
    }
  });
});

describe('the renders a visitor may cause', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    // Behind one proxy: the visitor is the address it forwards.
    const env = { WEB_DIST_DIR: dist, PUBLIC_URL: publicUrl, PAGE_RENDERS_PER_MINUTE_PER_IP: '3', TRUST_PROXY: '1' };
    app = await buildTestApp({ env });
  });
  afterAll(async () => {
    await app?.close();
  });

  const visit = (url: string, visitor: string) => app.inject({ url, headers: { 'x-forwarded-for': visitor } });

  it('past them, a visitor gets the plain app (still 200), which is not kept; pages already kept still come whole', async () => {
    const visitor = '198.51.100.7';
    for (const page of [1, 2, 3]) {
      expect(root((await visit(`/budget?page=${page}`, visitor)).body)).toContain(
        `<h1>Rendered /budget?page=${page}</h1>`,
      );
    }
    const before = asked.length;
    const over = await visit('/budget?page=4', visitor);
    expect(over.statusCode).toBe(200);
    expect(over.body).toContain('<div id="root"></div>');
    expect(over.body).toContain('<title>Given /budget | LocalPros</title>');
    expect(over.body).not.toContain('lp-page-data');
    expect(asked.length).toBe(before);

    expect(root((await visit('/budget?page=1&x=1', visitor)).body)).toContain('<h1>Rendered /budget?page=1</h1>');
    // Another visitor has renders of their own, and gets the page whole: the plain one was not kept.
    expect(root((await visit('/budget?page=4', '198.51.100.8')).body)).toContain('<h1>Rendered /budget?page=4</h1>');
  });
});
