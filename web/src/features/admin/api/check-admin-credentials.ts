import { apiRequest } from '@/shared/api/api-client';

/** POST /api/auth/admin/credentials/check: sign-in step 1; right credentials e-mail a code. */
export function checkAdminCredentials(input: { email: string; password: string }): Promise<{ message: string }> {
  return apiRequest('/auth/admin/credentials/check', { method: 'POST', body: input, handleUnauthenticated: false });
}
