import { apiRequest } from '@/shared/api/api-client';
import type { JobRequest, RegistrationFields } from '@/shared/types/job-request';

/** The customer chooses a password from the welcome e-mail, so the admin sends none. */
export type AdminJobRequest = JobRequest &
  Omit<RegistrationFields, 'password' | 'passwordConfirm'> & {
    rate_type: 'hourly' | 'daily' | 'flat';
    type: 'premium';
    /** Business ids who get the job as a lead even outside the radius. */
    providers: string[];
  };

/** POST /api/admin/jobs: registers a verified customer (welcome e-mail) and posts the job for them. */
export function postJobForCustomer(input: AdminJobRequest): Promise<{ message: string }> {
  return apiRequest('/admin/jobs', { method: 'POST', body: input });
}
