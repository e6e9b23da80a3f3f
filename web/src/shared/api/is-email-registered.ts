import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';

export interface RegisteredResponse {
  registered: boolean;
}

export function isEmailRegisteredKey(email: string): string {
  return `/user/is-email-registered/${encodeURIComponent(email)}`;
}

/** GET /api/user/is-email-registered/{email} (rate-limited). */
export async function isEmailRegistered(email: string): Promise<boolean> {
  const answer = await apiGet<RegisteredResponse>(isEmailRegisteredKey(email));
  return answer?.registered === true;
}

/** Whether an address already has an account; null skips the check. */
export function useIsEmailRegistered(email: string | null) {
  return useSWR(email ? isEmailRegisteredKey(email) : null, () => isEmailRegistered(email ?? ''), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
