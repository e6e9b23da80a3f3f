import { randomUUID } from 'node:crypto';
import { nameBasedUuid } from '@localpros/contracts';
import { UK_TIME_ZONE, ukDayAfter, ukTime, ukWallClock } from '@localpros/contracts/rules';
import type { Db, Logger } from '@localpros/kit';
import { and, asc, eq, inArray, lt, notExists, or } from 'drizzle-orm';
import { deletedUsers, jobTitles, leadDigestEntries, outgoingMessages, recipients } from '../schema.js';
import { greeting } from './compose-message.js';
import type { EmailBlock } from './email-rendering.js';
import { renderEmail } from './email-rendering.js';
import { LEADS_PATH } from './lead-alerts.js';
import { type LeadJob, leadDetails, leadJobName } from './lead-emails.js';
import { type MailLinkSettings, optionalMail } from './mail-links.js';

/**
 * Lead digests: a business whose lead e-mails are "hourly" or "daily" gets one e-mail listing the
 * leads since its last digest, at the top of each hour, or at 08:00 UK time (Europe/London: GMT
 * in winter, BST in summer) for a daily one; none when there were no leads. The leads wait in
 * lead_digest_entries, written by the LeadsCreated consumer (lead-emails.ts).
 */

/** When the daily digest goes, UK time (before the working day, after the SMS quiet hours). */
export const DAILY_DIGEST_HOUR = 8;
/** A digest lists this many leads in full; it says how many more there are in the Leads tab. */
const LISTED_MAX = 50;
/** Entries a pass takes in one transaction; a larger backlog takes several. */
const ENTRIES_PER_PASS = 5000;

/** The top of the hour at or before `at` (UK hours start with UTC's: the offset is whole hours). */
export const hourlyDigestBoundary = (at: Date): Date => new Date(Math.floor(at.getTime() / 3600_000) * 3600_000);

/** The latest 08:00 UK time at or before `at`: today's once it has struck, else yesterday's. */
export function dailyDigestBoundary(at: Date): Date {
  const today = ukTime(at);
  const todays = ukWallClock(today, DAILY_DIGEST_HOUR);
  if (todays.getTime() <= at.getTime()) return todays;
  return ukWallClock(ukDayAfter(today, -1), DAILY_DIGEST_HOUR);
}

/** When the next digest pass is due after `at`: the next top of the hour (08:00 UK is one of them). */
export const nextDigestPass = (at: Date): Date => new Date(hourlyDigestBoundary(at).getTime() + 3600_000);

const postedAt = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

interface DigestLead {
  job: LeadJob;
  distanceKm: number | null;
  createdAt: string;
}

const DIGEST_REASON = {
  hourly:
    'You get this hourly digest because e-mail and “New job leads” are on in your LocalPros notification settings, with lead e-mails as an hourly digest. Change it to each lead or a daily digest in Settings → Notifications.',
  daily:
    'You get this daily digest because e-mail and “New job leads” are on in your LocalPros notification settings, with lead e-mails as a daily digest. Change it to each lead or an hourly digest in Settings → Notifications.',
} as const;

/** The digest of a business's leads since its last one, oldest first. */
export function composeLeadDigest(
  to: { userId: string; email: string; firstName: string },
  kind: 'hourly' | 'daily',
  leads: readonly DigestLead[],
  links: MailLinkSettings,
) {
  const count = leads.length === 1 ? '1 new lead' : `${leads.length} new leads`;
  const subject = `Your ${kind} LocalPros digest: ${count}`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: greeting(to.firstName) },
    {
      kind: 'paragraph',
      text: `${leads.length === 1 ? 'Here is the new lead' : `Here are the ${leads.length} new leads`} offered to you since your last digest:`,
    },
  ];
  for (const lead of leads.slice(0, LISTED_MAX)) {
    blocks.push(
      { kind: 'heading', text: leadJobName(lead.job) },
      {
        kind: 'details',
        rows: leadDetails(lead.job, lead.distanceKm, [
          { label: 'Posted', value: postedAt.format(new Date(lead.createdAt)) },
        ]),
      },
    );
  }
  if (leads.length > LISTED_MAX) {
    blocks.push({ kind: 'paragraph', text: `And ${leads.length - LISTED_MAX} more in your Leads tab.` });
  }
  blocks.push(
    { kind: 'button', label: 'See your leads', url: `${links.publicUrl}${LEADS_PATH}` },
    {
      kind: 'paragraph',
      text: 'A lead stays open until the customer chooses a business or cancels the job, so some may have been taken since.',
    },
    { kind: 'paragraph', text: 'The LocalPros team' },
  );
  const { footer, headers } = optionalMail(links, to.userId, 'new_job_leads', DIGEST_REASON[kind]);
  return {
    channel: 'email' as const,
    recipient: to.email,
    purpose: 'lead_digest' as const,
    subject,
    ...renderEmail(subject, blocks, { footer, preview: leads.map((lead) => leadJobName(lead.job)).join(', ') }),
    ...headers,
  };
}

/**
 * Sends the digests due at `at`: for every business with waiting leads, those written before the
 * top of the hour ("hourly", and "each" for leads that waited when the business switched back), or
 * before the latest 08:00 UK time ("daily"). One transaction per pass; the rows are locked (SKIP
 * LOCKED), so replicas running at once share the work; each digest's row is keyed by the business
 * and its boundary, so a digest is never queued twice, and leads another replica's digest of the
 * same boundary did not take wait for the next one. Leads of a business that no longer takes lead
 * e-mails (e-mail or "New job leads" off, account deleted) are dropped, unsent. Answers how many
 * digests were queued (kick the sender when any were).
 */
export async function queueDueLeadDigests(db: Db, links: MailLinkSettings, at: Date): Promise<number> {
  const hourly = hourlyDigestBoundary(at);
  const daily = dailyDigestBoundary(at);
  let queued = 0;
  for (;;) {
    const pass = await db.transaction(async (tx) => {
      // Due: before the hour, and for a daily business before 08:00 UK time as well.
      const dailyBusiness = tx
        .select({ userId: recipients.userId })
        .from(recipients)
        .where(and(eq(recipients.userId, leadDigestEntries.businessId), eq(recipients.leadEmails, 'daily')));
      const entries = await tx
        .select()
        .from(leadDigestEntries)
        .where(
          and(
            lt(leadDigestEntries.createdAt, hourly.toISOString()),
            or(lt(leadDigestEntries.createdAt, daily.toISOString()), notExists(dailyBusiness)),
          ),
        )
        .orderBy(asc(leadDigestEntries.createdAt))
        .limit(ENTRIES_PER_PASS)
        .for('update', { skipLocked: true });
      if (entries.length === 0) return { entries: 0, done: 0, queued: 0 };
      const businessIds = [...new Set(entries.map((entry) => entry.businessId))];
      const jobIds = [...new Set(entries.map((entry) => entry.jobId))];
      const [people, jobs, deleted] = await Promise.all([
        tx.select().from(recipients).where(inArray(recipients.userId, businessIds)),
        tx
          .select({
            jobId: jobTitles.jobId,
            title: jobTitles.title,
            location: jobTitles.location,
            serviceName: jobTitles.serviceName,
          })
          .from(jobTitles)
          .where(inArray(jobTitles.jobId, jobIds)),
        tx.select({ userId: deletedUsers.userId }).from(deletedUsers).where(inArray(deletedUsers.userId, businessIds)),
      ]);
      const personOf = new Map(people.map((person) => [person.userId, person]));
      const jobOf = new Map(jobs.map((job) => [job.jobId, job]));
      const gone = new Set(deleted.map((row) => row.userId));
      const done: string[] = [];
      let digests = 0;
      const byBusiness = new Map<string, typeof entries>();
      for (const entry of entries)
        byBusiness.set(entry.businessId, [...(byBusiness.get(entry.businessId) ?? []), entry]);
      for (const [businessId, waiting] of byBusiness) {
        const person = personOf.get(businessId);
        if (!person) {
          // Not known here (yet): keep them, unless the account is gone.
          if (gone.has(businessId)) done.push(...waiting.map((entry) => entry.leadId));
          continue;
        }
        if (!person.emailEnabled || !person.newJobLeads || !person.email) {
          done.push(...waiting.map((entry) => entry.leadId));
          continue;
        }
        const kind = person.leadEmails === 'daily' ? 'daily' : 'hourly';
        const boundary = kind === 'daily' ? daily : hourly;
        const due = waiting.filter((entry) => Date.parse(entry.createdAt) < boundary.getTime());
        if (due.length === 0) continue;
        const leads = due.map((entry) => ({
          job: jobOf.get(entry.jobId) ?? { title: null, location: null, serviceName: null },
          distanceKm: entry.distanceKm,
          createdAt: entry.createdAt,
        }));
        const [inserted] = await tx
          .insert(outgoingMessages)
          .values({
            id: randomUUID(),
            sourceEventId: nameBasedUuid(`lead-digest:${businessId}:${boundary.toISOString()}`),
            ...composeLeadDigest(person, kind, leads, links),
          })
          .onConflictDoNothing({ target: outgoingMessages.sourceEventId })
          .returning({ id: outgoingMessages.id });
        if (!inserted) continue;
        digests += 1;
        done.push(...due.map((entry) => entry.leadId));
      }
      if (done.length > 0) await tx.delete(leadDigestEntries).where(inArray(leadDigestEntries.leadId, done));
      return { entries: entries.length, done: done.length, queued: digests };
    });
    queued += pass.queued;
    // A full pass that took none (all another replica's, or not known here yet) would take them again.
    if (pass.entries < ENTRIES_PER_PASS || pass.done === 0) return queued;
  }
}

/**
 * The digests in the service's start: a pass a few seconds after start (catching up on a boundary
 * passed while no replica ran), then one just after each top of the hour. Returns the stop function.
 */
export function startLeadDigests(options: {
  db: Db;
  logger: Logger;
  links: MailLinkSettings;
  kickSender: () => void;
  now?: () => Date;
  firstMs?: number;
}) {
  const { db, logger, links, kickSender } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = (delayMs: number) => {
    timer = setTimeout(run, delayMs);
    timer.unref();
  };
  const run = () => {
    const at = now();
    running = queueDueLeadDigests(db, links, at)
      .then((queued) => {
        if (queued > 0) {
          logger.info({ digests: queued }, 'lead digests queued');
          kickSender();
        }
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'lead digests failed; tried again at the next pass'))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        // Two seconds after the hour: a lead written at :59:59 has committed by then (one that has
        // not waits for the next digest, never lost).
        schedule(Math.max(1000, nextDigestPass(now()).getTime() - now().getTime() + 2000));
      });
  };
  schedule(options.firstMs ?? 5000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/** The service's start with the lead digests beside it; stops both. */
export function withLeadDigests<
  C extends { db: Db; logger: Logger; config: { mailLinks: MailLinkSettings }; kickSender(): void },
>(start: (context: C) => Promise<() => Promise<void>>): (context: C) => Promise<() => Promise<void>> {
  return async (context) => {
    const stop = await start(context);
    const stopDigests = startLeadDigests({
      db: context.db,
      logger: context.logger,
      links: context.config.mailLinks,
      kickSender: () => context.kickSender(),
    });
    return async () => {
      await stopDigests();
      await stop();
    };
  };
}
