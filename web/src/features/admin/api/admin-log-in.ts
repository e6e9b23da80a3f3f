import { type ApiBody, apiWithoutSessionCheck, dataOf } from '@/shared/api/typed-client';
import type { SessionTokenResponse } from '@/shared/session/session-slice';

/** POST /api/auth/admin/login: sign-in step 2, the e-mailed code; sets the auth cookie. */
export function adminLogIn(input: ApiBody<'/api/auth/admin/login', 'post'>): Promise<SessionTokenResponse> {
  return dataOf(apiWithoutSessionCheck.POST('/api/auth/admin/login', { body: input }));
}
