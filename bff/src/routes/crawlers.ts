import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
] as const;

/** Signed-in areas, the API and development pages: nothing there for a search engine. */
const notForCrawlers = ['/dashboard', '/admin', '/subscribe', '/register/packages', '/api/', '/dev/'];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * /robots.txt and /sitemap.xml for search engines. Absolute URLs use PUBLIC_URL (the site's
 * address on production); without it, the address the request came to.
 */
export const crawlerRoutes: FastifyPluginAsyncZod<{ publicUrl?: string }> = async (app, { publicUrl }) => {
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

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const base = origin(request);
    const urls = publicPages.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });
};
