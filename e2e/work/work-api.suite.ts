import { randomUUID } from 'node:crypto';
import { referenceIds } from '@localpros/contracts';
import { RESPONSE_CAP_DEFAULT } from '@localpros/contracts/rules';
import { describe, expect, it } from 'vitest';
import { type AccountsTarget, accountsClient } from '../accounts/accounts-client.js';
import { untilMatchingReaches } from '../support/matching-reach.js';

export { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';

type Body = { message?: string; error?: string; errors?: { path: string; message: string }[] };
type Session = { token: string; user: { id: string } };

const CLEANING = referenceIds.workCategory('Cleaning');
const DOMESTIC_CLEANING = referenceIds.workService('Cleaning', 'Domestic cleaning');
/** Businesses quoting at once on one job in the race test (the issue asks for 20). */
const RACING_BUSINESSES = 20;

interface Job {
  id: string;
  status: string;
  quotesCount: number;
  business: { id: string; userName: string; logo: string | null } | null;
  cost: number | null;
  currency: string | null;
  rate_type: string | null;
  user: { name: string; avatar: string | null; mobile_number: string };
  reviews: Review[];
  finishedAt: string | null;
}
interface Review {
  id: string;
  jobId: string;
  rating: number;
  text: string;
  reply: string | null;
  user: { name: string };
  job: { title: string; service: { name: string } };
}
interface Response {
  id: string;
  cost: number;
  rate_type: string;
  status: string;
  business: { id: string; userName: string; reviewsCount: number; rating: number | null };
}
interface BusinessQuote {
  id: string;
  jobId: string;
  status: string;
  declineReason: string | null;
  cost: number;
  job: { title: string; status: string } | null;
  user: { name: string };
}

/**
 * From quote to finished job (docs/api/quotes-to-reviews.md) from outside: quotes on one job, the
 * customer accepts one, the job is worked, completed and reviewed; who may do what; and the races
 * (many accepts at once, an accept against a job cancel or a quote cancel) end in one consistent state.
 */
export function describeWorkApi(mode: string, target: () => AccountsTarget) {
  const { get, post, put, adminSession, verifiedCustomer, verifiedBusiness } = accountsClient(target);

  let customer: Awaited<ReturnType<typeof verifiedCustomer>>;
  let otherCustomer: Awaited<ReturnType<typeof verifiedCustomer>>;
  /** Cleaning businesses in SW: every SW Domestic cleaning job reaches all of them. */
  let pros: (Session & { name: string })[] = [];

  async function swBusiness(name: string) {
    const session = await verifiedBusiness({
      businessName: name,
      workCategoryId: CLEANING,
      serviceIds: [DOMESTIC_CLEANING],
      location: 'SW',
    });
    return { ...session, name };
  }

  // Sign-ups wait on the dev mailbox with expect.poll, which only runs inside a test: the first test sets up.
  let setUp: Promise<void> | undefined;
  const ready = () => {
    setUp ??= (async () => {
      const suffix = randomUUID().slice(0, 4);
      const [admin, people] = await Promise.all([
        adminSession(),
        Promise.all([
          verifiedCustomer(),
          verifiedCustomer(),
          ...Array.from({ length: RACING_BUSINESSES }, (_, i) => swBusiness(`Brush ${suffix} ${i + 1}`)),
        ]),
      ]);
      [customer, otherCustomer, ...pros] = people;
      await untilMatchingReaches(post, admin, pros);
    })();
    return setUp;
  };
  const pro = (i: number) => pros[i] as Session & { name: string };

  async function postJob(by = customer) {
    const posted = await post<{ job: { id: string } }>(
      '/job',
      {
        category_id: CLEANING,
        service_id: DOMESTIC_CLEANING,
        location: 'SW',
        job_type: 'residential',
        title: `Spring clean ${randomUUID().slice(0, 6)}`,
        description: 'Three rooms and a kitchen',
        target_job_done: 'flexible',
        specificJobDoneDatetime: '',
      },
      by.token,
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    return posted.body.job.id;
  }

  /** The business's open lead on the job, once matching has created it. */
  async function leadOn(business: Session, jobId: string): Promise<string> {
    let leadId: string | undefined;
    await expect
      .poll(
        async () => {
          const { body } = await get<{ leads: { id: string; job: { id: string } }[] }>(
            '/business/leads',
            business.token,
          );
          leadId = body.leads?.find((l) => l.job.id === jobId)?.id;
          return leadId !== undefined;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    return leadId as string;
  }

  async function quote(business: Session, jobId: string, cost: number, rate_type = 'hourly') {
    const leadId = await leadOn(business, jobId);
    const sent = await post<{ quote: { id: string } }>(
      '/quote',
      { leadId, cost, rate_type, currency: 'GBP', comments: 'Direct quote' },
      business.token,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return sent.body.quote.id;
  }

  const jobsOf = async (who: Session, status: string) => {
    const response = await get<{ jobs: Job[] }>(`/jobs?status=${status}`, who.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.jobs;
  };
  const quotesOf = async (business: Session) =>
    (await get<{ quotes: BusinessQuote[] }>('/quotes', business.token)).body.quotes;
  const statusOfQuote = async (business: Session, quoteId: string) =>
    (await quotesOf(business)).find((q) => q.id === quoteId);
  const accept = (quoteId: string, who: Session = customer) =>
    post<Body & { quote?: Response }>(`/quote/${quoteId}/accept`, undefined, who.token);
  const setStatus = (jobId: string, status: string, who: Session) =>
    post<Body & { status?: string }>(`/job/${jobId}/update-status`, { status }, who.token);

  /** Waits until the job is in `status` for its customer (events settle across services). */
  async function jobSettlesIn(jobId: string, status: string): Promise<Job> {
    let found: Job | undefined;
    await expect
      .poll(
        async () => {
          found = (await jobsOf(customer, status)).find((j) => j.id === jobId);
          return found !== undefined;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    return found as Job;
  }

  /** Waits for the quote's state as its business reads it (with the reason, when one is given). */
  async function quoteSettlesIn(business: Session, quoteId: string, status: string, declineReason?: string) {
    await expect
      .poll(
        async () => {
          const found = await statusOfQuote(business, quoteId);
          return declineReason ? `${found?.status}/${found?.declineReason}` : found?.status;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(declineReason ? `${status}/${declineReason}` : status);
  }

  /** A business's open leads for the job are gone (matching withdrew them). */
  async function leadsGone(business: Session, jobId: string) {
    await expect
      .poll(
        async () => {
          const { body } = await get<{ leads: { job: { id: string } }[] }>('/business/leads', business.token);
          return body.leads.some((l) => l.job.id === jobId);
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(false);
  }

  describe(`Quote to review API (${mode})`, () => {
    it('walks a job from quotes to a reply on its review', async () => {
      await ready();
      const jobId = await postJob();
      const [dearer, cheaper] = [await quote(pro(0), jobId, 30, 'hourly'), await quote(pro(1), jobId, 250, 'flat')];
      // A third business with a lead that it does not quote.
      await leadOn(pro(2), jobId);

      // The customer sees two quotes waiting; responses list them cheapest (by pence) first.
      await expect
        .poll(async () => (await jobsOf(customer, 'active')).find((j) => j.id === jobId)?.quotesCount)
        .toBe(2);
      const responses = await get<{ responses: Response[] }>(`/job/${jobId}/responses`, customer.token);
      expect(responses.status).toBe(200);
      expect(responses.body.responses.map((r) => [r.id, r.cost, r.rate_type, r.status])).toEqual([
        [dearer, 30, 'hourly', 'pending'],
        [cheaper, 250, 'flat', 'pending'],
      ]);
      expect(responses.body.responses[0]?.business).toMatchObject({
        id: pro(0).user.id,
        userName: pro(0).name,
        reviewsCount: 0,
        rating: null,
      });
      // Nobody else reads them.
      expect((await get(`/job/${jobId}/responses`, otherCustomer.token)).status).toBe(404);
      expect((await get(`/job/${jobId}/responses`, pro(0).token)).status).toBe(403);
      expect((await accept(dearer, otherCustomer)).status).toBe(404);

      const accepted = await accept(dearer);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(accepted.body).toMatchObject({ message: 'Quote accepted', quote: { id: dearer, status: 'accepted' } });
      // Accepting it again is the same accept; another quote on the job cannot be.
      expect((await accept(dearer)).status).toBe(200);
      const second = await accept(cheaper);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('A quote has already been accepted for this job');

      const started = await jobSettlesIn(jobId, 'in_progress');
      expect(started).toMatchObject({
        business: { id: pro(0).user.id, userName: pro(0).name },
        cost: 30,
        currency: 'GBP',
        rate_type: 'hourly',
        user: { mobile_number: '' },
      });
      await quoteSettlesIn(pro(1), cheaper, 'declined', 'another_quote_accepted');
      expect((await statusOfQuote(pro(0), dearer))?.status).toBe('accepted');
      await leadsGone(pro(2), jobId);
      // The winner sees the job (with the customer's number, to do it); the loser does not.
      const work = (await jobsOf(pro(0), 'in_progress')).find((j) => j.id === jobId);
      expect(work?.user).toMatchObject({ name: 'Ann S.', mobile_number: customer.mobile });
      expect((await jobsOf(pro(1), 'in_progress')).some((j) => j.id === jobId)).toBe(false);

      // Started: it can no longer be cancelled; only its two parties complete it, once.
      const cancel = await setStatus(jobId, 'cancelled', customer);
      expect(cancel.status).toBe(409);
      expect(cancel.body.message).toBe('Only an active job can be cancelled');
      expect((await setStatus(jobId, 'finished', pro(1))).status).toBe(404);
      expect((await setStatus(jobId, 'finished', otherCustomer)).status).toBe(404);
      const done = await setStatus(jobId, 'finished', pro(0));
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body).toEqual({ status: 'finished', message: 'Job marked as complete' });
      const again = await setStatus(jobId, 'finished', customer);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Only a job in progress can be marked as complete');
      expect((await jobsOf(customer, 'finished')).find((j) => j.id === jobId)?.finishedAt).toEqual(expect.any(String));
      expect((await jobsOf(pro(0), 'finished')).some((j) => j.id === jobId)).toBe(true);

      // The review: the customer's, once, validated; the business replies once.
      expect((await post(`/job/${jobId}/review`, { rating: 5, text: 'Great' }, pro(0).token)).status).toBe(403);
      const invalid = await post<Body>(`/job/${jobId}/review`, { rating: 6, text: ' ' }, customer.token);
      expect(invalid.status).toBe(400);
      expect(Object.fromEntries((invalid.body.errors ?? []).map((e) => [e.path, e.message]))).toEqual({
        rating: 'Choose a rating from 1 to 5 stars',
        text: 'Write a few words about the job',
      });
      expect((await post(`/job/${jobId}/review`, { rating: 4, text: 'Tidy' }, otherCustomer.token)).status).toBe(404);
      const reviewed = await post<{ review: Review }>(
        `/job/${jobId}/review`,
        { rating: 4, text: 'Spotless kitchen' },
        customer.token,
      );
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(201);
      expect(reviewed.body.review).toMatchObject({ jobId, rating: 4, text: 'Spotless kitchen', reply: null });
      const twice = await post<Body>(`/job/${jobId}/review`, { rating: 1, text: 'Changed my mind' }, customer.token);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('This job has already been reviewed');
      const reviewId = reviewed.body.review.id;
      expect((await post(`/review/${reviewId}/reply`, { reply: 'Thanks!' }, pro(1).token)).status).toBe(404);
      const replied = await post<{ review: Review }>(
        `/review/${reviewId}/reply`,
        { reply: 'Thank you!' },
        pro(0).token,
      );
      expect(replied.status, JSON.stringify(replied.body)).toBe(200);
      expect(replied.body.review.reply).toBe('Thank you!');
      const reply2 = await post<Body>(`/review/${reviewId}/reply`, { reply: 'And again' }, pro(0).token);
      expect(reply2.status).toBe(409);
      expect(reply2.body.message).toBe('You have already replied to this review');

      // It shows on the job, the public profile and the business's own profile.
      expect((await jobsOf(customer, 'finished')).find((j) => j.id === jobId)?.reviews).toEqual([
        expect.objectContaining({ id: reviewId, rating: 4, reply: 'Thank you!', user: { name: 'Ann S.' } }),
      ]);
      const pub = await get<{ rating: number; reviewsCount: number; reviews: Review[] }>(
        `/business/${pro(0).user.id}/reviews`,
      );
      expect(pub.status).toBe(200);
      expect(pub.body).toMatchObject({ rating: 4, reviewsCount: 1 });
      expect(pub.body.reviews[0]).toMatchObject({
        id: reviewId,
        text: 'Spotless kitchen',
        job: { service: { name: 'Domestic cleaning' } },
      });
      expect(
        (await get<{ business: { rating: number; reviewsCount: number } }>(`/business/${pro(0).user.id}`)).body
          .business,
      ).toMatchObject({ rating: 4, reviewsCount: 1 });
      expect((await get<{ business: { rating: number } }>('/business', pro(0).token)).body.business.rating).toBe(4);
      expect((await get(`/business/${randomUUID()}/reviews`)).status).toBe(404);
      // The home page's trust figures count it and the verified pros (identity and jobs aggregate it).
      const figures = await get<{ verifiedBusinesses: number; reviews: number; averageRating: number | null }>(
        '/public/marketplace-stats',
      );
      expect(figures.status).toBe(200);
      expect(figures.body.verifiedBusinesses).toBeGreaterThanOrEqual(pros.length);
      expect(figures.body.reviews).toBeGreaterThanOrEqual(1);
      expect(figures.body.averageRating).toBeGreaterThanOrEqual(1);
      expect(figures.body.averageRating).toBeLessThanOrEqual(5);
    });

    it('lets a business withdraw a pending quote only, and then it cannot be accepted', async () => {
      await ready();
      const jobId = await postJob();
      const withdrawn = await quote(pro(3), jobId, 40);
      const kept = await quote(pro(4), jobId, 45);
      expect((await post(`/quote/${withdrawn}/cancel`, undefined, pro(4).token)).status).toBe(404);
      expect((await post(`/quote/${withdrawn}/cancel`, undefined, customer.token)).status).toBe(403);
      const cancelled = await post<Body & { quote: BusinessQuote }>(
        `/quote/${withdrawn}/cancel`,
        undefined,
        pro(3).token,
      );
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body).toMatchObject({
        message: 'Quote cancelled',
        quote: { id: withdrawn, status: 'cancelled' },
      });
      const late = await accept(withdrawn);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This quote has been withdrawn by the business');
      expect(
        (await get<{ responses: Response[] }>(`/job/${jobId}/responses`, customer.token)).body.responses.map(
          (r) => r.id,
        ),
      ).toEqual([kept]);
      expect((await accept(kept)).status).toBe(200);
      const tooLate = await post<Body>(`/quote/${kept}/cancel`, undefined, pro(4).token);
      expect(tooLate.status).toBe(409);
      expect(tooLate.body.message).toBe('Only a pending quote can be cancelled');
    });

    it('keeps reviews to completed jobs and the business views to businesses', async () => {
      await ready();
      const jobId = await postJob();
      const early = await post<Body>(`/job/${jobId}/review`, { rating: 5, text: 'Keen' }, customer.token);
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('Only a completed job can be reviewed');
      expect((await setStatus(jobId, 'finished', customer)).status).toBe(409);
      expect((await setStatus(jobId, 'cancelled', pro(0))).status).toBe(404);
      const active = await get<Body>('/jobs?status=active', pro(0).token);
      expect(active.status).toBe(400);
      expect(active.body.message).toBe('Status must be one of in_progress, finished, cancelled');
      expect((await get('/quotes', customer.token)).status).toBe(403);
      expect((await get('/quotes')).status).toBe(401);
      expect((await post(`/quote/${randomUUID()}/accept`, undefined, customer.token)).status).toBe(404);
      expect((await post('/quote/not-a-quote/accept', undefined, customer.token)).status).toBe(400);
    });

    it('shows a business the jobs it quoted that their customer cancelled, at its own price', async () => {
      await ready();
      const jobId = await postJob();
      const quoteId = await quote(pro(9), jobId, 65, 'flat');
      expect((await setStatus(jobId, 'cancelled', customer)).status).toBe(200);
      await quoteSettlesIn(pro(9), quoteId, 'declined', 'job_cancelled');
      const cancelled = (await jobsOf(pro(9), 'cancelled')).find((j) => j.id === jobId);
      expect(cancelled).toMatchObject({ status: 'cancelled', business: null, cost: 65, rate_type: 'flat' });
      // No customer's number for a job the business never won.
      expect(cancelled?.user.mobile_number).toBe('');
      expect((await jobsOf(pro(10), 'cancelled')).some((j) => j.id === jobId)).toBe(false);
    });

    it(`accepts exactly one of ${RACING_BUSINESSES} quotes accepted at once`, async () => {
      await ready();
      // 20 quotes on one job: the category takes every response for this job (no cap, 0), then its
      // usual cap again (a job keeps the cap it was posted with).
      const admin = await adminSession();
      const setCap = async (responseCap: number) =>
        expect((await put(`/admin/work-category/${CLEANING}`, { responseCap }, admin.token)).status).toBe(200);
      await setCap(0);
      const jobId = await postJob().finally(() => setCap(RESPONSE_CAP_DEFAULT));
      const quoteIds = await Promise.all(pros.map((business, i) => quote(business, jobId, 20 + i)));
      const answers = await Promise.all(quoteIds.map((id) => accept(id)));
      const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [quoteIds[i] as string] : []));
      expect(winners).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(RACING_BUSINESSES - 1);
      const winner = winners[0] as string;
      const winnerIndex = quoteIds.indexOf(winner);

      const started = await jobSettlesIn(jobId, 'in_progress');
      expect(started.business?.id).toBe(pro(winnerIndex).user.id);
      expect(started.cost).toBe(20 + winnerIndex);
      // Every other quote declined, and the one accepted is the winner's.
      for (const [i, business] of pros.entries()) {
        if (i === winnerIndex) await quoteSettlesIn(business, quoteIds[i] as string, 'accepted');
        else await quoteSettlesIn(business, quoteIds[i] as string, 'declined', 'another_quote_accepted');
      }
    });

    it('settles an accept racing the job being cancelled into one consistent outcome', async () => {
      await ready();
      for (let round = 0; round < 4; round++) {
        const jobId = await postJob();
        const racing = await quote(pro(5), jobId, 60);
        const bystander = await quote(pro(6), jobId, 70);
        const [accepted, cancelled] = await Promise.all([accept(racing), setStatus(jobId, 'cancelled', customer)]);
        // At least one of the two went through; the job then ends in exactly one of two states.
        expect([accepted.status, cancelled.status]).toContain(200);
        let settled: 'in_progress' | 'cancelled' | undefined;
        await expect
          .poll(
            async () => {
              const [inProgress, gone] = await Promise.all([
                jobsOf(customer, 'in_progress'),
                jobsOf(customer, 'cancelled'),
              ]);
              settled = inProgress.some((j) => j.id === jobId)
                ? 'in_progress'
                : gone.some((j) => j.id === jobId)
                  ? 'cancelled'
                  : undefined;
              return settled;
            },
            { timeout: 20_000, interval: 100 },
          )
          .toBeDefined();
        if (settled === 'in_progress') {
          // The accept won: the cancel was refused, the job is the racing business's.
          expect(accepted.status).toBe(200);
          expect(cancelled.status).toBe(409);
          await quoteSettlesIn(pro(5), racing, 'accepted');
          await quoteSettlesIn(pro(6), bystander, 'declined', 'another_quote_accepted');
        } else {
          // The cancel won: no quote stands on the cancelled job, even one accepted a moment before.
          expect(cancelled.status).toBe(200);
          await quoteSettlesIn(pro(5), racing, 'declined', 'job_cancelled');
          // Declined either way: when the accept was decided first, "another quote accepted" was true then.
          await quoteSettlesIn(pro(6), bystander, 'declined');
          expect((await jobsOf(customer, 'in_progress')).some((j) => j.id === jobId)).toBe(false);
        }
        await leadsGone(pro(7), jobId);
      }
    });

    it('settles an accept racing the business withdrawing the quote', async () => {
      await ready();
      const jobId = await postJob();
      const racing = await quote(pro(8), jobId, 55);
      const [accepted, withdrawn] = await Promise.all([
        accept(racing),
        post<Body>(`/quote/${racing}/cancel`, undefined, pro(8).token),
      ]);
      // The quotes service decides under the job's lock: exactly one of the two happens.
      expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
      if (accepted.status === 200) {
        await jobSettlesIn(jobId, 'in_progress');
        await quoteSettlesIn(pro(8), racing, 'accepted');
      } else {
        await quoteSettlesIn(pro(8), racing, 'cancelled');
        expect((await jobsOf(customer, 'active')).some((j) => j.id === jobId)).toBe(true);
      }
    });
  });
}
