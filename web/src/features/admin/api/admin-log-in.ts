import { apiRequest } from '@/shared/api/api-client';
import type { SessionTokenResponse } from '@/shared/session/session-slice';

/** POST /api/auth/admin/login: sign-in step 2, the e-mailed code; sets the auth cookie. */
export function adminLogIn(input: { email: string; code: string }): Promise<SessionTokenResponse> {
  return apiRequest('/auth/admin/login', { method: 'POST', body: input, handleUnauthenticated: false });
}
