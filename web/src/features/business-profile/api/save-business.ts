import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { businessKey } from './get-business';

/** POST /api/business as JSON; '' clears a field. */
export interface BusinessProfileRequest {
  name: string;
  description: string;
  mobile_number: string;
  address: string;
  website: string;
  landline: string;
  workCategories: string | null;
  services: string[];
}

/** Answers [] on success (spec §7). */
export function saveBusiness(input: BusinessProfileRequest): Promise<unknown> {
  return apiRequest<unknown>(businessKey, { method: 'POST', body: input });
}

/** Saves, then reloads the profile. */
export function useSaveBusiness() {
  return useSWRMutation(businessKey, (_key: string, { arg }: { arg: BusinessProfileRequest }) => saveBusiness(arg), {
    populateCache: false,
    revalidate: true,
  });
}
