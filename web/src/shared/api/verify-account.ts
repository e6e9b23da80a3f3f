import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, apiWithoutSessionCheck, dataOf } from './typed-client';

export const verifyAccountKey = '/auth/verify';

/** The texts shown after an account verification (spec section 8). */
export const verificationToasts = {
  success: 'Account verification successful',
  /** The red toast reads "Error, " and the server's message. */
  errorPrefix: 'Error, ',
} as const;

/** POST /api/auth/verify/{code}: verifies a new account; answers [] on success. */
export function verifyAccount(code: string): Promise<ApiAnswer<'/api/auth/verify/{code}', 'post'>> {
  return dataOf(apiWithoutSessionCheck.POST('/api/auth/verify/{code}', { params: { path: { code } } }));
}

export function useVerifyAccount() {
  return useSWRMutation(verifyAccountKey, (_key: string, { arg }: { arg: string }) => verifyAccount(arg));
}
