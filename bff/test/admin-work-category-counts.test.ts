import type { jobsRpc, matchingRpc } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { admin, useTestApps } from './support.js';

const CATEGORY = '9d3c2f10-6a0b-4c1e-8f7d-1b2a3c4d5e06';
const SERVICE = '9d3c2f10-6a0b-4c1e-8f7d-1b2a3c4d5e07';

const jobs = {
  async adminListWorkCategories(): Promise<jobsRpc.AdminWorkCategoriesResponse> {
    return {
      workCategories: [
        { id: CATEGORY, name: 'Cleaning', isActive: true, createdAt: '2025-01-01T00:00:00.000Z', responseCap: 5 },
      ],
      count: 1,
    };
  },
  async listCategoryServices(): Promise<jobsRpc.AdminWorkServicesResponse> {
    return { services: [{ id: SERVICE, workCategoryId: CATEGORY, name: 'Domestic cleaning', isActive: true }] };
  },
};

/** Matching's counts of businesses: 3 active and 2 inactive in the category, 2 and 1 offering the service. */
const matching = {
  async countBusinesses(request: matchingRpc.CountBusinessesRequest): Promise<matchingRpc.CountBusinessesResponse> {
    return {
      workCategories: request.workCategoryIds.map((id) => ({ id, active: 3, inactive: 2 })),
      services: request.serviceIds.map((id) => ({ id, active: 2, inactive: 1 })),
    };
  },
};

describe('admin work category counts', () => {
  const start = useTestApps();

  it('shows each category’s active and inactive businesses, and each service’s', async () => {
    const app = await start({ jobs, matching });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: 'Secret123!' },
    });
    const headers = { authorization: `Bearer ${(signedIn.json() as { token: string }).token}` };
    const categories = await app.inject({ method: 'GET', url: '/api/admin/work-categories?pageIndex=0', headers });
    expect(categories.json()).toEqual({
      workCategories: [
        {
          id: CATEGORY,
          name: 'Cleaning',
          isActive: true,
          responseCap: 5,
          businesses: 5,
          activeBusinesses: 3,
          inactiveBusinesses: 2,
        },
      ],
      categoryCount: 1,
    });
    const services = await app.inject({ method: 'GET', url: `/api/admin/work-category/${CATEGORY}/services`, headers });
    expect(services.json()).toEqual({
      services: [
        { id: SERVICE, name: 'Domestic cleaning', isActive: true, activeBusinesses: 2, inactiveBusinesses: 1 },
      ],
    });
  });
});
