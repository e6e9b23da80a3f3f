// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiTransport } from '@/shared/api/api-client';
import { notFoundHead } from '@/shared/head/page-head';
import { pageHead } from './page-head';
import { prerenderPage } from './prerender-page';

/*
 * One source for a public page's head: the head the server's render of the page collects (what the
 * BFF serves with a rendered page) is the head the server entry gives without rendering it (what
 * the BFF serves when it cannot render), both built by the page's own code.
 */
const sparkle = '5f0a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
const catalog = {
  categories: [
    {
      id: 'cat-cleaning',
      name: 'Cleaning',
      slug: 'cleaning',
      services: [
        { id: 'svc-eot', name: 'End of tenancy cleaning', slug: 'end-of-tenancy-cleaning' },
        { id: 'svc-oven', name: 'Oven cleaning', slug: 'oven-cleaning' },
      ],
    },
  ],
};
const business = {
  id: sparkle,
  name: 'Sparkle & Co',
  description: '',
  logo: null,
  services: [],
  workCategoriesName: null,
  location: 'SW',
  locationName: 'London SW',
  memberSince: '2024-03-05T09:00:00Z',
  rating: null,
  reviewsCount: 0,
  package: null,
};
const answers: Record<string, unknown> = {
  '/api/public/services': catalog,
  [`/api/business/${sparkle}`]: { business },
  [`/api/business/${sparkle}/reviews`]: { rating: null, reviewsCount: 0, reviews: [] },
};

/** The BFF as the page's calls find it: these answers, a 404 for anything else. */
const send: ApiTransport = async (url) => {
  const body = answers[url.split('?')[0] ?? url];
  return new Response(JSON.stringify(body ?? { message: 'Not found' }), {
    status: body ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  });
};

const at = (path: string) => new URL(path, 'https://www.localpros.co.uk');

describe('a public page’s head', () => {
  it.each([
    '/services/cleaning',
    '/services/cleaning/end-of-tenancy-cleaning',
    `/business/${sparkle}`,
    '/privacy-policy',
    '/',
  ])('%s: the head its render collects is the head given without rendering it', async (path) => {
    const rendered = await prerenderPage(at(path), { send });
    const given = await pageHead(at(path), { send });
    expect(given?.status).toBe(200);
    expect(rendered?.head).toBeTruthy();
    expect(rendered?.head).toEqual(given?.head);
  });

  it('says what the landing page says: its name and its services, and that posting is free', async () => {
    const rendered = await prerenderPage(at('/services/cleaning'), { send });
    const text = rendered?.html.replaceAll('<!-- -->', '');
    expect(text).toContain('<h1>Cleaning services near you</h1>');
    expect(text).toContain('Posting a job is free');
    expect(rendered?.head).toEqual({
      title: 'Cleaning services from verified local pros | LocalPros',
      description:
        'Compare quotes for cleaning from verified local businesses near you: End of tenancy cleaning, Oven cleaning. Post a job for free.',
    });
    for (const service of catalog.categories[0]?.services ?? []) expect(text).toContain(`>${service.name}</a>`);
  });

  it('is the not-found head, with a 404, for an unknown business or service', async () => {
    for (const path of [
      '/business/6f0a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
      '/services/plumbing',
      '/services/cleaning/x',
    ]) {
      expect(await pageHead(at(path), { send }), path).toEqual({ head: notFoundHead, status: 404 });
    }
  });

  it('is none for a page without a head of its own', async () => {
    expect(await pageHead(at('/dashboard'), { send })).toBeNull();
  });
});
