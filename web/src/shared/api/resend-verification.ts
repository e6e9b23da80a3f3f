import useSWRMutation from 'swr/mutation';
import { apiRequest } from './api-client';

export const resendVerificationKey = '/auth/verify/resend';

/** POST /api/auth/verify/resend: e-mails a new code; the answer is the same whether or not the account exists. */
export function resendVerification(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(resendVerificationKey, {
    method: 'POST',
    body: { email },
    handleUnauthenticated: false,
  });
}

export function useResendVerification() {
  return useSWRMutation(resendVerificationKey, (_key: string, { arg }: { arg: string }) => resendVerification(arg));
}
