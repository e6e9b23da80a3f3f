import { randomUUID } from 'node:crypto';
import { referenceIds } from '@localpros/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { EmbeddedMarketplace } from '../../embedded/src/start.js';
import { accountsApiEnv, accountsClient } from '../accounts/accounts-client.js';
import { startEmbeddedOnScratch } from '../support/embedded-marketplace.js';

/**
 * Starts the embedded marketplace for a security suite (on a scratch database of the test
 * PostgreSQL) and stops it after. Unlike the API suites', the whole marketplace is handed out: the
 * suites read and change rows directly (deactivate a user, count rows).
 */
export function useSecurityMarketplace(env: Record<string, string> = {}): () => EmbeddedMarketplace {
  let marketplace: EmbeddedMarketplace | undefined;

  beforeAll(async () => {
    marketplace = await startEmbeddedOnScratch({
      logLevel: 'silent',
      env: {
        ...accountsApiEnv,
        CONTACT_RATE_LIMIT_PER_MINUTE: '10000',
        // Every suite's sign-ups come from one address.
        REGISTER_RATE_LIMIT_PER_IP: '10000',
        OUTBOX_POLL_MS: '100',
        // Sign-ups hash passwords on a machine shared with other suites: slow is not a failure here.
        RPC_DEADLINE_MS: '30000',
        ...env,
      },
    });
  });
  afterAll(async () => {
    await marketplace?.close();
  });

  return () => {
    if (!marketplace) throw new Error('the embedded marketplace has not started');
    return marketplace;
  };
}

/** Rows of a query on the marketplace's database. */
export async function rowsOf<T>(marketplace: EmbeddedMarketplace, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await marketplace.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An account deactivated by an admin (is_active = false): its sessions must stop working at once. */
export async function deactivate(marketplace: EmbeddedMarketplace, userId: string) {
  await rowsOf(marketplace, sql`update identity.users set is_active = false where id = ${userId}`);
}

export const CLEANING = referenceIds.workCategory('Cleaning');
export const DOMESTIC_CLEANING = referenceIds.workService('Cleaning', 'Domestic cleaning');

export interface Session {
  token: string;
  user: { id: string; email: string; userType: string };
}

/**
 * The people of the security suites, signed in through the real flows: two customers, two
 * subscribed Domestic cleaning businesses in SW (so both get a lead on an SW job), the demo admin
 * (with the e-mailed sign-in code, as on production) and an admin acting as a user.
 */
export function securityPeople(target: () => EmbeddedMarketplace) {
  const client = accountsClient(() => ({ url: target().url }));
  const { post, get } = client;

  const business = (name: string) =>
    client.verifiedBusiness({
      businessName: name,
      workCategoryId: CLEANING,
      serviceIds: [DOMESTIC_CLEANING],
      location: 'SW',
    });

  const admin = (): Promise<Session> => client.adminSession();

  async function impersonate(adminSession: Session, email: string): Promise<Session> {
    const started = await post<Session>('/admin/impersonate/login', { email }, adminSession.token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body;
  }

  async function postJob(customer: Session): Promise<string> {
    const posted = await post<{ job: { id: string } }>(
      '/job',
      {
        category_id: CLEANING,
        service_id: DOMESTIC_CLEANING,
        location: 'SW',
        job_type: 'residential',
        title: `Security clean ${randomUUID().slice(0, 6)}`,
        description: 'Two rooms and a kitchen',
        target_job_done: 'flexible',
        specificJobDoneDatetime: '',
      },
      customer.token,
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    return posted.body.job.id;
  }

  /** The business's lead on the job, once matching has made it. */
  async function leadOn(businessSession: Session, jobId: string): Promise<string> {
    let leadId: string | undefined;
    await expect
      .poll(
        async () => {
          const { body } = await get<{ leads?: { id: string; job: { id: string } }[] }>(
            '/business/leads',
            businessSession.token,
          );
          leadId = body.leads?.find((l) => l.job.id === jobId)?.id;
          return leadId !== undefined;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    return leadId as string;
  }

  /**
   * The business marks interest in its lead on the job: the thread with the job's customer, once
   * messaging has heard of it (LeadInterested). Answers the lead's and the thread's ids.
   */
  async function openThread(businessSession: Session, jobId: string): Promise<{ lead: string; thread: string }> {
    const lead = await leadOn(businessSession, jobId);
    const marked = await post(`/lead/${lead}/interested`, undefined, businessSession.token);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    let thread = '';
    await expect
      .poll(async () => {
        const { body } = await get<{ threads?: { id: string }[] }>(`/job/${jobId}/threads`, businessSession.token);
        thread = body.threads?.[0]?.id ?? '';
        return thread;
      })
      .not.toBe('');
    return { lead, thread };
  }

  async function quote(businessSession: Session, leadId: string): Promise<string> {
    const sent = await post<{ quote: { id: string } }>(
      '/quote',
      { leadId, cost: 40, rate_type: 'hourly', currency: 'GBP', comments: 'Direct quote' },
      businessSession.token,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return sent.body.quote.id;
  }

  /** A job of the customer's that the business won, finished and reviewed: the job's and the review's ids. */
  async function reviewedJob(customer: Session, businessSession: Session): Promise<{ job: string; review: string }> {
    const job = await postJob(customer);
    const won = await quote(businessSession, await leadOn(businessSession, job));
    expect((await post(`/quote/${won}/accept`, undefined, customer.token)).status).toBe(200);
    // The job starts once jobs has the acceptance (an event): then the customer completes and reviews it.
    await expect
      .poll(async () => (await post(`/job/${job}/update-status`, { status: 'finished' }, customer.token)).status, {
        message: `job ${job} started, so it can be finished`,
      })
      .toBe(200);
    const reviewed = await post<{ review: { id: string } }>(
      `/job/${job}/review`,
      { rating: 5, text: 'Spotless' },
      customer.token,
    );
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(201);
    return { job, review: reviewed.body.review.id };
  }

  /** A business registered but not verified yet (its code is in the dev mailbox). */
  async function unverifiedBusiness(name: string): Promise<{ id: string; email: string }> {
    const email = `unverified.${randomUUID().slice(0, 8)}@example.com`;
    const registered = await post<{ user: { id: string } }>('/auth/business/register', {
      businessName: name,
      workCategoryId: CLEANING,
      serviceIds: [DOMESTIC_CLEANING],
      location: 'SW',
      fullName: 'Una Verified',
      email,
      mobile_number: `07${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      password: 'Sunny-Days-42',
      passwordConfirm: 'Sunny-Days-42',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    return { id: registered.body.user.id, email };
  }

  return { client, business, admin, impersonate, postJob, leadOn, openThread, quote, reviewedJob, unverifiedBusiness };
}
