import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceClients } from '../clients.js';
import type { ReferenceData } from '../reference/reference-data.js';

/** The public pages a search engine may list (the rest need a session, or are forms). */
export const publicPages = [
  '/',
  '/post-a-job',
  '/packages',
  '/packages/standard',
  '/packages/premium',
  '/get-more-leads',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-service',
  '/terms-of-use',
  '/cookies',
  '/review-policy',
] as const;

/** Signed-in areas, the API and development pages: nothing there for a search engine. */
const notForCrawlers = ['/dashboard', '/admin', '/subscribe', '/register/packages', '/api/', '/dev/'];

/** How long one sitemap is served before it is built again from live data. */
export const SITEMAP_TTL_MS = 5 * 60_000;
/** The business pages listed, at most (the sitemap protocol allows 50,000 URLs a file). */
const MAX_BUSINESSES = 45_000;
const BUSINESS_PAGE = 1000;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Every public business's page, with when its profile last changed. */
async function businessEntries(clients: ServiceClients): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let offset = 0; offset < MAX_BUSINESSES; offset += BUSINESS_PAGE) {
    const { businesses } = await clients.identity.listPublicBusinesses({ serviceId: '', limit: BUSINESS_PAGE, offset });
    for (const b of businesses) entries.push({ path: `/business/${b.id}`, lastmod: b.updatedAt.slice(0, 10) });
    if (businesses.length < BUSINESS_PAGE) break;
  }
  return entries;
}

async function landingEntries(catalog: ReferenceData['catalog']): Promise<SitemapEntry[]> {
  return (await catalog.categories()).flatMap((category) => [
    { path: `/services/${category.slug}` },
    ...category.services.map((service) => ({ path: `/services/${category.slug}/${service.slug}` })),
  ]);
}

/**
 * /robots.txt and /sitemap.xml for search engines.
 * Absolute URLs use PUBLIC_URL (the site's address on production); without it, the address the
 * request came to.
 */
export const crawlerRoutes: FastifyPluginAsyncZod<{
  publicUrl?: string;
  clients: ServiceClients;
  reference: ReferenceData;
  now?: () => number;
}> = async (app, { publicUrl, clients, reference, now = Date.now }) => {
  const { catalog } = reference;
  const origin = (request: { protocol: string; host: string }) =>
    (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...notForCrawlers.map((path) => `Disallow: ${path}`)];
    lines.push('', `Sitemap: ${origin(request)}/sitemap.xml`, '');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });

  // Built from live data, so held briefly: crawlers ask often, the data changes slowly.
  let held: { entries: Promise<SitemapEntry[]>; at: number } | undefined;
  const entries = () => {
    if (!held || now() - held.at >= SITEMAP_TTL_MS) {
      const built = Promise.all([landingEntries(catalog), businessEntries(clients)]).then(([landing, businesses]) => [
        ...publicPages.map((path) => ({ path })),
        ...landing,
        ...businesses,
      ]);
      // A failed build is not kept: the next request tries again.
      built.catch(() => {
        if (held?.entries === built) held = undefined;
      });
      held = { entries: built, at: now() };
    }
    return held.entries;
  };

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const base = origin(request);
    const urls = (await entries()).map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(xml);
  });
};
