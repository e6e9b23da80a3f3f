import type { Notification } from '@localpros/contracts/rules';
import { useSWRConfig } from 'swr';
import { jobResponsesKey } from '@/features/jobs/api/get-job-responses';
import { leadReportsKey } from '@/features/leads/api/lead-reports';
import { jobThreadsKey, myThreadsKey, unreadKey } from '@/features/messages/api/threads';
import { quotesKey } from '@/features/quotes/api/get-quotes';
import { jobsKey } from '@/shared/api/get-jobs';
import { useLiveEvent } from '@/shared/live/live-events';

/**
 * Which of the dashboard's lists a live notification changes, by SWR key: only these reload, and
 * only where a screen shows them (SWR reloads a key that a mounted screen reads; the others load
 * afresh when opened). The Leads tab follows its own events (features/leads, use-live-leads.ts),
 * and the bell its own (shared/notifications).
 *
 * - Customer: a quote arrives on an active job (Jobs and Quoted tabs: its quote count and the
 *   pros who quoted); the job starts (Quoted → Progress), completes (Progress → History) or is
 *   cancelled (Jobs → History).
 * - Both: a message arrives (the tabs' unread counts, the job's conversations).
 * - Business: its quote is accepted (Quoted shows it won; Progress gains the job) or declined;
 *   the job completes or is cancelled; a review arrives (History shows it).
 */
export function keysToReload(notification: Pick<Notification, 'kind' | 'jobId'>): string[] {
  const responses = notification.jobId === null ? [] : [jobResponsesKey(notification.jobId)];
  switch (notification.kind) {
    case 'quote_received':
      return [jobsKey('active'), ...responses];
    case 'quote_accepted':
      return [quotesKey, jobsKey('in_progress')];
    case 'quote_declined':
      return [quotesKey];
    case 'job_started':
      return [jobsKey('active'), jobsKey('in_progress'), quotesKey, ...responses];
    case 'job_completed':
      return [jobsKey('in_progress'), jobsKey('finished'), quotesKey];
    case 'job_cancelled':
      return [jobsKey('active'), jobsKey('in_progress'), jobsKey('cancelled'), quotesKey, ...responses];
    case 'review_received':
      return [jobsKey('finished')];
    // Its reported leads under the Leads tab show the decision.
    case 'lead_report_resolved':
      return [leadReportsKey];
    // The tabs' unread counts and the job's conversations (an open thread follows its own events).
    case 'message_received':
      return notification.jobId === null
        ? [unreadKey, myThreadsKey]
        : [unreadKey, myThreadsKey, jobThreadsKey(notification.jobId)];
    case 'lead_created':
    case 'lead_withdrawn':
      return [];
  }
}

/** Reloads the dashboard lists a live notification changes (keysToReload), for as long as the dashboard is open. */
export function useDashboardLiveUpdates(): void {
  const { mutate } = useSWRConfig();
  useLiveEvent((notification) => {
    for (const key of keysToReload(notification)) void mutate(key);
  });
}
