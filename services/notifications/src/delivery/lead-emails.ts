import { randomUUID } from 'node:crypto';
import { type LeadsCreated, nameBasedUuid, type PayloadOf } from '@localpros/contracts';
import type { Tx } from '@localpros/kit';
import { leadJobFacts } from '../centre/job-facts.js';
import type { LeadTaker } from '../recipients/lead-takers.js';
import { leadDigestEntries, outgoingMessages } from '../schema.js';
import type { ComposedMessage } from './compose-message.js';
import { greeting } from './compose-message.js';
import { type EmailBlock, type EmailFooter, escapeHtml, renderEmail } from './email-rendering.js';
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
  if (distanceKm !== null) rows.push({ label: 'Distance', value: distanceText(distanceKm) });
  return [...rows, ...extra];
}

/** A lead's distance as its e-mails say it. */
const distanceText = (distanceKm: number) => `About ${Math.max(1, Math.round(distanceKm))} km from you`;

/** Who a lead e-mail goes to (the recipients read model). */
export interface LeadMailRecipient {
  userId: string;
  email: string;
  firstName: string;
}

const LEAD_REASON =
  'You get this e-mail because e-mail and “New job leads” are on in your LocalPros notification settings. Busy? Choose an hourly or daily digest of leads instead in Settings → Notifications.';

/** What one lead e-mail says to its business alone; the rest is the job's. */
interface LeadEmailRecipientParts {
  greeting: string;
  /** "About 3 km from you"; null: the row is left out. */
  distance: string | null;
  unsubscribeUrl: string;
}

/** The e-mail's blocks and options from the job and one business's parts. */
function leadEmailContent(job: LeadJob, parts: LeadEmailRecipientParts, links: MailLinkSettings, footer: EmailFooter) {
  const name = leadJobName(job);
  const where = job.location?.trim() ? ` in ${job.location.trim().toUpperCase()}` : '';
  const subject = `New lead: ${name}${where}`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: parts.greeting },
    { kind: 'paragraph', text: 'A customer near you has just posted a job that matches your services:' },
    { kind: 'heading', text: name },
  ];
  const details = leadDetails(job, null, parts.distance === null ? [] : [{ label: 'Distance', value: parts.distance }]);
  if (details.length > 0) blocks.push({ kind: 'details', rows: details });
  blocks.push(
    { kind: 'button', label: 'See the lead', url: `${links.publicUrl}${LEADS_PATH}` },
    {
      kind: 'paragraph',
      text: 'Customers often choose one of the first businesses to reply: show your interest or send a quote soon.',
    },
    { kind: 'paragraph', text: 'The LocalPros team' },
  );
  return {
    subject,
    blocks,
    options: {
      footer: {
        ...footer,
        ...(footer.unsubscribe ? { unsubscribe: { ...footer.unsubscribe, url: parts.unsubscribeUrl } } : {}),
      },
      preview: `${name}${where}: a new lead on LocalPros`,
    },
  };
}

/**
 * Where a business's own words go in a job's one rendering: letters only, which neither part of
 * the rendering changes, and nothing an e-mail would say.
 */
const SLOTS = {
  greeting: 'lpslotgreetingq7v2',
  distance: 'lpslotdistanceq7v2',
  unsubscribeUrl: 'lpslotunsubscribeUrlq7v2',
} as const satisfies Record<keyof LeadEmailRecipientParts, string>;
const SLOT = /lpslot(greeting|distance|unsubscribeUrl)q7v2/g;

/**
 * `text` with each slot given its value, in one pass (a value is never searched for slots), by a
 * function (a name with `$&` stays as it is).
 */
function fillSlots(text: string, parts: LeadEmailRecipientParts, encode: (value: string) => string): string {
  return text.replace(SLOT, (slot, key: keyof LeadEmailRecipientParts) => {
    const value = parts[key];
    return value === null ? slot : encode(value);
  });
}

/**
 * The lead e-mails of one job, one business each (composeLeadEmail's words). The layout is rendered
 * once per job (twice where some leads have no distance): a city job e-mails hundreds of businesses,
 * and a React rendering per e-mail cost more than everything else its consumer does (issue 26). Each
 * business's greeting, distance and unsubscribe link are put in, HTML-escaped in the HTML part as
 * the renderer escapes them, so each e-mail is byte for byte what its own rendering would be.
 */
export function leadEmailComposer(
  job: LeadJob,
  links: MailLinkSettings,
  /** false: each e-mail rendered on its own (what the one rendering must equal, byte for byte). */
  { renderOnce = true }: { renderOnce?: boolean } = {},
): (to: LeadMailRecipient, distanceKm: number | null) => ComposedMessage {
  const rendered = new Map<boolean, { subject: string; text: string; html: string }>();
  const render = (parts: LeadEmailRecipientParts, footer: EmailFooter) => {
    const { subject, blocks, options } = leadEmailContent(job, parts, links, footer);
    return { subject, ...renderEmail(subject, blocks, options) };
  };
  return (to, distanceKm) => {
    const { footer, headers } = optionalMail(links, to.userId, 'new_job_leads', LEAD_REASON);
    const parts: LeadEmailRecipientParts = {
      greeting: greeting(to.firstName),
      distance: distanceKm === null ? null : distanceText(distanceKm),
      unsubscribeUrl: footer.unsubscribe?.url ?? '',
    };
    const message = { channel: 'email', recipient: to.email, purpose: 'new_lead', ...headers } as const;
    if (!renderOnce) return { ...message, ...render(parts, footer) };
    const withDistance = parts.distance !== null;
    const once =
      rendered.get(withDistance) ?? render({ ...SLOTS, distance: withDistance ? SLOTS.distance : null }, footer);
    rendered.set(withDistance, once);
    return {
      ...message,
      subject: once.subject,
      text: fillSlots(once.text, parts, (value) => value),
      html: fillSlots(once.html, parts, escapeHtml),
    };
  };
}

/** One new lead, to the business it was offered to: what, where, and the button to the Leads tab. */
export function composeLeadEmail(
  to: LeadMailRecipient,
  job: LeadJob,
  distanceKm: number | null,
  links: MailLinkSettings,
): ComposedMessage {
  return leadEmailComposer(job, links)(to, distanceKm);
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
  const compose = leadEmailComposer(leadJob, links);
  let queued = 0;
  for (let start = 0; start < single.length; start += ROWS_PER_STATEMENT) {
    const rows = single.slice(start, start + ROWS_PER_STATEMENT).map(({ lead, business }) => ({
      id: randomUUID(),
      sourceEventId: nameBasedUuid(`lead-email:${lead.leadId}`),
      ...compose(business, lead.distanceKm),
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
