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

/**
 * A stand-in for the web app's server entry (web/src/app/prerender/page-head.ts): heads from a
 * registry, a business's from its public profile read through the BFF. It renders no page, so
 * every head here is the one given without rendering.
 */
const serverEntry = `
const registry = {
  '/': { title: 'LocalPros | Find trusted local cleaners', description: 'Post a job for free & compare quotes.' },
  '/login': { title: 'Log In | LocalPros', description: 'Log in to LocalPros.' },
};
const notFound = { title: 'Page not found | LocalPros', description: 'No such page.', noindex: true };
export async function pageHead(url, { send }) {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\\/+$/, '') : url.pathname;
  if (registry[path]) return { head: registry[path], status: 200 };
  const business = /^\\/business\\/([^/]+)$/.exec(path);
  if (!business) return null;
  const answer = await send('/api/business/' + business[1], {});
  if (answer.status === 404) return { head: notFound, status: 404 };
  const { business: found } = await answer.json();
  return { head: { title: found.name + ' | LocalPros', description: found.description }, status: 200 };
}
export function prerenderedQuery() {
  return null;
}
export async function prerenderPage() {
  return null;
}
export function pageDataScript() {
  return '';
}
`;

/** A web build without a manifest: index.html and the server entry. */
function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'localpros-heads-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), serverEntry);
  return dist;
}

/** The catalog and ratings GET /api/business/{id} reads besides the profile. */
const jobs = {
  async listWorkCategories() {
    return { workCategories: [] };
  },
  async getBusinessRatings() {
    return { ratings: [] };
  },
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
          location: '',
          logo: '',
          workCategoryId: '',
          serviceIds: [],
          memberSince: '2024-03-05T09:00:00.000Z',
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
    dist = webDist();
    app = await buildTestApp({
      identity,
      jobs,
      env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://www.localpros.co.uk/' },
    });
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
    dist = webDist();
    app = await buildTestApp({ identity: identityWithSparkle(), jobs, env: { WEB_DIST_DIR: dist, PUBLIC_URL: '' } });
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
