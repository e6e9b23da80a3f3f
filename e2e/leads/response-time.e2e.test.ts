import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedMarketplace } from '../../embedded/src/start.js';
import { accountsApiEnv, accountsClient } from '../accounts/accounts-client.js';
import { startEmbeddedScanned } from '../support/embedded-marketplace.js';

/**
 * The response-time badge through the API (issue 25): a business that answered 10 leads carries
 * its response time on its public page and beside its quote in the customer's list; one that
 * answered a single lead carries none. The medians themselves (working hours, the 90 days, the
 * released places) are services/matching/test/response-times.test.ts, on seeded histories.
 * The same history then shows in each business's Insights (issue 25.5; the months and the local
 * median on seeded histories: services/matching/test/lead-funnel.test.ts, services/quotes/test).
 */
let marketplace: EmbeddedMarketplace | undefined;
beforeAll(async () => {
  // No Premium head start: the leads are there at once.
  marketplace = await startEmbeddedScanned({ env: { ...accountsApiEnv, MATCHING_PREMIUM_HEAD_START_SECONDS: '0' } });
});
afterAll(async () => {
  await marketplace?.close();
});

interface Lead {
  id: string;
  job: { id: string };
}
type ResponseTime = { medianMinutes: number; leadsCounted: number } | null;

describe('the response-time badge (embedded)', () => {
  const client = accountsClient(() => {
    if (!marketplace) throw new Error('the embedded marketplace has not started');
    return { url: marketplace.url };
  });
  const { get, post, adminSession, verifiedBusiness, verifiedCustomer } = client;

  it('is on the public page and beside the quote of a business with 10 answered leads, and absent otherwise', async () => {
    const admin = await adminSession();
    const category = await post<{ workCategory: { id: string } }>(
      '/admin/work-category',
      { name: `Aa windows ${randomUUID().slice(0, 6)}` },
      admin.token,
    );
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const categoryId = category.body.workCategory.id;
    const service = await post<{ service: { id: string } }>(
      `/admin/work-category/${categoryId}/services`,
      { name: 'Window cleaning' },
      admin.token,
    );
    expect(service.status).toBe(201);
    const fields = { workCategoryId: categoryId, serviceIds: [service.body.service.id], location: 'SW' };
    const customer = await verifiedCustomer();
    const prompt = await verifiedBusiness({ businessName: 'Prompt Panes', ...fields });
    const newcomer = await verifiedBusiness({ businessName: 'New Squeegee', ...fields });

    const leadOn = async (token: string, jobId: string) => {
      let found: Lead | undefined;
      await expect
        .poll(async () => {
          const listed = await get<{ leads: Lead[] }>('/business/leads', token);
          found = listed.body.leads.find((l) => l.job.id === jobId);
          return found !== undefined;
        })
        .toBe(true);
      return found as Lead;
    };
    const postJob = async () => {
      const posted = await post<{ job: { id: string } }>(
        '/job',
        {
          category_id: categoryId,
          service_id: service.body.service.id,
          location: 'SW',
          job_type: 'residential',
          title: `Clean the windows ${randomUUID().slice(0, 6)}`,
          description: 'A terraced house, front and back',
          target_job_done: 'flexible',
          specificJobDoneDatetime: '',
        },
        customer.token,
      );
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      return posted.body.job.id;
    };

    // Prompt Panes answers 10 leads within seconds: a median of 0 working minutes, whatever the hour.
    let lastJobId = '';
    for (let i = 0; i < 10; i += 1) {
      lastJobId = await postJob();
      const lead = await leadOn(prompt.token, lastJobId);
      const interested = await post(`/lead/${lead.id}/interested`, undefined, prompt.token);
      expect(interested.status, JSON.stringify(interested.body)).toBe(200);
    }
    const quote = (token: string, leadId: string) =>
      post('/quote', { leadId, rate_type: 'flat', cost: 60, currency: 'GBP', comments: 'Inside and out' }, token);
    expect((await quote(prompt.token, (await leadOn(prompt.token, lastJobId)).id)).status).toBe(201);
    expect((await quote(newcomer.token, (await leadOn(newcomer.token, lastJobId)).id)).status).toBe(201);

    const publicPage = async (businessId: string) => {
      const page = await get<{ business: { responseTime: ResponseTime } }>(`/business/${businessId}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      return page.body.business.responseTime;
    };
    expect(await publicPage(prompt.user.id)).toEqual({ medianMinutes: 0, leadsCounted: 10 });
    expect(await publicPage(newcomer.user.id)).toBeNull();

    const responses = await get<{ responses: { id: string; business: { id: string; responseTime: ResponseTime } }[] }>(
      `/job/${lastJobId}/responses`,
      customer.token,
    );
    expect(responses.status, JSON.stringify(responses.body)).toBe(200);
    const byBusiness = new Map(responses.body.responses.map((r) => [r.business.id, r.business.responseTime]));
    expect(byBusiness.get(prompt.user.id)).toEqual({ medianMinutes: 0, leadsCounted: 10 });
    expect(byBusiness.get(newcomer.user.id)).toBeNull();
    expect(byBusiness.size).toBe(2);

    // The customer takes Prompt Panes' quote: each business's Insights count this month's history.
    const prompts = responses.body.responses.find((r) => r.business.id === prompt.user.id);
    expect((await post(`/quote/${prompts?.id}/accept`, undefined, customer.token)).status).toBe(200);
    const insightsOf = async (token: string) => {
      const insights = await get<{
        months: Record<string, unknown>[];
        quoteComparisons: Record<string, unknown>[];
      }>('/business/insights', token);
      expect(insights.status, JSON.stringify(insights.body)).toBe(200);
      return { thisMonth: insights.body.months.at(-1), comparisons: insights.body.quoteComparisons };
    };
    const comparison = {
      serviceName: 'Window cleaning',
      rateType: 'flat',
      quotes: 1,
      median: 60,
      localBusinesses: 1,
      localMedian: null,
    };
    expect(await insightsOf(prompt.token)).toMatchObject({
      thisMonth: { received: 10, interested: 10, quoted: 1, won: 1, winRate: 1, medianResponseMinutes: 0 },
      comparisons: [comparison],
    });
    // Its quote took its one place: answered, not interested.
    expect(await insightsOf(newcomer.token)).toMatchObject({
      thisMonth: { received: 10, interested: 0, quoted: 1, won: 0, winRate: 0, medianResponseMinutes: 0 },
      comparisons: [comparison],
    });
  });
});
