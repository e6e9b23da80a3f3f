import { randomUUID } from 'node:crypto';
import { referenceIds } from '@localpros/contracts';
import { type Database, openDatabase } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessName } from '../../deploy/local/cluster.js';
import { postJob, signIn } from '../../loadtests/matching-load.js';
import { serverUrls, useDistributed } from '../support/distributed.js';
import { grpcCallsHandled, jobPostedHandled } from './replica-metrics.js';

const enabled = Boolean(serverUrls.database && serverUrls.nats);
if (!enabled) console.warn('matching replicas e2e skipped: set TEST_DATABASE_URL and TEST_NATS_URL (.ci/run does)');

const DOMESTIC_CLEANING = referenceIds.workService('Cleaning', 'Domestic cleaning');
const OVEN_CLEANING = referenceIds.workService('Cleaning', 'Oven cleaning');
/** Businesses in Manchester offering the jobs' service: each job must reach every one of them, once. */
const NEARBY = 40;
const JOBS_PER_BATCH = 30;

/**
 * Matching scaled out: three matching processes share the JobPosted durable consumer. With 3, then 2
 * (one stopped), then 1 replica, a batch of jobs is posted; every job gets exactly one lead per
 * eligible business (none twice, none missed), every JobPosted is handled once in all, and with
 * more than one replica the work is shared (each replica's /metrics counts what it handled). Last,
 * the one replica left is killed mid-batch: the cluster's supervisor restarts it and nothing is
 * lost or doubled.
 */
describe.runIf(enabled)('matching replicas share the JobPosted consumer, distributed mode', () => {
  const marketplace = useDistributed({
    portOffset: 22_000,
    replicas: { matching: 3 },
    // The events the killed replica had taken come back after the ack wait: 5 s, not 30, for the last test.
    env: { OUTBOX_POLL_MS: '100', LOG_LEVEL: 'info', EVENT_ACK_WAIT_MS: '5000' },
    // As `npm run start:distributed`: a process that dies on its own is restarted (the last test).
    supervise: true,
  });
  let database: Database;
  let customer: string;
  let expected: string[];

  beforeAll(async () => {
    database = await openDatabase({ url: marketplace().databaseUrl, poolSize: 2 });
    expected = await seedManchesterBusinesses(database);
    customer = await signIn(marketplace().target.url, 'customer@localpros.test');
  });
  // After hooks run in reverse: the database closes before the cluster stops.
  afterAll(async () => {
    await database?.close();
  });

  const running = (n: number) => marketplace().cluster.replicasOf('matching').slice(0, n);

  /**
   * Posts a batch (spread over ~1.5 s, as customers would post, so every replica has pull requests
   * waiting; `meanwhile` runs after the given post), waits for its leads, and checks them against
   * the expected businesses: every job reaches every one of them, once.
   */
  async function postBatchAndCheckLeads(meanwhile?: { afterPost: number; run: () => void }) {
    const posts = [];
    for (let i = 0; i < JOBS_PER_BATCH; i += 1) {
      posts.push(
        postJob(marketplace().target.url, customer, {
          location: 'M',
          service: 'Domestic cleaning',
          title: `Scale ${i}`,
        }),
      );
      if (i === meanwhile?.afterPost) meanwhile.run();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const posted = await Promise.all(posts);
    expect(posted.map((p) => p.status)).toEqual(posted.map(() => 201));
    const jobIds = posted.map((p) => p.jobId as string);

    const leadsOf = async () =>
      (
        (await database.db.execute(sql`select job_id, business_id from matching.leads
          where job_id = any(${`{${jobIds.join(',')}}`}::uuid[])`)) as unknown as {
          rows: { job_id: string; business_id: string }[];
        }
      ).rows;
    await expect
      .poll(async () => (await leadsOf()).length, { timeout: 60_000, interval: 250 })
      .toBe(JOBS_PER_BATCH * NEARBY);
    // A moment for a duplicate, if there were one, to land before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const leads = await leadsOf();
    const byJob = new Map<string, string[]>(jobIds.map((id) => [id, []]));
    for (const lead of leads) byJob.get(lead.job_id)?.push(lead.business_id);
    for (const [, businesses] of byJob) expect([...businesses].sort()).toEqual(expected);
  }

  /** A batch on the first `replicas` processes: its leads checked, and how many jobs each handled. */
  async function matchBatch(replicas: number) {
    const members = running(replicas);
    const before = await Promise.all(members.map((m) => jobPostedHandled(m.opsUrl)));
    await postBatchAndCheckLeads();
    const after = await Promise.all(members.map((m) => jobPostedHandled(m.opsUrl)));
    const handled = members.map((m, i) => ({ replica: m.name, jobs: (after[i] ?? 0) - (before[i] ?? 0) }));
    console.info(`matching × ${replicas}: JobPosted handled per replica ${JSON.stringify(handled)}`);
    // Each job handled once across the replicas (a second delivery would count as a duplicate, not here).
    expect(handled.reduce((sum, h) => sum + h.jobs, 0)).toBe(JOBS_PER_BATCH);
    return handled;
  }

  it('3 replicas: every lead exactly once, and the jobs are shared', async () => {
    const handled = await matchBatch(3);
    expect(handled.filter((h) => h.jobs > 0).length).toBeGreaterThan(1);
  });

  it('the BFF calls every matching replica (round robin over the address list)', async () => {
    const business = await signIn(marketplace().target.url, 'business@localpros.test');
    const members = running(3);
    const before = await Promise.all(members.map((m) => grpcCallsHandled(m.opsUrl)));
    // Insights ask matching on every read (the leads list is kept by the BFF between changes).
    for (let i = 0; i < 12; i += 1) {
      const response = await fetch(`${marketplace().target.url}/api/business/insights`, {
        headers: { authorization: `Bearer ${business}` },
      });
      expect(response.status).toBe(200);
    }
    const after = await Promise.all(members.map((m) => grpcCallsHandled(m.opsUrl)));
    const calls = members.map((m, i) => ({ replica: m.name, calls: (after[i] ?? 0) - (before[i] ?? 0) }));
    console.info(`gRPC calls per matching replica ${JSON.stringify(calls)}`);
    for (const replica of calls) expect(replica.calls, replica.replica).toBeGreaterThan(0);
  });

  it('2 replicas (one stopped): every lead exactly once, and both did work', async () => {
    expect(await marketplace().cluster.stopMember('matching-3' as ProcessName)).toBe(0);
    const handled = await matchBatch(2);
    expect(handled.filter((h) => h.jobs > 0).length).toBe(2);
  });

  it('1 replica: every lead exactly once', async () => {
    expect(await marketplace().cluster.stopMember('matching-2' as ProcessName)).toBe(0);
    const handled = await matchBatch(1);
    expect(handled[0]?.jobs).toBe(JOBS_PER_BATCH);
  });

  it('the last replica killed mid-batch (SIGKILL): the supervisor restarts it, every lead exactly once', async () => {
    const crashed = marketplace().cluster.pidOf('matching');
    expect(crashed).toBeDefined();
    // From outside, as the kernel's OOM killer would: not through the cluster's own stop.
    await postBatchAndCheckLeads({ afterPost: 10, run: () => process.kill(crashed as number, 'SIGKILL') });
    const said = marketplace()
      .lines.filter((entry) => entry.process === 'cluster')
      .map((entry) => entry.line);
    expect(said).toContainEqual(
      expect.stringMatching(/^matching exited \(signal SIGKILL\) after .* s; restarting in 1 s$/),
    );
    expect(said).toContain('matching restarted and ready');
    expect(marketplace().cluster.pidOf('matching')).not.toBe(crashed);
  });
});

/**
 * Writes matching's read model straight away (what identity's and billing's events would): NEARBY
 * subscribed businesses at Manchester's centroid offering Domestic cleaning, and decoys that must
 * get nothing: the same place but another service, and the right service but unsubscribed. Returns
 * the ids of the NEARBY ones, sorted.
 */
async function seedManchesterBusinesses(database: Database): Promise<string[]> {
  const place = (await database.db.execute(
    sql`select latitude, longitude from jobs.locations where code = 'M'`,
  )) as unknown as { rows: { latitude: number; longitude: number }[] };
  const { latitude, longitude } = place.rows[0] ?? { latitude: 53.47, longitude: -2.25 };
  const rows = [
    ...Array.from({ length: NEARBY }, () => ({ service: DOMESTIC_CLEANING, status: 'active', nearby: true })),
    ...Array.from({ length: 5 }, () => ({ service: OVEN_CLEANING, status: 'active', nearby: false })),
    ...Array.from({ length: 5 }, () => ({ service: DOMESTIC_CLEANING, status: 'cancelled', nearby: false })),
  ].map((row, i) => ({ ...row, id: randomUUID(), name: `Scale test cleaner ${i}` }));
  for (const row of rows) {
    await database.db.execute(sql`insert into matching.businesses (business_id, name, work_category_id, location,
        latitude, longitude, is_active, is_verified, service_ids, updated_at, package_id, subscription_status, subscription_changed_at)
      values (${row.id}::uuid, ${row.name}, ${referenceIds.workCategory('Cleaning')}::uuid, 'M', ${latitude}, ${longitude},
        true, true, array[${row.service}::uuid], now(), 'standard', ${row.status}, now())`);
  }
  return rows
    .filter((r) => r.nearby)
    .map((r) => r.id)
    .sort();
}
