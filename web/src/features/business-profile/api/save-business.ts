import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';
import { businessKey } from './get-business';

/** POST /api/business as JSON; '' clears a field. */
export type BusinessProfileRequest = NonNullable<ApiBody<'/api/business', 'post'>>;

/** Answers [] on success (spec §7). */
export function saveBusiness(input: BusinessProfileRequest): Promise<ApiAnswer<'/api/business', 'post'>> {
  return dataOf(api.POST('/api/business', { body: input }));
}

/** Saves, then reloads the profile. */
export function useSaveBusiness() {
  return useSWRMutation(businessKey, (_key: string, { arg }: { arg: BusinessProfileRequest }) => saveBusiness(arg), {
    populateCache: false,
    revalidate: true,
  });
}
