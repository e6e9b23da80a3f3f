import { referenceIds } from '@localpros/contracts';
import { expect } from 'vitest';
import type { ApiResponse } from '../accounts/accounts-client.js';

const DOMESTIC_CLEANING = referenceIds.workService('Cleaning', 'Domestic cleaning');

type Post = <T>(path: string, body: unknown, token?: string) => Promise<ApiResponse<T>>;

/**
 * Matching makes a job's leads when it handles JobPosted, from what it knows of the businesses by
 * then: their verified profiles and subscriptions reach it as events from identity and billing,
 * after the sign-up and the subscription have answered. A job posted before that gives the business
 * no lead, ever. So a set-up waits until the providers an admin is offered for an SW Domestic
 * cleaning job (the businesses such a job reaches) include every one of `businesses`.
 */
export async function untilMatchingReaches(
  post: Post,
  admin: { token: string },
  businesses: { user: { id: string } }[],
) {
  await expect
    .poll(
      async () => {
        const found = await post<{ id: string }[]>(
          '/admin/job/businesses',
          { service_id: DOMESTIC_CLEANING, location: 'SW' },
          admin.token,
        );
        expect(found.status, JSON.stringify(found.body)).toBe(200);
        const reached = new Set(found.body.map((provider) => provider.id));
        return businesses.filter((business) => !reached.has(business.user.id)).length;
      },
      { message: 'every business within reach of an SW Domestic cleaning job, as matching knows them' },
    )
    .toBe(0);
}
