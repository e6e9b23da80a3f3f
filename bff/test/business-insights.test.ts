import { insightsMonths, type jobsRpc, type matchingRpc, type quotesRpc } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { admin, fakeIdentity, type TestApp, user, useTestApps } from './support.js';

const bo = user({
  id: '6a1e0c1f-8d2b-4e0a-9b6f-0c1d2e3f4a01',
  userType: 'business',
  email: 'bo@example.com',
  businessName: 'Bo Cleans',
});
const cy = user({ id: '6a1e0c1f-8d2b-4e0a-9b6f-0c1d2e3f4a02', userType: 'business', email: 'cy@example.com' });
const END_OF_TENANCY = '22222222-2222-4222-8222-222222222222';
const workCategories: jobsRpc.WorkCategory[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Cleaning',
    services: [{ id: END_OF_TENANCY, name: 'End of Tenancy Cleaning' }],
  },
];
const months = insightsMonths(new Date());

/** Matching and quotes answering each business with its own history; who was asked is kept. */
function fakeServices() {
  const asked: string[] = [];
  const matching = {
    async getLeadFunnel({ businessId }: matchingRpc.LeadFunnelRequest): Promise<matchingRpc.LeadFunnelResponse> {
      asked.push(`matching ${businessId}`);
      if (businessId !== bo.id) return { months: [] };
      return {
        months: [{ month: months[10] as string, received: 8, interested: 4, answered: 5, medianResponseMinutes: 42 }],
      };
    },
  };
  const quotes = {
    async getQuoteInsights({ businessId }: quotesRpc.QuoteInsightsRequest): Promise<quotesRpc.QuoteInsightsResponse> {
      asked.push(`quotes ${businessId}`);
      if (businessId !== bo.id) return { months: [], comparisons: [] };
      return {
        months: [
          { month: months[10] as string, quoted: 4, won: 1 },
          { month: months[11] as string, quoted: 2, won: 0 },
        ],
        comparisons: [
          {
            serviceId: END_OF_TENANCY,
            rateType: 'flat',
            quotes: 6,
            medianPence: 23_050,
            localBusinesses: 5,
            localMedianPence: 25_000,
          },
          { serviceId: END_OF_TENANCY, rateType: 'hourly', quotes: 1, medianPence: 2000, localBusinesses: 4 },
        ],
      };
    },
  };
  return { asked, matching, quotes, jobs: { listWorkCategories: async () => ({ workCategories }) } };
}

async function tokenOf(app: TestApp, email: string) {
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Secret123!' },
  });
  return { authorization: `Bearer ${(signedIn.json() as { token: string }).token}` };
}

describe('GET /api/business/insights', () => {
  const start = useTestApps();
  const build = async () => {
    const services = fakeServices();
    const app = await start({ ...services, identity: fakeIdentity([user(), admin, bo, cy]) });
    return { app, asked: services.asked };
  };

  it('answers a business its own 12 months, joined by month, and its quotes beside the local median', async () => {
    const { app, asked } = await build();
    const response = await app.inject({
      method: 'GET',
      url: '/api/business/insights',
      headers: await tokenOf(app, bo.email),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toEqual({
      month: months[0],
      received: 0,
      interested: 0,
      quoted: 0,
      won: 0,
      winRate: null,
      medianResponseMinutes: null,
    });
    expect(body.months[10]).toEqual({
      month: months[10],
      received: 8,
      interested: 4,
      quoted: 4,
      won: 1,
      winRate: 0.25,
      medianResponseMinutes: 42,
    });
    expect(body.totals).toEqual({ received: 8, interested: 4, quoted: 6, won: 1, winRate: 1 / 6 });
    expect(body.quoteComparisons).toEqual([
      {
        serviceId: END_OF_TENANCY,
        serviceName: 'End of Tenancy Cleaning',
        rateType: 'flat',
        quotes: 6,
        median: 230.5,
        localBusinesses: 5,
        localMedian: 250,
      },
      {
        serviceId: END_OF_TENANCY,
        serviceName: 'End of Tenancy Cleaning',
        rateType: 'hourly',
        quotes: 1,
        median: 20,
        localBusinesses: 4,
        localMedian: null,
      },
    ]);
    expect(body.localMinimumBusinesses).toBe(5);
    expect(asked).toEqual([`matching ${bo.id}`, `quotes ${bo.id}`]);
  });

  it("never answers another business's: the session names the business, a query cannot", async () => {
    const { app, asked } = await build();
    const response = await app.inject({
      method: 'GET',
      url: `/api/business/insights?businessId=${bo.id}`,
      headers: await tokenOf(app, cy.email),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().totals).toEqual({ received: 0, interested: 0, quoted: 0, won: 0, winRate: null });
    expect(asked).toEqual([`matching ${cy.id}`, `quotes ${cy.id}`]);
  });

  it('refuses a customer (403) and a visitor (401), and lets an admin acting as the business look', async () => {
    const { app, asked } = await build();
    const customer = await app.inject({
      method: 'GET',
      url: '/api/business/insights',
      headers: await tokenOf(app, 'ann@example.com'),
    });
    expect(customer.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/business/insights' })).statusCode).toBe(401);
    expect(asked).toEqual([]);

    const started = await app.inject({
      method: 'POST',
      url: '/api/admin/impersonate/login',
      headers: await tokenOf(app, admin.email),
      payload: { email: bo.email },
    });
    expect(started.statusCode).toBe(200);
    const asBo = { authorization: `Bearer ${(started.json() as { token: string }).token}` };
    const look = await app.inject({ method: 'GET', url: '/api/business/insights', headers: asBo });
    expect(look.statusCode).toBe(200);
    expect(asked).toEqual([`matching ${bo.id}`, `quotes ${bo.id}`]);
  });
});
