import type { EventRecorder, Tx } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import type { MatchingContext } from '../context.js';
import { announceLeads, type InsertedLead } from './match-job.js';

/** At most this many leads are announced per pass (one LeadsCreated per job among them). */
const RELEASE_BATCH = 1000;

/**
 * Announces the leads whose Premium head start is over: marks them announced and records one
 * LeadsCreated per job, in one transaction. `skip locked` lets replicas share the work without
 * announcing a lead twice; a lead withdrawn meanwhile (its job cancelled, every place taken) is no
 * longer open and is never announced. Returns how many were announced.
 */
export async function releaseDueLeads(tx: Tx, events: EventRecorder): Promise<number> {
  const released = (await tx.execute(sql`
    update matching.leads l set announced_at = clock_timestamp()
    from (select id from matching.leads
          where announced_at is null and status = 'open' and visible_at <= now()
          order by visible_at limit ${RELEASE_BATCH}
          for update skip locked) due
    where l.id = due.id
    returning l.id, l.job_id, l.customer_id, l.business_id, l.distance_km, l.visible_at as created_at,
      l.announced_at, l.job_title, l.location, l.service_name`)) as unknown as {
    rows: (InsertedLead & {
      job_id: string;
      customer_id: string;
      job_title: string;
      location: string;
      service_name: string;
    })[];
  };
  const byJob = new Map<string, typeof released.rows>();
  for (const lead of released.rows) byJob.set(lead.job_id, [...(byJob.get(lead.job_id) ?? []), lead]);
  for (const [jobId, rows] of byJob) {
    const first = rows[0];
    const facts = first && { title: first.job_title, location: first.location, serviceName: first.service_name };
    await announceLeads(events, { jobId, customerId: first?.customer_id ?? '', facts }, rows);
  }
  return released.rows.length;
}

/**
 * Every MATCHING_LEAD_RELEASE_POLL_MS, announces the leads that became visible (one pass at a time;
 * a failed pass is logged without personal data and the next one tries again). Returns the stop
 * function, which waits for a running pass.
 */
export async function startLeadRelease(context: MatchingContext): Promise<() => Promise<void>> {
  // Runs with the head start off too: leads held back before it was turned off are still announced.
  const { logger, outbox, config } = context;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = outbox
      .transaction((tx, events) => releaseDueLeads(tx, events))
      .then(() => undefined)
      .catch((error: unknown) => {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, 'lead release pass failed');
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, config.leadReleasePollMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
