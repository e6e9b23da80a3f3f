import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import type { RegisteredResponse } from '@/shared/api/is-email-registered';

export function isPhoneRegisteredKey(phone: string): string {
  return `/user/is-phone-registered/${encodeURIComponent(phone)}`;
}

/** GET /api/user/is-phone-registered/{phone} (rate-limited). */
export async function isPhoneRegistered(phone: string): Promise<boolean> {
  const answer = await apiGet<RegisteredResponse>(isPhoneRegisteredKey(phone));
  return answer?.registered === true;
}

/** Whether a mobile number already has an account; null skips the check. */
export function useIsPhoneRegistered(phone: string | null) {
  return useSWR(phone ? isPhoneRegisteredKey(phone) : null, () => isPhoneRegistered(phone ?? ''), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
