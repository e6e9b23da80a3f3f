import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AccountsTarget, accountsClient, codeIn, newAccount } from '../accounts/accounts-client.js';

export { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';

type Body = { message?: string; error?: string; errors?: { path: string; message: string }[] };
const UNAUTHENTICATED = { message: 'Please log in', error: 'unauthenticated' };
const FORBIDDEN = { message: 'You do not have access to this' };
const DEMO_BUSINESS = { email: 'business@localpros.test', password: 'LocalPros123!' };

interface WorkCategory {
  id: string;
  name: string;
  services: { id: string; name: string }[];
}

interface CustomerJob {
  id: string;
  title: string;
  description: string;
  status: string;
  type: string;
  job_type: string;
  target_job_done: string;
  targetCompletionDatetime: string | null;
  service: { id: string; name: string };
  category_id: string;
  location: string;
  createdAt: string;
  live: boolean;
}

/** Today in the UK, as the server's date rule reads it. */
const londonDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/**
 * Posting a job, the customer's jobs and cancelling one (docs/api/jobs-and-leads.md), from
 * outside, the same against every way of running the marketplace.
 */
export function describeJobsApi(mode: string, target: () => AccountsTarget) {
  const client = accountsClient(target);
  const { get, post, signIn, nextMessage } = client;

  let cached: WorkCategory[] | undefined;
  async function categories(): Promise<WorkCategory[]> {
    if (cached) return cached;
    const { body } = await get<{ workCategories: WorkCategory[] }>('/work-category');
    expect(body.workCategories.length).toBeGreaterThan(1);
    cached = body.workCategories;
    return cached;
  }

  /** A valid job body for the first category's first service, in SW. */
  async function jobFields(overrides: Record<string, unknown> = {}) {
    const [category] = await categories();
    const service = category?.services[0];
    if (!category || !service) throw new Error('no work category with a service');
    return {
      category_id: category.id,
      service_id: service.id,
      location: 'sw',
      job_type: 'residential',
      title: 'Clean my oven',
      description: 'A very greasy oven in a small flat.',
      target_job_done: 'flexible',
      specificJobDoneDatetime: '',
      ...overrides,
    };
  }

  const postJob = (token: string, overrides: Record<string, unknown> = {}) =>
    jobFields(overrides).then((body) => post<{ job: CustomerJob } & Body>('/job', body, token));

  const listJobs = async (token: string, status = 'active') => {
    const response = await get<{ jobs: CustomerJob[] }>(`/jobs?status=${status}`, token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.jobs;
  };

  const cancel = (token: string, id: string) =>
    post<Body & { status?: string }>(`/job/${id}/update-status`, { status: 'cancelled' }, token);

  describe(`jobs API (${mode})`, () => {
    it('refuses visitors with 401, businesses posting with 403, and a business cancelling with 404', async () => {
      const id = randomUUID();
      const body = await jobFields();
      for (const [method, path, sent] of [
        ['POST', '/job', body],
        ['GET', '/jobs?status=active', undefined],
        ['POST', `/job/${id}/update-status`, { status: 'cancelled' }],
      ] as const) {
        const anonymous = await client.call<Body>(method, path, sent ? { body: sent } : {});
        expect(anonymous.status, `${method} ${path}`).toBe(401);
        expect(anonymous.body).toEqual(UNAUTHENTICATED);
      }
      const business = await signIn(DEMO_BUSINESS.email, DEMO_BUSINESS.password);
      expect(await post('/job', body, business.token)).toMatchObject({ status: 403, body: FORBIDDEN });
      // A business reads its own work (in_progress, finished, cancelled), never a customer's active jobs.
      expect(await get('/jobs?status=active', business.token)).toMatchObject({
        status: 400,
        body: { message: 'Status must be one of in_progress, finished, cancelled' },
      });
      expect(await cancel(business.token, id)).toMatchObject({ status: 404, body: { message: 'Job not found' } });
    });

    it("posts a customer's job live and lists the customer's active jobs newest first", async () => {
      const customer = await client.verifiedCustomer();
      const [category] = await categories();
      const first = await postJob(customer.token);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.job).toEqual({
        id: expect.any(String),
        jobNumber: expect.stringMatching(/^LP-\d{6}$/),
        title: 'Clean my oven',
        description: 'A very greasy oven in a small flat.',
        status: 'active',
        type: 'standard',
        job_type: 'residential',
        target_job_done: 'flexible',
        targetCompletionDatetime: null,
        service: category?.services[0],
        category_id: category?.id,
        location: 'SW',
        createdAt: expect.any(String),
        live: true,
        quotesCount: 0,
        business: null,
        cost: null,
        currency: null,
        rate_type: null,
        user: { name: 'Ann S.', avatar: null, mobile_number: '' },
        reviews: [],
        acceptedAt: null,
        finishedAt: null,
        cancelledAt: null,
        // Not matched yet when the job is answered: its places come with the active list.
        responses: null,
      });
      // Today (UK) is the earliest allowed date.
      const second = await postJob(customer.token, {
        title: 'Paint the hall',
        job_type: 'commercial',
        target_job_done: 'specificDate',
        specificJobDoneDatetime: londonDay(),
      });
      expect(second.status, JSON.stringify(second.body)).toBe(201);
      expect(second.body.job).toMatchObject({ targetCompletionDatetime: londonDay(), job_type: 'commercial' });

      expect((await listJobs(customer.token)).map((j) => j.title)).toEqual(['Paint the hall', 'Clean my oven']);
      expect(await listJobs(customer.token, 'cancelled')).toEqual([]);
      // Another customer sees none of them.
      const other = await client.verifiedCustomer();
      expect(await listJobs(other.token)).toEqual([]);
    });

    it('answers every step-1 and step-2 message, and creates nothing', async () => {
      const customer = await client.verifiedCustomer();
      const empty = await post<Body>('/job', {}, customer.token);
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual(
        expect.arrayContaining([
          { path: 'category_id', message: 'Work category is required' },
          { path: 'service_id', message: 'Service is required' },
          { path: 'location', message: 'Location is required' },
          { path: 'job_type', message: 'Property is required' },
          { path: 'title', message: 'Job title is required' },
          { path: 'description', message: 'Job description is required' },
          { path: 'target_job_done', message: 'Target job done time is required' },
        ]),
      );

      const dateCases = [
        [{ target_job_done: 'specificDate', specificJobDoneDatetime: '' }, 'A valid date is required'],
        [{ target_job_done: 'specificDate', specificJobDoneDatetime: '2024-02-30x' }, 'A valid date is required'],
        [{ target_job_done: 'specificDate', specificJobDoneDatetime: londonDay(-2) }, 'The date cannot be in the past'],
        [
          { target_job_done: 'flexible', specificJobDoneDatetime: londonDay(3) },
          'Specific date should not be selected for "Flexible" or "Immediately"',
        ],
      ] as const;
      for (const [fields, message] of dateCases) {
        const response = await postJob(customer.token, fields);
        expect(response.status, message).toBe(400);
        expect(response.body.errors).toEqual([{ path: 'specificJobDoneDatetime', message }]);
      }

      const all = await categories();
      const [first, second] = all;
      const unknown = await postJob(customer.token, { category_id: randomUUID(), location: 'ZZ9' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual([
        { path: 'category_id', message: 'Unknown work category' },
        { path: 'location', message: 'Unknown location' },
      ]);
      const wrongService = await postJob(customer.token, {
        category_id: first?.id,
        service_id: second?.services[0]?.id,
      });
      expect(wrongService.status).toBe(400);
      expect(wrongService.body.errors).toEqual([
        { path: 'service_id', message: 'This service is not in the chosen work category' },
      ]);
      expect(await listJobs(customer.token)).toEqual([]);
    });

    it('refuses an unknown status filter', async () => {
      const customer = await client.verifiedCustomer();
      const response = await get<Body>('/jobs?status=open', customer.token);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.path).toBe('status');
      expect((await get<Body>('/jobs', customer.token)).status).toBe(400);
    });

    it('cancels only your own active job, once', async () => {
      const owner = await client.verifiedCustomer();
      const other = await client.verifiedCustomer();
      const { body } = await postJob(owner.token);
      const id = body.job.id;

      const stranger = await cancel(other.token, id);
      expect(stranger).toMatchObject({ status: 404, body: { message: 'Job not found' } });
      expect(await cancel(owner.token, randomUUID())).toMatchObject({
        status: 404,
        body: { message: 'Job not found' },
      });
      // Completing is for a job in progress; anything else is not a status change at all.
      const notStarted = await post<Body>(`/job/${id}/update-status`, { status: 'finished' }, owner.token);
      expect(notStarted).toMatchObject({
        status: 409,
        body: { message: 'Only a job in progress can be marked as complete' },
      });
      const unknownStatus = await post<Body>(`/job/${id}/update-status`, { status: 'paused' }, owner.token);
      expect(unknownStatus.status).toBe(400);
      expect((await listJobs(owner.token)).map((j) => j.id)).toEqual([id]);

      const cancelled = await cancel(owner.token, id);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body).toEqual({ status: 'cancelled', message: 'Job cancelled' });
      const twice = await cancel(owner.token, id);
      expect(twice).toMatchObject({ status: 409, body: { message: 'Only an active job can be cancelled' } });

      expect(await listJobs(owner.token)).toEqual([]);
      expect((await listJobs(owner.token, 'cancelled')).map((j) => [j.id, j.status])).toEqual([[id, 'cancelled']]);
    });

    it("a visitor's job waits for the e-mail to be verified, then goes live", async () => {
      const account = newAccount();
      const registration = {
        fullName: account.fullName,
        email: account.email,
        mobile_number: account.mobile,
        password: account.password,
        passwordConfirm: account.password,
      };
      const posted = await post<{ job: CustomerJob; user: { id: string; emailVerified: boolean } } & Body>(
        '/job/register',
        await jobFields({ ...registration, title: 'Fix the fence' }),
      );
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      expect(posted.body.job).toMatchObject({ title: 'Fix the fence', status: 'active', live: false });
      expect(posted.body.user.emailVerified).toBe(false);
      expect(posted.body.message).toMatch(/verify/i);

      // Signing in needs a verified account; the e-mailed code verifies it and the job goes live.
      const code = codeIn(await nextMessage(account.email.toLowerCase()));
      expect((await post(`/auth/verify/${encodeURIComponent(code)}`)).status).toBe(200);
      const { token, user } = await signIn(account.email, account.password);
      expect(user.id).toBe(posted.body.user.id);
      await expect
        .poll(async () => (await listJobs(token)).map((j) => [j.id, j.live]))
        .toEqual([[posted.body.job.id, true]]);
    });

    it('refuses a visitor job with a taken e-mail or mobile (409) or bad fields (400), creating nothing', async () => {
      const existing = await client.verifiedCustomer();
      const fresh = newAccount();
      const registration = {
        fullName: fresh.fullName,
        email: fresh.email,
        mobile_number: fresh.mobile,
        password: fresh.password,
        passwordConfirm: fresh.password,
      };
      const takenEmail = await post<Body>('/job/register', await jobFields({ ...registration, email: existing.email }));
      expect(takenEmail).toMatchObject({ status: 409, body: { message: 'This email is already registered' } });
      const takenMobile = await post<Body>(
        '/job/register',
        await jobFields({ ...registration, mobile_number: existing.mobile }),
      );
      expect(takenMobile).toMatchObject({ status: 409, body: { message: 'This mobile number is already registered' } });
      expect(await listJobs(existing.token)).toEqual([]);

      const badStep3 = await post<Body>(
        '/job/register',
        await jobFields({ ...registration, fullName: '', passwordConfirm: 'something else' }),
      );
      expect(badStep3.status).toBe(400);
      expect(badStep3.body.errors?.map((e) => e.path)).toEqual(expect.arrayContaining(['fullName', 'passwordConfirm']));

      const unknownPlace = await post<Body>('/job/register', await jobFields({ ...registration, location: 'ZZ9' }));
      expect(unknownPlace.status).toBe(400);
      expect(unknownPlace.body.errors).toEqual([{ path: 'location', message: 'Unknown location' }]);

      // None of the refused attempts left the fresh e-mail or mobile registered.
      const later = await post('/auth/customer/register', registration);
      expect(later.status, JSON.stringify(later.body)).toBe(201);
    });
  });
}
