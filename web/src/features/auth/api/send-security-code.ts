import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, apiWithoutSessionCheck, dataOf } from '@/shared/api/typed-client';

export const securityCodeKey = '/auth/security-code';

/** POST /api/auth/security-code/{email or 07… mobile}/send: a password-reset code, if the account exists. */
export function sendSecurityCode(
  emailOrMobile: string,
): Promise<ApiAnswer<'/api/auth/security-code/{identifier}/send', 'post'>> {
  return dataOf(
    apiWithoutSessionCheck.POST('/api/auth/security-code/{identifier}/send', {
      params: { path: { identifier: emailOrMobile } },
    }),
  );
}

export function useSendSecurityCode() {
  return useSWRMutation(securityCodeKey, (_key: string, { arg }: { arg: string }) => sendSecurityCode(arg));
}
