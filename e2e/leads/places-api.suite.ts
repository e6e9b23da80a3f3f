import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type AccountsTarget, accountsApiEnv, accountsClient } from '../accounts/accounts-client.js';
import { type OpenStream, openStream } from '../live/sse-client.js';

/**
 * Responses to a job are places (issue 25), from outside: the admin's cap per work category, the
 * lead cards' "k of N places taken", the job leaving the other businesses' Active leads live when
 * the last place is taken, a reported bad lead giving its place back (issue 25.3), the customer's
 * "I've found someone", and the Premium head start. The
 * cap under 20 businesses at once is services/matching/test/places.test.ts (the same PostgreSQL,
 * the place-taking statements as here).
 */
const HEAD_START_SECONDS = 5;

/** The marketplace's settings for this suite: a head start of seconds, released every 200 ms. */
export const placesApiEnv: Record<string, string> = {
  ...accountsApiEnv,
  OUTBOX_POLL_MS: '100',
  LIVE_HEARTBEAT_MS: '500',
  MATCHING_PREMIUM_HEAD_START_SECONDS: String(HEAD_START_SECONDS),
  MATCHING_LEAD_RELEASE_POLL_MS: '200',
};

type Body = { message?: string; errors?: { path: string; message: string }[] };
interface Lead {
  id: string;
  is_interested: boolean;
  job: { id: string };
  user: { mobile_number: string };
  responses: { taken: number; cap: number | null; hasPlace: boolean };
}
interface Category {
  id: string;
  name: string;
  responseCap: number;
}
const CAP_MESSAGE = 'The cap on responses must be a whole number from 0 (no cap) to 50';

export function describePlacesApi(mode: string, target: () => AccountsTarget) {
  const { get, post, put, adminSession, verifiedBusiness, verifiedCustomer } = accountsClient(target);
  const opened: OpenStream[] = [];
  afterAll(() => {
    for (const stream of opened) stream.close();
  });

  async function leadsOf(token: string): Promise<Lead[]> {
    const response = await get<{ leads: Lead[] }>('/business/leads', token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.leads;
  }

  async function leadOn(token: string, jobId: string): Promise<Lead> {
    let found: Lead | undefined;
    await expect
      .poll(
        async () => {
          found = (await leadsOf(token)).find((l) => l.job.id === jobId);
          return found !== undefined;
        },
        { message: `a lead on job ${jobId}` },
      )
      .toBe(true);
    return found as Lead;
  }

  describe(`places on a job (${mode})`, () => {
    let admin: { token: string };
    let category: Category;
    let serviceId: string;
    let customer: { token: string };
    let businesses: { token: string }[];

    async function postJob(by = customer) {
      const posted = await post<{ job: { id: string } }>(
        '/job',
        {
          category_id: category.id,
          service_id: serviceId,
          location: 'SW',
          job_type: 'residential',
          title: `Clean the gutters ${randomUUID().slice(0, 6)}`,
          description: 'A terraced house, front and back',
          target_job_done: 'flexible',
          specificJobDoneDatetime: '',
        },
        by.token,
      );
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      return posted.body.job.id;
    }

    const quote = (token: string, leadId: string) =>
      post<Body>(
        '/quote',
        { leadId, rate_type: 'flat', cost: 80, currency: 'GBP', comments: 'Two hours with a ladder' },
        token,
      );

    async function categoryNow(): Promise<Category | undefined> {
      const listed = await get<{ workCategories: Category[] }>('/admin/work-categories?pageIndex=0', admin.token);
      return listed.body.workCategories.find((c) => c.id === category.id);
    }

    const capAudits = async () => {
      const log = await get<{ entries: { detail: string }[] }>(
        '/admin/audit-log?action=work_category_changed',
        admin.token,
      );
      return log.body.entries.map((e) => e.detail).filter((detail) => detail.includes('response cap'));
    };

    it('lets the admin set a category’s responses per job (0..50), refusing anything else with nothing written', async () => {
      admin = await adminSession();
      // A category of this run's own ("Aa…" sorts it onto the first page), so its cap touches no other job.
      const added = await post<{ workCategory: Category }>(
        '/admin/work-category',
        { name: `Aa gutters ${randomUUID().slice(0, 6)}` },
        admin.token,
      );
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      category = added.body.workCategory;
      expect(category.responseCap).toBe(5);
      const service = await post<{ service: { id: string } }>(
        `/admin/work-category/${category.id}/services`,
        { name: 'Gutter clearing' },
        admin.token,
      );
      expect(service.status).toBe(201);
      serviceId = service.body.service.id;

      for (const bad of [-1, 51, 2.5, '3', null]) {
        const refused = await put<Body>(`/admin/work-category/${category.id}`, { responseCap: bad }, admin.token);
        expect(refused.status, String(bad)).toBe(400);
        expect(refused.body.errors?.[0]?.message, String(bad)).toBe(CAP_MESSAGE);
      }
      const nothing = await put<Body>(`/admin/work-category/${category.id}`, {}, admin.token);
      expect(nothing.status).toBe(400);
      expect((await categoryNow())?.responseCap).toBe(5);
      expect(await capAudits()).toEqual([]);

      const capped = await put<{ workCategory: Category }>(
        `/admin/work-category/${category.id}`,
        { responseCap: 2 },
        admin.token,
      );
      expect(capped.status, JSON.stringify(capped.body)).toBe(200);
      expect(capped.body.workCategory).toMatchObject({ responseCap: 2, isActive: true });
      expect((await categoryNow())?.responseCap).toBe(2);
      await expect
        .poll(capAudits, { message: 'the cap change in the audit log' })
        .toEqual([`category "${category.name}" response cap changed from 5 to 2`]);
    });

    it('takes the job out of the other businesses’ Active leads, live, once its last place is taken', async () => {
      customer = await verifiedCustomer();
      businesses = await Promise.all(
        ['Gutter Guys', 'Clear Flow', 'Downpipe Dan'].map((businessName) =>
          verifiedBusiness({ businessName, workCategoryId: category.id, serviceIds: [serviceId], location: 'SW' }),
        ),
      );
      const [first, second, late] = businesses as [{ token: string }, { token: string }, { token: string }];
      const jobId = await postJob();
      const leads = await Promise.all(businesses.map((b) => leadOn(b.token, jobId)));
      for (const lead of leads) expect(lead.responses).toEqual({ taken: 0, cap: 2, hasPlace: false });
      const [firstLead, secondLead, lateLead] = leads as [Lead, Lead, Lead];
      const stream = await openStream(target().url, late.token);
      opened.push(stream);
      expect(stream.status).toBe(200);

      // One marks interest (the number is revealed), the other quotes: both at once, both take a place.
      const [interested, quoted] = await Promise.all([
        post<{ lead: Lead }>(`/lead/${firstLead.id}/interested`, undefined, first.token),
        quote(second.token, secondLead.id),
      ]);
      expect(interested.status, JSON.stringify(interested.body)).toBe(200);
      expect(interested.body.lead.responses.hasPlace).toBe(true);
      expect(interested.body.lead.user.mobile_number).toMatch(/^0\d+/);
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);

      // The third business hears it on its open stream, briefly, and the job leaves its list.
      const withdrawn = await stream.next(
        (n) => n.kind === 'lead_withdrawn' && n.jobId === jobId,
        'the lead withdrawn when its places were taken',
      );
      expect(withdrawn.body).toBe('All places taken: other businesses have responded.');
      expect((await leadsOf(late.token)).map((l) => l.job.id)).not.toContain(jobId);
      // Too late to reveal the number or to quote.
      const tooLate = await post<Body>(`/lead/${lateLead.id}/interested`, undefined, late.token);
      expect(tooLate.status).toBe(409);
      expect(tooLate.body.message).toBe('This job already has 2 responses: every place is taken');
      const lateQuote = await quote(late.token, lateLead.id);
      expect(lateQuote.status).toBe(409);
      expect(lateQuote.body.message).toBe('This job already has 2 responses: every place is taken');

      // The holders' cards and the customer's job card say 2 of 2.
      expect((await leadOn(first.token, jobId)).responses).toEqual({ taken: 2, cap: 2, hasPlace: true });
      const jobs = await get<{ jobs: { id: string; responses: unknown }[] }>('/jobs?status=active', customer.token);
      expect(jobs.body.jobs.find((j) => j.id === jobId)?.responses).toEqual({ taken: 2, cap: 2, closed: false });
    });

    it('gives a reported lead’s place back: the business too late responds, the admin upholds, the customer is flagged', async () => {
      const [first, second, late] = businesses as [{ token: string }, { token: string }, { token: string }];
      // A customer of its own: no earlier job of theirs, so nothing is detected and the report waits for the admin.
      const poster = await verifiedCustomer();
      const jobId = await postJob(poster);
      const [firstLead, secondLead, lateLead] = await Promise.all(businesses.map((b) => leadOn(b.token, jobId)));
      for (const [business, lead] of [
        [first, firstLead],
        [second, secondLead],
      ] as const) {
        expect((await post(`/lead/${lead?.id}/interested`, undefined, business.token)).status).toBe(200);
      }
      expect((await post(`/lead/${lateLead?.id}/interested`, undefined, late.token)).status).toBe(409);

      // Bad input: no reason, an unknown one, a note too long, another business's lead; nothing written.
      const reportUrl = `/lead/${firstLead?.id}/report`;
      for (const body of [{}, { reason: 'bored' }]) {
        const refused = await post<Body>(reportUrl, body, first.token);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.errors?.[0]?.message).toBe('Choose why you are reporting this lead');
      }
      const tooLong = await post<Body>(reportUrl, { reason: 'fake_or_spam', note: 'x'.repeat(501) }, first.token);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors?.[0]?.message).toBe('Keep the note to 500 characters');
      expect((await post<Body>(reportUrl, { reason: 'fake_or_spam' }, second.token)).status).toBe(404);
      expect((await get<{ reports: unknown[] }>('/business/lead-reports', first.token)).body.reports).toEqual([]);

      const reported = await post<{ report: { id: string; status: string; detected: string | null } }>(
        reportUrl,
        { reason: 'not_reachable', note: 'Rang three times' },
        first.token,
      );
      expect(reported.status, JSON.stringify(reported.body)).toBe(201);
      expect(reported.body.report).toMatchObject({ status: 'open', detected: null });
      const twice = await post<Body>(reportUrl, { reason: 'not_reachable' }, first.token);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('You have already reported this lead; we will tell you the outcome');
      expect((await leadsOf(first.token)).map((l) => l.job.id)).not.toContain(jobId);

      // The place came back: the business that was too late now gets it.
      expect((await leadOn(late.token, jobId)).responses).toEqual({ taken: 1, cap: 2, hasPlace: false });
      const nowIn = await post<{ lead: Lead }>(`/lead/${lateLead?.id}/interested`, undefined, late.token);
      expect(nowIn.status, JSON.stringify(nowIn.body)).toBe(200);
      expect(nowIn.body.lead.responses).toEqual({ taken: 2, cap: 2, hasPlace: true });

      // The admin upholds it with a reason; the business reads the outcome; the customer is flagged.
      const queue = await get<{ reports: { id: string }[] }>('/admin/lead-reports?pageIndex=0', admin.token);
      expect(queue.body.reports.map((r) => r.id)).toContain(reported.body.report.id);
      const upheld = await put<{ report: { status: string } }>(
        `/admin/lead-report/${reported.body.report.id}`,
        { outcome: 'uphold', reason: 'The number never answers' },
        admin.token,
      );
      expect(upheld.status, JSON.stringify(upheld.body)).toBe(200);
      const mine = await get<{ reports: { status: string; outcomeReason: string }[] }>(
        '/business/lead-reports',
        first.token,
      );
      expect(mine.body.reports).toMatchObject([{ status: 'upheld', outcomeReason: 'The number never answers' }]);
      await expect
        .poll(
          async () =>
            (
              await get<{ customers: { upheldLeadReports: number }[] }>(
                `/admin/customers?pageIndex=0&email=${encodeURIComponent(poster.email)}`,
                admin.token,
              )
            ).body.customers[0]?.upheldLeadReports,
          { message: 'the customer flagged in Admin → Customers' },
        )
        .toBe(1);
    });

    it("lets the customer close the job to new responses ('I've found someone'), withdrawing it live", async () => {
      const [first, second, late] = businesses as [{ token: string }, { token: string }, { token: string }];
      const jobId = await postJob();
      const [firstLead, secondLead] = await Promise.all([leadOn(first.token, jobId), leadOn(second.token, jobId)]);
      await leadOn(late.token, jobId);
      const stream = await openStream(target().url, late.token);
      opened.push(stream);
      expect((await post(`/lead/${firstLead.id}/interested`, undefined, first.token)).status).toBe(200);

      // Only the job's customer may close it (another one is told it does not exist); a business may not.
      const stranger = await verifiedCustomer();
      expect((await post(`/job/${jobId}/close-responses`, undefined, stranger.token)).status).toBe(404);
      expect((await post(`/job/${jobId}/close-responses`, undefined, first.token)).status).toBe(403);
      expect((await post('/job/not-a-job/close-responses', undefined, customer.token)).status).toBe(400);

      const closed = await post<{ responses: unknown; message: string }>(
        `/job/${jobId}/close-responses`,
        undefined,
        customer.token,
      );
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      expect(closed.body).toEqual({
        responses: { taken: 1, cap: 2, closed: true },
        message: 'Your job is closed to new responses',
      });
      const withdrawn = await stream.next(
        (n) => n.kind === 'lead_withdrawn' && n.jobId === jobId,
        'the lead withdrawn when the customer closed the job',
      );
      expect(withdrawn.body).toBe('The customer has found someone for this job.');
      const refused = await post<Body>(`/lead/${secondLead.id}/interested`, undefined, second.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('The customer has found someone: this job takes no new responses');
      // The business holding a place may still quote.
      expect((await quote(first.token, firstLead.id)).status).toBe(201);
      const jobs = await get<{ jobs: { id: string; responses: unknown }[] }>('/jobs?status=active', customer.token);
      expect(jobs.body.jobs.find((j) => j.id === jobId)?.responses).toEqual({ taken: 1, cap: 2, closed: true });
    });

    it('gives a Premium business a new lead a few minutes (here seconds) before Standard ones', async () => {
      const premium = await verifiedBusiness(
        { businessName: 'Premium Gutters', workCategoryId: category.id, serviceIds: [serviceId], location: 'SW' },
        { subscribe: 'premium' },
      );
      const [standard] = businesses as [{ token: string }];
      const standardStream = await openStream(target().url, standard.token);
      opened.push(standardStream);
      const postedAt = Date.now();
      const jobId = await postJob();
      // Both lists watched at once: when did each business first see the lead?
      const seenAfter = (token: string) => leadOn(token, jobId).then(() => Date.now() - postedAt);
      const [premiumAfter, standardAfter] = await Promise.all([seenAfter(premium.token), seenAfter(standard.token)]);
      expect(standardAfter).toBeGreaterThanOrEqual(HEAD_START_SECONDS * 1000 - 500);
      expect(premiumAfter).toBeLessThan(standardAfter);
      // The Standard business is told of the lead when it receives it, not at posting.
      const told = await standardStream.next(
        (n) => n.kind === 'lead_created' && n.jobId === jobId,
        'the Standard business told of the lead once the head start is over',
      );
      expect(Date.parse(told.createdAt) - postedAt).toBeGreaterThanOrEqual(HEAD_START_SECONDS * 1000 - 500);
    });
  });
}
