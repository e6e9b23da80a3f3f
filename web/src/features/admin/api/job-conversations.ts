import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type AdminThread = ApiAnswer<'/api/admin/job/{id}/threads', 'get'>['threads'][number];
export type AdminReadThread = ApiAnswer<'/api/admin/thread/{id}/read', 'post'>;

/** GET /api/admin/job/{id}/threads: who talks about the job, no message text; null while none is chosen. */
export function useAdminJobThreads(jobId: string | null) {
  return useSWR(jobId ? `/admin/job/${encodeURIComponent(jobId)}/threads` : null, () =>
    dataOf(api.GET('/api/admin/job/{id}/threads', { params: { path: { id: jobId ?? '' } } })),
  );
}

/** POST /api/admin/thread/{id}/read: the conversation, read with a reason that goes to the audit log. */
export function readThreadWithReason(threadId: string, reason: string): Promise<AdminReadThread> {
  return dataOf(api.POST('/api/admin/thread/{id}/read', { params: { path: { id: threadId } }, body: { reason } }));
}
