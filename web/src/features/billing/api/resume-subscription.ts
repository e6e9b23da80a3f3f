import useSWRMutation from 'swr/mutation';
import { api, dataOf } from '@/shared/api/typed-client';
import { type BillingResponse, billingKey } from './get-billing';

/** POST /api/subscription/resume: undoes a cancellation before the paid period ends. */
export function resumeSubscription(): Promise<BillingResponse> {
  return dataOf(api.POST('/api/subscription/resume'));
}

export function useResumeSubscription() {
  return useSWRMutation(billingKey, () => resumeSubscription(), { populateCache: true, revalidate: false });
}
