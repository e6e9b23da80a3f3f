import type { LeadDismissed, PayloadOf } from '@localpros/contracts';
import type { NotificationKind } from '@localpros/contracts/rules';
import { formatPrice } from '../delivery/compose-job-message.js';

/** One notification to store: whom it is for, what it says and where it leads in the app. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  jobId: string | null;
}

/** What the read models know of a job (job_titles); null fields when it is not known here. */
export interface JobFacts {
  title: string | null;
  location: string | null;
  serviceName: string | null;
}

/** The app's pages a notification leads to (web/src/shared/config/paths.ts). */
export const notificationLinks = {
  leads: '/dashboard/leads',
  quoted: '/dashboard/quoted',
  progress: '/dashboard/progress',
  history: '/dashboard/history',
  businessProfile: (businessId: string) => `/business/${businessId}`,
} as const;

const TITLE_MAX = 120;
const BODY_MAX = 300;

/** Text cut at a word near `max` characters, with an ellipsis: a notification is a line, not the whole text. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The job as a notification names it: its title, or "your job" when it is not known here. */
const jobName = (job: JobFacts, unknown = 'your job') => shorten(job.title?.trim() || unknown, 80);

const notification = (
  userId: string,
  kind: NotificationKind,
  jobId: string | null,
  title: string,
  body: string,
  link: string,
): NewNotification => ({
  userId,
  kind,
  jobId,
  title: shorten(title, TITLE_MAX),
  body: shorten(body, BODY_MAX),
  link,
});

/**
 * A new lead's words, the same for all the job's businesses (lead_notifications); each business's
 * distance is added when it reads them (leadBody).
 */
export interface LeadWords {
  jobId: string;
  title: string;
  /** What and where, e.g. "End of tenancy cleaning in SW4.": leadBody adds a business's distance. */
  body: string;
  link: string;
}

/** A business: a new lead. "New lead: End of tenancy clean in SW4". Worded once a job (issue 26). */
export function leadCreated(jobId: string, job: JobFacts): LeadWords {
  const where = job.location ? ` in ${job.location}` : '';
  const title = job.title ? `New lead: ${jobName(job)}${where}` : `New lead${where}`;
  return {
    jobId,
    title: shorten(title, TITLE_MAX),
    body: `${job.serviceName ?? 'A job'}${where}.`,
    link: notificationLinks.leads,
  };
}

/** A lead's body as one business reads it: what and where, then how far from it the job is. */
export function leadBody(whatAndWhere: string, distanceKm: number | null): string {
  const distance =
    distanceKm === null
      ? 'The customer chose you for this job.'
      : distanceKm < 1
        ? 'Less than 1 km from you.'
        : `About ${Math.round(distanceKm)} km from you.`;
  return shorten(`${whatAndWhere} ${distance} Quote soon: customers hear from the quickest first.`, BODY_MAX);
}

/** A business: the lead left its Active leads (stream only: the web app drops it from the list). */
export function leadWithdrawn(
  lead: Pick<PayloadOf<typeof LeadDismissed>, 'businessId' | 'reason'>,
  jobId: string,
  job: JobFacts,
): NewNotification {
  const words: Record<typeof lead.reason, [title: string, body: string]> = {
    job_cancelled: [`Lead withdrawn: ${jobName(job, 'a job')}`, 'The customer cancelled this job.'],
    job_awarded: [`Lead closed: ${jobName(job, 'a job')}`, 'The customer has accepted a quote for this job.'],
    not_interested: [`Lead removed: ${jobName(job, 'a job')}`, 'You marked this lead as not interested.'],
    places_taken: [`Lead closed: ${jobName(job, 'a job')}`, 'All places taken: other businesses have responded.'],
    job_closed: [`Lead closed: ${jobName(job, 'a job')}`, 'The customer has found someone for this job.'],
    reported: [`Lead reported: ${jobName(job, 'a job')}`, 'You reported this lead; we will tell you the outcome.'],
  };
  const [title, body] = words[lead.reason];
  return notification(lead.businessId, 'lead_withdrawn', jobId, title, body, notificationLinks.leads);
}

/** A business: LocalPros's decision on its report of a bad lead, with the reason it gave. */
export function leadReportResolved(
  report: { businessId: string; jobId: string; reason: string },
  upheld: boolean,
  job: JobFacts,
): NewNotification {
  const title = `${upheld ? 'Report upheld' : 'Report rejected'}: ${jobName(job, 'a lead')}`;
  return notification(
    report.businessId,
    'lead_report_resolved',
    report.jobId,
    title,
    report.reason,
    notificationLinks.leads,
  );
}

type RateType = Parameters<typeof formatPrice>[1];

/** A customer: a business quoted for their job. */
export function quoteReceived(
  quote: { customerId: string; jobId: string; costPence: number; rateType: RateType },
  job: JobFacts,
  businessName: string | null,
): NewNotification {
  return notification(
    quote.customerId,
    'quote_received',
    quote.jobId,
    `New quote for ${jobName(job)}`,
    `${businessName ?? 'A business'} quoted ${formatPrice(quote.costPence, quote.rateType)}. Compare your quotes in Quoted.`,
    notificationLinks.quoted,
  );
}

/** A business: the customer accepted its quote. */
export function quoteAccepted(
  quote: { businessId: string; jobId: string; costPence: number; rateType: RateType },
  job: JobFacts,
  customerFirstName: string | null,
): NewNotification {
  return notification(
    quote.businessId,
    'quote_accepted',
    quote.jobId,
    `Quote accepted: ${jobName(job)}`,
    `${customerFirstName ?? 'The customer'} accepted your quote of ${formatPrice(quote.costPence, quote.rateType)}. The job is now in Progress.`,
    notificationLinks.progress,
  );
}

/** A business: its quote will not be taken. */
export function quoteDeclined(
  quote: { businessId: string; jobId: string; reason: 'another_quote_accepted' | 'job_cancelled' },
  job: JobFacts,
): NewNotification {
  return quote.reason === 'job_cancelled'
    ? notification(
        quote.businessId,
        'quote_declined',
        quote.jobId,
        `Job cancelled: ${jobName(job, 'a job you quoted for')}`,
        'The customer cancelled the job, so your quote is closed.',
        notificationLinks.quoted,
      )
    : notification(
        quote.businessId,
        'quote_declined',
        quote.jobId,
        `Quote not accepted: ${jobName(job, 'a job you quoted for')}`,
        'The customer chose another business for this job.',
        notificationLinks.quoted,
      );
}

/** The customer: a quote was accepted and the job is in progress with that business. */
export function jobStarted(
  change: { customerId: string; jobId: string },
  job: JobFacts,
  businessName: string | null,
): NewNotification {
  return notification(
    change.customerId,
    'job_started',
    change.jobId,
    `Job started: ${jobName(job)}`,
    `${businessName ?? 'The business you chose'} is now doing this job. Follow it in Progress.`,
    notificationLinks.progress,
  );
}

/** The other party of a completed job: the one who did not mark it complete. */
export function jobCompleted(
  completion: { customerId: string; businessId: string; jobId: string; completedBy: 'customer' | 'business' },
  job: JobFacts,
  completedByName: string | null,
): NewNotification {
  return completion.completedBy === 'business'
    ? notification(
        completion.customerId,
        'job_completed',
        completion.jobId,
        `Job completed: ${jobName(job)}`,
        `${completedByName ?? 'The business'} marked the job complete. How did it go? Leave a review from History.`,
        notificationLinks.history,
      )
    : notification(
        completion.businessId,
        'job_completed',
        completion.jobId,
        `Job completed: ${jobName(job)}`,
        `${completedByName ?? 'The customer'} marked the job complete.`,
        notificationLinks.history,
      );
}

/** The customer: their job was cancelled (by them, or by an admin); businesses can no longer quote. */
export function jobCancelled(cancel: { customerId: string; jobId: string }, job: JobFacts): NewNotification {
  return notification(
    cancel.customerId,
    'job_cancelled',
    cancel.jobId,
    `Job cancelled: ${jobName(job)}`,
    'Businesses can no longer quote for it. You will find it in History.',
    notificationLinks.history,
  );
}

/** A business: the customer reviewed its completed job. */
export function reviewReceived(
  review: { businessId: string; jobId: string; rating: number; text: string },
  job: JobFacts,
  customerFirstName: string | null,
): NewNotification {
  const stars = `${review.rating} star${review.rating === 1 ? '' : 's'}`;
  const said = review.text.trim() ? `: “${shorten(review.text, 200)}”` : '.';
  return notification(
    review.businessId,
    'review_received',
    review.jobId,
    `New review: ${stars} for ${jobName(job)}`,
    `${customerFirstName ?? 'Your customer'} left a review${said}`,
    notificationLinks.businessProfile(review.businessId),
  );
}
