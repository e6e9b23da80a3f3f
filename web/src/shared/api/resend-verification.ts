import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, apiWithoutSessionCheck, dataOf } from './typed-client';

export const resendVerificationKey = '/auth/verify/resend';

/** POST /api/auth/verify/resend: e-mails a new code; the answer is the same whether or not the account exists. */
export function resendVerification(email: string): Promise<ApiAnswer<'/api/auth/verify/resend', 'post'>> {
  return dataOf(apiWithoutSessionCheck.POST('/api/auth/verify/resend', { body: { email } }));
}

export function useResendVerification() {
  return useSWRMutation(resendVerificationKey, (_key: string, { arg }: { arg: string }) => resendVerification(arg));
}
