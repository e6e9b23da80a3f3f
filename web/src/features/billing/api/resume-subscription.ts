import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { type BillingResponse, billingKey } from './get-billing';

/** POST /api/subscription/resume: undoes a cancellation before the paid period ends. */
export function resumeSubscription(): Promise<BillingResponse> {
  return apiRequest<BillingResponse>('/subscription/resume', { method: 'POST' });
}

export function useResumeSubscription() {
  return useSWRMutation(billingKey, () => resumeSubscription(), { populateCache: true, revalidate: false });
}
