import {
  JobCancelled,
  JobCompleted,
  JobPosted,
  JobStatusChanged,
  LeadDismissed,
  LeadReportRejected,
  LeadReportUpheld,
  LeadsCreated,
  QuoteAccepted,
  QuoteDeclined,
  QuoteSent,
  ReviewPosted,
  UserDeleted,
} from '@localpros/contracts';
import {
  EventArrivedEarlyError,
  type EventConsumer,
  independentDeliveries,
  on,
  onEachInOneStatement,
  type Tx,
} from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { knownRecipient } from '../recipients/recipient-events.js';
import { jobTitles } from '../schema.js';
import { addLeadNotification, addNotifications } from './add-notifications.js';
import { forgetUserNotifications } from './forget-user.js';
import { jobFacts, leadJobFacts } from './job-facts.js';
import {
  type JobFacts,
  jobCancelled,
  jobCompleted,
  jobStarted,
  leadCreated,
  leadReportResolved,
  leadWithdrawn,
  quoteAccepted,
  quoteDeclined,
  quoteReceived,
  reviewReceived,
} from './notification-wording.js';

/**
 * How long a LeadsCreated waits (redelivered) for its job's JobPosted, which travels on another
 * consumer, before its notifications go out with plainer words ("New lead in your area").
 */
export const JOB_FACTS_WAIT_MS = 10_000;

const unknownJob: JobFacts = { title: null, location: null, serviceName: null };

/** A business by its name, a customer by first name, as the recipients read model knows them. */
async function nameOf(tx: Tx, userId: string): Promise<string | null> {
  const user = await knownRecipient(tx, userId);
  if (!user) return null;
  return (user.userType === 'business' ? user.businessName : user.firstName)?.trim() || null;
}

/**
 * The notification centre's part of each event it hears: the notifications the event means for
 * whom (notification-wording.ts), stored and announced (add-notifications.ts), their web push
 * alerts queued and the sender woken (after the commit: kickSender). Where notifications already
 * consumes the event (an e-mail, a read model) this part joins that consumer, in its inbox
 * transaction (withNotificationCentre), so each event type keeps one durable consumer.
 */
export function centreConsumers({
  kickSender,
  config,
}: {
  kickSender(): void;
  config: { leadConcurrency: number };
}): EventConsumer[] {
  /** Stores and announces the notifications; their push alerts leave once the transaction commits. */
  const notify = async (...args: Parameters<typeof addNotifications>): Promise<void> => {
    const { pushAlerts } = await addNotifications(...args);
    if (pushAlerts > 0) kickSender();
  };
  const notifyOfLeads = async (...args: Parameters<typeof addLeadNotification>): Promise<void> => {
    const { pushAlerts } = await addLeadNotification(...args);
    if (pushAlerts > 0) kickSender();
  };
  return [
    // The job's location and service, for the words of its leads' notifications: one statement with
    // its inbox row (issue 26).
    onEachInOneStatement(
      JobPosted,
      ({ jobId, customerId, title, location, serviceName }, isFirst) => sql`
        insert into ${jobTitles} (job_id, customer_id, title, location, service_name)
        select ${jobId}::uuid, ${customerId}::uuid, ${title}, ${location}, ${serviceName}
        where ${isFirst}
        on conflict (job_id) do update set customer_id = excluded.customer_id, title = excluded.title,
          location = excluded.location, service_name = excluded.service_name`,
      independentDeliveries,
    ),
    on(
      LeadsCreated,
      async ({ jobId, leads, job: sent }, { tx, events, envelope }) => {
        let job = await leadJobFacts(tx, { jobId, job: sent });
        if (!job) {
          // An older LeadsCreated carries no job: JobPosted, on its own consumer, usually comes first.
          if (Date.now() - Date.parse(envelope.occurredAt) < JOB_FACTS_WAIT_MS) {
            throw new EventArrivedEarlyError(`job ${jobId} is not known here yet (JobPosted)`);
          }
          job = unknownJob;
        }
        await notifyOfLeads(tx, events, leadCreated(jobId, job), leads);
      },
      // Several jobs' leads at once (a busy hour posts several a second, ~90 leads each): the rows
      // still commit one transaction at a time (add-notifications.ts), but the rest of each job's
      // work, and a job waiting for its JobPosted, no longer holds up the jobs behind it.
      { concurrency: config.leadConcurrency },
    ),
    // Whatever the reason, the business's open pages drop the lead: its own "not interested" too.
    on(LeadDismissed, async (lead, { tx, events }) => {
      const job = (await jobFacts(tx, lead.jobId)) ?? unknownJob;
      await notify(tx, events, [leadWithdrawn(lead, lead.jobId, job)]);
    }),
    on(LeadReportUpheld, async (report, { tx, events }) => {
      const job = (await jobFacts(tx, report.jobId)) ?? unknownJob;
      await notify(tx, events, [leadReportResolved(report, true, job)]);
    }),
    on(LeadReportRejected, async (report, { tx, events }) => {
      const job = (await jobFacts(tx, report.jobId)) ?? unknownJob;
      await notify(tx, events, [leadReportResolved(report, false, job)]);
    }),
    on(QuoteSent, async (quote, { tx, events }) => {
      const job = (await jobFacts(tx, quote.jobId)) ?? unknownJob;
      await notify(tx, events, [quoteReceived(quote, job, await nameOf(tx, quote.businessId))]);
    }),
    on(QuoteAccepted, async (quote, { tx, events }) => {
      const job = (await jobFacts(tx, quote.jobId)) ?? unknownJob;
      await notify(tx, events, [quoteAccepted(quote, job, await nameOf(tx, quote.customerId))]);
    }),
    on(QuoteDeclined, async (quote, { tx, events }) => {
      const job = (await jobFacts(tx, quote.jobId)) ?? unknownJob;
      await notify(tx, events, [quoteDeclined(quote, job)]);
    }),
    // The job started: a quote was accepted (the business heard through quote_accepted).
    on(JobStatusChanged, async (change, { tx, events }) => {
      if (change.status !== 'in_progress' || change.previousStatus === 'in_progress') return;
      const job = (await jobFacts(tx, change.jobId)) ?? unknownJob;
      const businessName = change.businessId ? await nameOf(tx, change.businessId) : null;
      await notify(tx, events, [jobStarted(change, job, businessName)]);
    }),
    on(JobCompleted, async (completion, { tx, events }) => {
      const job = (await jobFacts(tx, completion.jobId)) ?? unknownJob;
      const by = completion.completedBy === 'business' ? completion.businessId : completion.customerId;
      await notify(tx, events, [jobCompleted(completion, job, await nameOf(tx, by))]);
    }),
    on(JobCancelled, async (cancel, { tx, events }) => {
      const job = (await jobFacts(tx, cancel.jobId)) ?? unknownJob;
      await notify(tx, events, [jobCancelled(cancel, job)]);
    }),
    on(ReviewPosted, async (review, { tx, events }) => {
      const job = (await jobFacts(tx, review.jobId)) ?? unknownJob;
      await notify(tx, events, [reviewReceived(review, job, await nameOf(tx, review.customerId))]);
    }),
    // The account is gone: so are its notifications (they name jobs and people).
    on(UserDeleted, ({ userId }, { tx }) => forgetUserNotifications(tx, userId)),
  ];
}
