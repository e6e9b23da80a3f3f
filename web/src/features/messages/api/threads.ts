import useSWR from 'swr';
import { ApiError } from '@/shared/api/api-error';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type JobThreadsResponse = ApiAnswer<'/api/job/{id}/threads', 'get'>;
/** A conversation as a list shows it: the other party, the newest message, how many are unread. */
export type ThreadSummary = JobThreadsResponse['threads'][number];
export type ThreadResponse = ApiAnswer<'/api/thread/{id}/messages', 'get'>;
export type Message = ThreadResponse['messages'][number];

export const jobThreadsKey = (jobId: string) => `/job/${encodeURIComponent(jobId)}/threads`;
export const threadKey = (threadId: string) => `/thread/${encodeURIComponent(threadId)}/messages`;
export const unreadKey = '/messages/unread';
export const myThreadsKey = '/threads';

/** While a business's interest travels to messaging, its thread is not there yet: ask again shortly. */
const OPENING_RETRY_MS = 1500;

/** GET /api/job/{id}/threads: the customer's, one per interested business; a business's, its own. */
export function useJobThreads(jobId: string, options: { waitForOne?: boolean } = {}) {
  return useSWR(
    jobThreadsKey(jobId),
    () => dataOf(api.GET('/api/job/{id}/threads', { params: { path: { id: jobId } } })),
    {
      revalidateOnFocus: false,
      // A business that has just marked interest: its thread opens a moment later (404 until then).
      shouldRetryOnError: (error) => options.waitForOne === true && error instanceof ApiError && error.status === 404,
      errorRetryInterval: OPENING_RETRY_MS,
      errorRetryCount: 20,
    },
  );
}

/** GET /api/thread/{id}/messages: the conversation, oldest message first. */
export function useThread(threadId: string) {
  return useSWR(threadKey(threadId), () =>
    dataOf(api.GET('/api/thread/{id}/messages', { params: { path: { id: threadId } } })),
  );
}

/** GET /api/messages/unread: unread messages per job, for the tabs and the cards. */
export function useUnreadMessages(enabled = true) {
  return useSWR(enabled ? unreadKey : null, () => dataOf(api.GET('/api/messages/unread')), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
}

/** GET /api/threads: the user's conversations, most recently active first. */
export function useMyThreads() {
  return useSWR(myThreadsKey, () => dataOf(api.GET('/api/threads')), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
