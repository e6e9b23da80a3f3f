import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';

export const securityCodeKey = '/auth/security-code';

/** POST /api/auth/security-code/{email or 07… mobile}/send: a password-reset code, if the account exists. */
export function sendSecurityCode(emailOrMobile: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`${securityCodeKey}/${encodeURIComponent(emailOrMobile)}/send`, {
    method: 'POST',
    handleUnauthenticated: false,
  });
}

export function useSendSecurityCode() {
  return useSWRMutation(securityCodeKey, (_key: string, { arg }: { arg: string }) => sendSecurityCode(arg));
}
