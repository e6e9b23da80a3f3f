import { randomUUID } from 'node:crypto';
import { nameBasedUuid } from '@localpros/contracts';
import type { Tx } from '@localpros/kit';
import type { LeadTaker } from '../recipients/lead-takers.js';
import { outgoingMessages } from '../schema.js';
import { quietHoursEnd } from './quiet-hours.js';

/** Where a business sees its new leads in the web app (web/src/shared/config/paths.ts). */
export const LEADS_PATH = '/dashboard/leads';
/** The job's name in a lead SMS: short, so the whole SMS stays one or two parts. */
const JOB_NAME_MAX = 40;
/** Rows per INSERT: about 15 parameters each, well inside PostgreSQL's 65,535 (a city job has hundreds of leads). */
const ROWS_PER_STATEMENT = 2000;

/** What notifications knows of a lead's job (job_titles); null where it is not known here. */
export interface LeadSmsJob {
  title: string | null;
  /** The postcode district the customer gave, e.g. SW4. */
  location: string | null;
  serviceName: string | null;
}

/**
 * The job's name cut at a word near `max` characters (an SMS is a line, not the customer's text),
 * with three dots rather than "…", which GSM-7 lacks: it would make the SMS unicode, 70 to a part.
 */
function shortName(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 3);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/** "New lead on LocalPros: End of tenancy clean in SW4. Open: https://…/dashboard/leads" */
export function composeLeadSms(job: LeadSmsJob, publicUrl: string): string {
  const name = job.title?.trim() || job.serviceName?.trim() || 'a job near you';
  const where = job.location?.trim() ? ` in ${job.location.trim().toUpperCase()}` : '';
  return `New lead on LocalPros: ${shortName(name, JOB_NAME_MAX)}${where}. Open: ${publicUrl}${LEADS_PATH}`;
}

/**
 * Queues a short SMS for each new lead whose business takes SMS and "New job leads", in the caller's
 * transaction (the LeadsCreated consumer's): one row per lead ever (its source id derives from the
 * lead's), so a redelivered event sends none twice. Between 21:00 and 08:00 UK time the SMS waits
 * for 08:00 unless the business switched quiet hours off. Answers how many were queued (kick the
 * sender when any were).
 */
export async function queueLeadSms(
  tx: Tx,
  options: { publicUrl: string; now?: Date },
  leads: readonly { leadId: string; businessId: string }[],
  /** Or how to learn it: asked only when some business takes the SMS (a read fewer when none does). */
  job: LeadSmsJob | (() => Promise<LeadSmsJob>),
  /** The leads' businesses that take alerts (leadTakers). */
  takers: readonly LeadTaker[],
): Promise<number> {
  const byBusiness = new Map(
    takers.filter((taker) => taker.smsEnabled && taker.mobileNumber).map((taker) => [taker.userId, taker]),
  );
  if (byBusiness.size === 0) return 0;
  const now = options.now ?? new Date();
  const heldUntil = quietHoursEnd(now);
  const text = composeLeadSms(typeof job === 'function' ? await job() : job, options.publicUrl);
  const rows = leads.flatMap((lead) => {
    const business = byBusiness.get(lead.businessId);
    if (!business) return [];
    return [
      {
        id: randomUUID(),
        sourceEventId: nameBasedUuid(`lead-sms:${lead.leadId}`),
        channel: 'sms' as const,
        recipient: business.mobileNumber,
        purpose: 'new_lead' as const,
        subject: null,
        text,
        html: null,
        quietHours: business.smsQuietHours,
        nextAttemptAt: (business.smsQuietHours && heldUntil ? heldUntil : now).toISOString(),
      },
    ];
  });
  let queued = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const inserted = await tx
      .insert(outgoingMessages)
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflictDoNothing({ target: outgoingMessages.sourceEventId })
      .returning({ id: outgoingMessages.id });
    queued += inserted.length;
  }
  return queued;
}
