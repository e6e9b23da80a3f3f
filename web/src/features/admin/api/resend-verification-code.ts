import { apiRequest } from '@/shared/api/api-client';

/** POST /api/admin/resend-verification-code/{id}: e-mails the unverified user a new code. */
export function resendVerificationCode(id: string): Promise<{ message: string }> {
  return apiRequest(`/admin/resend-verification-code/${encodeURIComponent(id)}`, { method: 'POST' });
}
