import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** POST /api/admin/resend-verification-code/{id}: e-mails the unverified user a new code. */
export function resendVerificationCode(
  id: string,
): Promise<ApiAnswer<'/api/admin/resend-verification-code/{id}', 'post'>> {
  return dataOf(api.POST('/api/admin/resend-verification-code/{id}', { params: { path: { id } } }));
}
