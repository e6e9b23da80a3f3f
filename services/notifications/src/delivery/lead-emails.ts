import { randomUUID } from 'node:crypto';
import { type LeadsCreated, nameBasedUuid, type PayloadOf } from '@localpros/contracts';
import type { Tx } from '@localpros/kit';
import { leadJobFacts } from '../centre/job-facts.js';
import type { LeadTaker } from '../recipients/lead-takers.js';
import { leadDigestEntries, outgoingMessages } from '../schema.js';
import type { ComposedMessage } from './compose-message.js';
import { greeting } from './compose-message.js';
import { type EmailBlock, renderEmail } from './email-rendering.js';
import { LEADS_PATH } from './lead-alerts.js';
import { type MailLinkSettings, optionalMail } from './mail-links.js';

/** Rows per INSERT (a city job has hundreds of leads): well inside PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1000;

/** What notifications knows of a lead's job (job_titles); null where it is not known here. */
export interface LeadJob {
  title: string | null;
  /** The postcode district the customer gave, e.g. SW4. */
  location: string | null;
  serviceName: string | null;
}

/** "End of tenancy clean", or the service, or a plain description when neither is known here. */
export const leadJobName = (job: LeadJob) => job.title?.trim() || job.serviceName?.trim() || 'A job near you';

/** The lead's facts, one a line: what for, where, how far (the job's own words are its name). */
export function leadDetails(
  job: LeadJob,
  distanceKm: number | null,
  extra: readonly { label: string; value: string }[] = [],
) {
  const rows: { label: string; value: string }[] = [];
  if (job.serviceName?.trim()) rows.push({ label: 'Service', value: job.serviceName.trim() });
  if (job.location?.trim()) rows.push({ label: 'Where', value: job.location.trim().toUpperCase() });
  if (distanceKm !== null)
    rows.push({ label: 'Distance', value: `About ${Math.max(1, Math.round(distanceKm))} km from you` });
  return [...rows, ...extra];
}

/** Who a lead e-mail goes to (the recipients read model). */
export interface LeadMailRecipient {
  userId: string;
  email: string;
  firstName: string;
}

const LEAD_REASON =
  'You get this e-mail because e-mail and “New job leads” are on in your LocalPros notification settings. Busy? Choose an hourly or daily digest of leads instead in Settings → Notifications.';

/** One new lead, to the business it was offered to: what, where, and the button to the Leads tab. */
export function composeLeadEmail(
  to: LeadMailRecipient,
  job: LeadJob,
  distanceKm: number | null,
  links: MailLinkSettings,
): ComposedMessage {
  const name = leadJobName(job);
  const where = job.location?.trim() ? ` in ${job.location.trim().toUpperCase()}` : '';
  const subject = `New lead: ${name}${where}`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: greeting(to.firstName) },
    { kind: 'paragraph', text: 'A customer near you has just posted a job that matches your services:' },
    { kind: 'heading', text: name },
  ];
  const details = leadDetails(job, distanceKm);
  if (details.length > 0) blocks.push({ kind: 'details', rows: details });
  blocks.push(
    { kind: 'button', label: 'See the lead', url: `${links.publicUrl}${LEADS_PATH}` },
    {
      kind: 'paragraph',
      text: 'Customers often choose one of the first businesses to reply: show your interest or send a quote soon.',
    },
    { kind: 'paragraph', text: 'The LocalPros team' },
  );
  const { footer, headers } = optionalMail(links, to.userId, 'new_job_leads', LEAD_REASON);
  return {
    channel: 'email',
    recipient: to.email,
    purpose: 'new_lead',
    subject,
    ...renderEmail(subject, blocks, { footer, preview: `${name}${where}: a new lead on LocalPros` }),
    ...headers,
  };
}

/**
 * Queues the e-mails of new leads, in the caller's transaction (the LeadsCreated consumer's), for
 * each business that takes e-mail and "New job leads": one e-mail per lead ever (its source id
 * derives from the lead's, so a redelivered event sends none twice) for a business that takes them
 * one by one; for a business that chose a digest, the lead waits in lead_digest_entries for its next
 * digest (lead-digests.ts). Answers how many e-mails were queued (kick the sender when any were).
 */
export async function queueLeadEmails(
  tx: Tx,
  links: MailLinkSettings,
  jobId: string,
  leads: readonly { leadId: string; businessId: string; distanceKm: number | null }[],
  /** The leads' businesses that take alerts (leadTakers). */
  takers: readonly LeadTaker[],
  /** The job as LeadsCreated describes it (used when job_titles does not know it yet). */
  sent?: PayloadOf<typeof LeadsCreated>['job'],
): Promise<number> {
  const byBusiness = new Map(
    takers.filter((taker) => taker.emailEnabled && taker.email).map((taker) => [taker.userId, taker]),
  );
  const wanted = leads.flatMap((lead) => {
    const business = byBusiness.get(lead.businessId);
    return business ? [{ lead, business }] : [];
  });
  const digested = wanted.filter(({ business }) => business.leadEmails !== 'each');
  for (let start = 0; start < digested.length; start += ROWS_PER_STATEMENT) {
    await tx
      .insert(leadDigestEntries)
      .values(
        digested.slice(start, start + ROWS_PER_STATEMENT).map(({ lead }) => ({
          leadId: lead.leadId,
          businessId: lead.businessId,
          jobId,
          distanceKm: lead.distanceKm,
        })),
      )
      .onConflictDoNothing();
  }
  const single = wanted.filter(({ business }) => business.leadEmails === 'each');
  if (single.length === 0) return 0;
  const leadJob = (await leadJobFacts(tx, { jobId, job: sent })) ?? { title: null, location: null, serviceName: null };
  let queued = 0;
  for (let start = 0; start < single.length; start += ROWS_PER_STATEMENT) {
    const rows = single.slice(start, start + ROWS_PER_STATEMENT).map(({ lead, business }) => ({
      id: randomUUID(),
      sourceEventId: nameBasedUuid(`lead-email:${lead.leadId}`),
      ...composeLeadEmail(business, leadJob, lead.distanceKm, links),
    }));
    const inserted = await tx
      .insert(outgoingMessages)
      .values(rows)
      .onConflictDoNothing({ target: outgoingMessages.sourceEventId })
      .returning({ id: outgoingMessages.id });
    queued += inserted.length;
  }
  return queued;
}
