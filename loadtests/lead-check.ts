/**
 * Lost leads: for each job, the businesses matching's own rule says are eligible now, against the
 * leads written. The read model does not change during a load run, so any shortfall is a lead the
 * pipeline lost (an event not delivered, a handler that gave up), not a rule that changed.
 */
import type { Db } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { eligibleBusinesses } from '../services/matching/src/leads/match-job.js';

export interface LeadCheck {
  jobs: number;
  /** Jobs with fewer leads than eligible businesses, and how many leads they lack in all. */
  jobsShort: number;
  missing: number;
  /** Leads beyond one per (job, business): the unique constraint should make this 0. */
  duplicates: number;
  firstShort?: { jobId: string; expected: number; written: number };
}

interface JobRow {
  id: string;
  service_id: string;
  latitude: number;
  longitude: number;
  specific_business_ids: string[];
  type: 'standard' | 'premium';
}

export async function checkLeads(db: Db, jobIds: string[]): Promise<LeadCheck> {
  const ids = `{${jobIds.join(',')}}`;
  const jobs = (
    (await db.execute(sql`select id, service_id, latitude, longitude, specific_business_ids, type
      from jobs.jobs where id = any(${ids}::uuid[])`)) as unknown as { rows: JobRow[] }
  ).rows;
  const written = new Map(
    (
      (await db.execute(sql`select job_id, count(*)::int as n, count(distinct business_id)::int as distinct_n
        from matching.leads where job_id = any(${ids}::uuid[]) group by job_id`)) as unknown as {
        rows: { job_id: string; n: number; distinct_n: number }[];
      }
    ).rows.map((r) => [r.job_id, r]),
  );
  const check: LeadCheck = { jobs: jobs.length, jobsShort: 0, missing: 0, duplicates: 0 };
  for (const job of jobs) {
    const eligible = eligibleBusinesses({
      serviceId: job.service_id,
      latitude: Number(job.latitude),
      longitude: Number(job.longitude),
      specificBusinessIds: job.specific_business_ids ?? [],
      type: job.type,
    });
    const expected = Number(
      ((await db.execute(sql`select count(*)::int as n from (${eligible}) c`)) as unknown as { rows: { n: number }[] })
        .rows[0]?.n ?? 0,
    );
    const row = written.get(job.id);
    const leads = Number(row?.distinct_n ?? 0);
    check.duplicates += Number(row?.n ?? 0) - leads;
    if (leads < expected) {
      check.jobsShort += 1;
      check.missing += expected - leads;
      check.firstShort ??= { jobId: job.id, expected, written: leads };
    }
  }
  // A job the jobs service never stored (a non-201) is not counted here: the caller counts those.
  return check;
}
