import { rpcAccess } from '@localpros/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support.js';

/**
 * Nothing lets a business pay to remove a review (issue 25, the DMCC Act 2024): no route a business
 * may call changes a review other than its one reply and a report to LocalPros, no billing route
 * or RPC touches reviews, and the services refuse every review change but the admin's.
 */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

/** "review" but not "preview" (a promo code's preview is no review). */
const namesReview = (name: string) => /(?<!p)review/i.test(name);

const opensTo = (roles: unknown, type: 'business' | 'customer') =>
  roles === 'signed-in' || (Array.isArray(roles) && roles.includes(type));

describe('reviews are not for sale', () => {
  it('gives a business no route that hides, edits or deletes a review: only its reply and a report', () => {
    const businessWrites = [...app.routeAccessTable]
      .filter(([route, access]) => !route.startsWith('GET ') && opensTo(access.roles, 'business'))
      .map(([route]) => route)
      .filter((route) => namesReview(route));
    expect(businessWrites.sort()).toEqual(['POST /api/review/:id/reply', 'POST /api/review/:id/report']);
    // And no route that is not the admin's moderates: every other review write is admin-only.
    const reviewWrites = [...app.routeAccessTable].filter(([route]) => !route.startsWith('GET ') && namesReview(route));
    for (const [route, access] of reviewWrites) {
      if (businessWrites.includes(route) || route === 'POST /api/job/:id/review') continue;
      expect(access.roles, route).toEqual(['admin']);
    }
  });

  it('has no billing route or billing RPC that names a review', () => {
    const billingRoutes = [...app.routeAccessTable.keys()].filter((route) =>
      /\/api\/(subscription|billing|packages|payment|promo)/.test(route),
    );
    expect(billingRoutes.length).toBeGreaterThan(0);
    expect(billingRoutes.filter((route) => namesReview(route))).toEqual([]);
    expect(Object.keys(rpcAccess.billing).filter((method) => namesReview(method))).toEqual([]);
  });

  it('lets only an admin call the RPCs that hide, restore or resolve reviews', () => {
    const jobs = rpcAccess.jobs;
    const changing = Object.keys(jobs).filter((method) => namesReview(method) && !/^(list|get|adminList)/.test(method));
    expect(changing.sort()).toEqual([
      'moderateReview',
      'postReview',
      'replyToReview',
      'reportReview',
      'resolveReviewReport',
    ]);
    expect(jobs.moderateReview?.users).toEqual(['admin']);
    expect(jobs.resolveReviewReport?.users).toEqual(['admin']);
    // The business's own: one reply, and a report (which changes nothing until an admin decides).
    expect(jobs.replyToReview?.users).toEqual(['business']);
    expect(jobs.postReview?.users).toEqual(['customer']);
  });
});
