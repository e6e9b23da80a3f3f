import { LeadsCreated } from '@localpros/contracts';
import { on } from '@localpros/kit';
import { leadJobFacts } from '../centre/job-facts.js';
import { leadTakers } from '../recipients/lead-takers.js';
import { queueLeadSms } from './lead-alerts.js';
import { queueLeadEmails } from './lead-emails.js';
import type { MailLinkSettings } from './mail-links.js';

const unknownJob = { title: null, location: null, serviceName: null };

/**
 * A new lead's alerts: its SMS (lead-alerts.ts) and its e-mail or place in the next digest
 * (lead-emails.ts), for the businesses that take them, read once for both. Joined with the
 * notification centre's part of LeadsCreated into one durable consumer
 * (centre/with-notification-centre.ts), in one inbox transaction: when the centre waits for the
 * job's JobPosted, the alerts wait with it.
 */
export function leadAlertConsumers({
  config,
  kickSender,
}: {
  config: { publicUrl: string; mailLinks: MailLinkSettings; leadConcurrency: number };
  kickSender: () => void;
}) {
  return [
    on(
      LeadsCreated,
      async ({ jobId, leads, job }, { tx }) => {
        if (leads.length === 0) return;
        const takers = await leadTakers(tx, leads);
        if (takers.length === 0) return;
        const known = async () => (await leadJobFacts(tx, { jobId, job })) ?? unknownJob;
        const texts = await queueLeadSms(tx, { publicUrl: config.publicUrl }, leads, known, takers);
        const emails = await queueLeadEmails(tx, config.mailLinks, jobId, leads, takers, job);
        if (texts + emails > 0) kickSender();
      },
      // One SMS and one e-mail or digest row per lead (its source id): jobs handled at once never share one.
      { concurrency: config.leadConcurrency },
    ),
  ];
}
