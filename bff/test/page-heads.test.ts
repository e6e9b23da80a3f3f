import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GrpcStatus, RpcError } from '@localpros/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fakeIdentity } from './support.js';

const indexHtml = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The default description."
    />
    <title>LocalPros | Default</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const pageHeads = {
  '/': { title: 'LocalPros | Find trusted local cleaners', description: 'Post a job for free & compare quotes.' },
  '/login': { title: 'Log In | LocalPros', description: 'Log in to LocalPros.' },
};

const sparkle = '5f0a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
const unknown = '6f0a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

/** An identity service that knows one public business and counts the lookups. */
function identityWithSparkle() {
  const identity = {
    ...fakeIdentity(),
    lookups: 0,
    async getPublicBusiness({ businessId }: { businessId: string }) {
      identity.lookups += 1;
      if (businessId !== sparkle) throw new RpcError(GrpcStatus.NOT_FOUND, 'Business not found');
      return {
        business: {
          id: sparkle,
          name: 'Sparkle & Co <Cleaning>',
          // `$'` would splice the rest of the page into the head if read as a replacement pattern.
          description: 'Spotless homes since 2010. "Best in town" from $\'9 an hour',
          location: 'SW',
        },
      };
    },
  };
  return identity;
}

function head(html: string) {
  return html.slice(0, html.indexOf('</head>'));
}

describe('the HTML of public pages', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const identity = identityWithSparkle();

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'localpros-heads-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), indexHtml);
    writeFileSync(join(dist, 'page-heads.json'), JSON.stringify(pageHeads));
    app = await buildTestApp({ identity, env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://www.localpros.co.uk/' } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives the home page its title, description, canonical URL at PUBLIC_URL and Open Graph tags', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'attacker.example' } });
    expect(response.statusCode).toBe(200);
    const tags = head(response.body);
    expect(tags.match(/<title>/g)).toHaveLength(1);
    expect(tags).toContain('<title>LocalPros | Find trusted local cleaners</title>');
    expect(tags.match(/name="description"/g)).toHaveLength(1);
    expect(tags).toContain('<meta name="description" content="Post a job for free &amp; compare quotes." />');
    expect(tags).toContain('<link rel="canonical" href="https://www.localpros.co.uk/" />');
    expect(tags).toContain('<meta property="og:title" content="LocalPros | Find trusted local cleaners" />');
    expect(tags).toContain('<meta property="og:url" content="https://www.localpros.co.uk/" />');
    expect(tags).not.toContain('noindex');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('gives each registered page its own tags, with or without a trailing slash', async () => {
    const login = await app.inject({ url: '/login/?next=%2Fdashboard' });
    expect(head(login.body)).toContain('<title>Log In | LocalPros</title>');
    expect(head(login.body)).toContain('<link rel="canonical" href="https://www.localpros.co.uk/login" />');
  });

  it('keeps the default tags on a page without an entry', async () => {
    const response = await app.inject({ url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it('names a business profile after the business, escaped, and reuses it for a minute', async () => {
    const before = identity.lookups;
    const response = await app.inject({ url: `/business/${sparkle}` });
    const again = await app.inject({ url: `/business/${sparkle}` });
    expect(response.statusCode).toBe(200);
    const tags = head(response.body);
    expect(tags).toContain('<title>Sparkle &amp; Co &lt;Cleaning&gt; | LocalPros</title>');
    expect(tags).toContain(
      '<meta name="description" content="Spotless homes since 2010. &quot;Best in town&quot; from $&#39;9 an hour" />',
    );
    expect(response.body.match(/<\/head>/g)).toHaveLength(1);
    expect(tags).toContain(`<link rel="canonical" href="https://www.localpros.co.uk/business/${sparkle}" />`);
    expect(tags).toContain('<meta property="og:title" content="Sparkle &amp; Co &lt;Cleaning&gt; | LocalPros" />');
    expect(again.body).toBe(response.body);
    expect(identity.lookups - before).toBe(1);
  });

  it('answers an unknown business, or an id that is not one, with a 404 page kept out of search results', async () => {
    for (const id of [unknown, 'not-a-uuid']) {
      const response = await app.inject({ url: `/business/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const tags = head(response.body);
      expect(tags).toContain('<meta name="robots" content="noindex" />');
      expect(tags).toContain('<title>Page not found | LocalPros</title>');
      expect(tags).not.toContain('rel="canonical"');
      // The app still loads, and shows its own not-found page.
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});

describe('the HTML of public pages without PUBLIC_URL', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'localpros-heads-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), indexHtml);
    writeFileSync(join(dist, 'page-heads.json'), JSON.stringify(pageHeads));
    app = await buildTestApp({ identity: identityWithSparkle(), env: { WEB_DIST_DIR: dist, PUBLIC_URL: '' } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("never serves one Host's canonical URL to another (the pages are cached per origin)", async () => {
    for (const url of ['/login', `/business/${sparkle}`]) {
      const first = await app.inject({ url, headers: { host: 'attacker.example' } });
      const second = await app.inject({ url, headers: { host: 'www.localpros.co.uk' } });
      expect(head(first.body)).toContain(`href="http://attacker.example${url}"`);
      expect(head(second.body), url).toContain(`href="http://www.localpros.co.uk${url}"`);
      expect(second.body).not.toContain('attacker.example');
    }
  });
});
