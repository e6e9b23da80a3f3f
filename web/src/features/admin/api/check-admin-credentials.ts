import { type ApiAnswer, type ApiBody, apiWithoutSessionCheck, dataOf } from '@/shared/api/typed-client';

/** POST /api/auth/admin/credentials/check: sign-in step 1; right credentials e-mail a code. */
export function checkAdminCredentials(
  input: ApiBody<'/api/auth/admin/credentials/check', 'post'>,
): Promise<ApiAnswer<'/api/auth/admin/credentials/check', 'post'>> {
  return dataOf(apiWithoutSessionCheck.POST('/api/auth/admin/credentials/check', { body: input }));
}
