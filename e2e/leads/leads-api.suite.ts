import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AccountsTarget, accountsClient } from '../accounts/accounts-client.js';
import { CLEANING, DOMESTIC_CLEANING, swCleaningJob } from '../support/sw-cleaning-job.js';

export { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';

type Body = { message?: string; error?: string; errors?: { path: string; message: string }[] };
const UNAUTHENTICATED = { message: 'Please log in', error: 'unauthenticated' };
const FORBIDDEN = { message: 'You do not have access to this' };
const LEAD_NOT_FOUND = { message: 'Lead not found' };
const DEMO_PASSWORD = 'LocalPros123!';
const MASKED = '07••• ••••••';

/** Offered by both demo businesses in SW (Clapham) and SE; 'Window cleaning' only by the SE one. */

interface Lead {
  id: string;
  is_interested: boolean;
  createdAt: string | null;
  distanceKm: number | null;
  user: { name: string; mobile_number: string };
  job: { id: string; title: string; type: string; job_type: string };
  service: { name: string };
  location: string;
  target_job_done: string;
  targetCompletionDatetime: string | null;
  description: string;
}

interface Quote {
  id: string;
  leadId: string;
  jobId: string;
  cost: number;
  currency: string;
  rate_type: string;
  comments: string;
  createdAt: string;
}

/**
 * Business → Leads (docs/api/jobs-and-leads.md) from outside: a customer posts a job, the
 * businesses within 40 km get a lead, work it and quote it; one far away never sees it.
 */
export function describeLeadsApi(mode: string, target: () => AccountsTarget) {
  const { call, get, post, signIn, verifiedCustomer, verifiedBusiness } = accountsClient(target);

  let customer: Awaited<ReturnType<typeof verifiedCustomer>>;
  /** Sparkle Clean Clapham (SW) and Fresh Start Cleaners (SE), both within 40 km of an SW job. */
  let near: { token: string };
  let nearby: { token: string };
  /** A business in Manchester offering the same service, ~260 km away. */
  let far: { token: string };

  /** Manchester ('m': a postcode is taken in any case), ~260 km from an SW job. */
  const farBusiness = () =>
    verifiedBusiness({
      businessName: 'Mancunian Mops',
      workCategoryId: CLEANING,
      serviceIds: [DOMESTIC_CLEANING],
      location: 'm',
    });

  // Sign-ups wait on the dev mailbox with expect.poll, which only runs inside a test: the first test sets up.
  let setUp: Promise<void> | undefined;
  const ready = () => {
    setUp ??= (async () => {
      [customer, near, nearby, far] = await Promise.all([
        verifiedCustomer(),
        signIn('business@localpros.test', DEMO_PASSWORD),
        signIn('business2@localpros.test', DEMO_PASSWORD),
        farBusiness(),
      ]);
    })();
    return setUp;
  };

  /** Posts a Domestic cleaning job in SW as the customer; answers its id. */
  async function postJob(title = `Clean a flat ${randomUUID().slice(0, 6)}`): Promise<string> {
    const posted = await post<{ job: { id: string } }>('/job', swCleaningJob(title), customer.token);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    return posted.body.job.id;
  }

  async function leads(token: string): Promise<Lead[]> {
    const response = await get<{ leads: Lead[] }>('/business/leads', token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.leads;
  }

  /** Matching works from JobPosted after the job is stored: wait for the business's lead on the job. */
  async function leadOn(token: string, jobId: string): Promise<Lead> {
    let found: Lead | undefined;
    await expect
      .poll(
        async () => {
          found = (await leads(token)).find((l) => l.job.id === jobId);
          return found !== undefined;
        },
        // The poll's generous default ceiling (vitest.config.ts); a failure says what was awaited.
        { message: `a lead on job ${jobId}` },
      )
      .toBe(true);
    return found as Lead;
  }

  const quoteBody = (leadId: string, overrides: Record<string, unknown> = {}) => ({
    leadId,
    rate_type: 'hourly',
    cost: 125.5,
    currency: 'GBP',
    comments: 'Two cleaners, half a day',
    ...overrides,
  });

  describe(`Leads API (${mode})`, () => {
    it('answers 401 to a visitor and 403 to a customer on every lead and quote route', async () => {
      await ready();
      const id = randomUUID();
      for (const [method, path] of [
        ['GET', '/business/leads'],
        ['POST', `/lead/${id}/interested`],
        ['POST', `/lead/${id}/not-interested`],
        ['POST', '/quote'],
      ] as const) {
        const call =
          method === 'GET' ? (token?: string) => get(path, token) : (token?: string) => post(path, {}, token);
        const visitor = await call();
        expect(visitor.status, `${method} ${path}`).toBe(401);
        expect(visitor.body).toEqual(UNAUTHENTICATED);
        const asCustomer = await call(customer.token);
        expect(asCustomer.status, `${method} ${path}`).toBe(403);
        expect(asCustomer.body).toEqual(FORBIDDEN);
      }
    });

    it('gives the businesses within 40 km a lead with the number masked, and none to a far one', async () => {
      await ready();
      const title = `End of week clean ${randomUUID().slice(0, 6)}`;
      const jobId = await postJob(title);
      const lead = await leadOn(near.token, jobId);
      expect(lead).toMatchObject({
        is_interested: false,
        user: { name: 'Ann S.', mobile_number: MASKED },
        job: { id: jobId, title, type: 'standard', job_type: 'residential' },
        service: { name: 'Domestic cleaning' },
        location: 'SW',
        target_job_done: 'flexible',
        targetCompletionDatetime: null,
        description: 'Two-bedroom flat, kitchen and bathroom',
      });
      expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lead.distanceKm).toBeGreaterThanOrEqual(0);
      expect(lead.distanceKm).toBeLessThanOrEqual(40);
      expect(Number.isNaN(Date.parse(lead.createdAt ?? ''))).toBe(false);
      // The number never reaches the browser before interest, anywhere in the answer.
      expect(JSON.stringify(await leads(near.token))).not.toContain(customer.mobile);
      // A job's leads are created together, so once the near ones exist the far one would too.
      await leadOn(nearby.token, jobId);
      expect((await leads(far.token)).some((l) => l.job.id === jobId)).toBe(false);
    });

    it('lets a business revalidate its list (ETag, 304), and a new lead or its own interest changes it at once', async () => {
      await ready();
      await leadOn(near.token, await postJob());
      const listOf = (etag?: string) =>
        call<{ leads: Lead[] }>('GET', '/business/leads', {
          token: near.token,
          headers: etag ? { 'if-none-match': etag } : {},
        });
      const first = await listOf();
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const again = await listOf();
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('etag')).toBe(etag);
      expect((await listOf(etag)).status).toBe(304);
      // Another business's list is its own, whatever validator it sends.
      const theirs = await call('GET', '/business/leads', { token: nearby.token, headers: { 'if-none-match': etag } });
      expect(theirs.status).toBe(200);
      // A new lead: the kept list is dropped when matching announces it.
      const jobId = await postJob();
      const lead = await leadOn(near.token, jobId);
      const withNew = await listOf(etag);
      expect(withNew.status).toBe(200);
      expect(withNew.headers.get('etag')).not.toBe(etag);
      // Interest through this BFF: the very next read shows the number.
      expect((await post(`/lead/${lead.id}/interested`, undefined, near.token)).status).toBe(200);
      const after = await listOf(withNew.headers.get('etag') ?? '');
      expect(after.status).toBe(200);
      expect(after.body.leads.find((l) => l.id === lead.id)?.user.mobile_number).toBe(customer.mobile);
    });

    it("reveals the poster's number once the business is interested", async () => {
      await ready();
      const jobId = await postJob();
      const lead = await leadOn(near.token, jobId);
      const interested = await post<{ lead: Lead }>(`/lead/${lead.id}/interested`, undefined, near.token);
      expect(interested.status, JSON.stringify(interested.body)).toBe(200);
      expect(interested.body.lead).toMatchObject({
        id: lead.id,
        is_interested: true,
        user: { name: 'Ann S.', mobile_number: customer.mobile },
      });
      // Idempotent, and the list shows the number from now on.
      expect((await post(`/lead/${lead.id}/interested`, undefined, near.token)).status).toBe(200);
      expect((await leads(near.token)).find((l) => l.id === lead.id)?.user.mobile_number).toBe(customer.mobile);
      // The other business's lead on the same job stays masked.
      expect((await leadOn(nearby.token, jobId)).user.mobile_number).toBe(MASKED);
    });

    it("answers 404 for another business's lead and 400 for an id that is not one", async () => {
      await ready();
      const jobId = await postJob();
      const lead = await leadOn(near.token, jobId);
      for (const path of [`/lead/${lead.id}/interested`, `/lead/${lead.id}/not-interested`]) {
        const response = await post(path, undefined, nearby.token);
        expect(response.status, path).toBe(404);
        expect(response.body).toEqual(LEAD_NOT_FOUND);
      }
      const quoted = await post('/quote', quoteBody(lead.id), nearby.token);
      expect(quoted.status).toBe(404);
      expect(quoted.body).toEqual(LEAD_NOT_FOUND);
      const unknown = await post(`/lead/${randomUUID()}/interested`, undefined, near.token);
      expect(unknown.status).toBe(404);
      const malformed = await post<Body>('/lead/not-a-lead/interested', undefined, near.token);
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors?.[0]?.message).toBe('Invalid lead id');
      // Nothing happened to the lead.
      expect((await leadOn(near.token, jobId)).is_interested).toBe(false);
    });

    it('removes a lead the business is not interested in', async () => {
      await ready();
      const jobId = await postJob();
      const lead = await leadOn(near.token, jobId);
      const removed = await post(`/lead/${lead.id}/not-interested`, undefined, near.token);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'Successfully removed!' });
      expect((await leads(near.token)).some((l) => l.id === lead.id)).toBe(false);
      // Gone for good: no interest, no second removal, no quote.
      expect((await post(`/lead/${lead.id}/interested`, undefined, near.token)).body).toEqual(LEAD_NOT_FOUND);
      expect((await post(`/lead/${lead.id}/not-interested`, undefined, near.token)).status).toBe(404);
      expect((await post('/quote', quoteBody(lead.id), near.token)).status).toBe(404);
      // The other business keeps its lead on the job.
      await leadOn(nearby.token, jobId);
    });

    it('validates a quote with the form messages', async () => {
      await ready();
      const messagesOf = async (body: unknown) => {
        const response = await post<Body>('/quote', body, near.token);
        expect(response.status).toBe(400);
        return Object.fromEntries((response.body.errors ?? []).map((e) => [e.path, e.message]));
      };
      expect(await messagesOf({})).toMatchObject({
        leadId: 'Lead is required',
        rate_type: 'Rate type is required',
        cost: 'Cost is required',
      });
      const leadId = randomUUID();
      expect(await messagesOf(quoteBody(leadId, { cost: 0 }))).toEqual({ cost: 'Cost must be more than £0' });
      expect(await messagesOf(quoteBody(leadId, { cost: 12.345 }))).toEqual({
        cost: 'Cost can have at most 2 decimal places',
      });
      expect(await messagesOf(quoteBody(leadId, { cost: 1_000_001 }))).toEqual({
        cost: 'Cost must be at most £1,000,000',
      });
      expect(await messagesOf(quoteBody(leadId, { rate_type: 'weekly' }))).toEqual({
        rate_type: 'Rate type is required',
      });
      expect(await messagesOf(quoteBody(leadId, { currency: 'USD' }))).toEqual({ currency: 'Currency must be GBP' });
    });

    it('sends a quote once; the quoted lead leaves the list', async () => {
      await ready();
      const jobId = await postJob();
      const lead = await leadOn(near.token, jobId);
      const sent = await post<{ quote: Quote }>('/quote', quoteBody(lead.id), near.token);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body.quote).toMatchObject({
        leadId: lead.id,
        jobId,
        cost: 125.5,
        currency: 'GBP',
        rate_type: 'hourly',
        comments: 'Two cleaners, half a day',
      });
      expect(sent.body.quote.id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await leads(near.token)).some((l) => l.id === lead.id)).toBe(false);
      const again = await post('/quote', quoteBody(lead.id, { cost: 99, rate_type: 'flat' }), near.token);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'You have already quoted for this job' });
    });

    it('refuses a quote on a cancelled job, and its leads leave the list', async () => {
      await ready();
      const jobId = await postJob();
      const lead = await leadOn(nearby.token, jobId);
      const cancelled = await post(`/job/${jobId}/update-status`, { status: 'cancelled' }, customer.token);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      // Matching withdraws the leads when JobCancelled reaches it.
      await expect.poll(async () => (await leads(nearby.token)).some((l) => l.job.id === jobId)).toBe(false);
      const quoted = await post('/quote', quoteBody(lead.id), nearby.token);
      expect(quoted.status).toBe(409);
      expect(quoted.body).toEqual({ message: 'This job is no longer active' });
    });
  });
}
