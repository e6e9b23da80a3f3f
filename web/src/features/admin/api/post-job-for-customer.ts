import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

/**
 * The job and the customer's details; the customer chooses a password from the welcome e-mail,
 * so the admin sends none. `providers`: business ids who get the job as a lead even outside the radius.
 */
export type AdminJobRequest = ApiBody<'/api/admin/jobs', 'post'>;

/** POST /api/admin/jobs: registers a verified customer (welcome e-mail) and posts the job for them. */
export function postJobForCustomer(input: AdminJobRequest): Promise<ApiAnswer<'/api/admin/jobs', 'post'>> {
  return dataOf(api.POST('/api/admin/jobs', { body: input }));
}
