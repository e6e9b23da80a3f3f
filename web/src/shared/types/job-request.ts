import type { ApiBody } from '@/shared/api/typed-client';

/*
 * What the job wizards send: /post-a-job (features/post-job) and Admin → Post Job
 * (features/admin) ask the same questions, each posting to its own endpoint.
 */

/** Steps 1 and 2 as POST /api/job takes them (specificJobDoneDatetime: yyyy-MM-dd with specificDate, else ''). */
export type JobRequest = ApiBody<'/api/job', 'post'>;

/** Step 3: the visitor's new customer account (the fields POST /api/job/register adds to the job's). */
export type RegistrationFields = Omit<ApiBody<'/api/job/register', 'post'>, keyof JobRequest>;
