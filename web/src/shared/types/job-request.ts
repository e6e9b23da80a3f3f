import type { TargetJobDone } from '@/shared/lib/job-rules';

/*
 * What the job wizards send: /post-a-job (features/post-job) and Admin → Post Job
 * (features/admin) ask the same questions, each posting to its own endpoint.
 */

/** Steps 1 and 2 as POST /api/job takes them. */
export interface JobRequest {
  category_id: string;
  service_id: string;
  location: string;
  job_type: 'residential' | 'commercial';
  title: string;
  description: string;
  target_job_done: TargetJobDone;
  /** yyyy-MM-dd with specificDate, else ''. */
  specificJobDoneDatetime: string;
}

/** Step 3: the visitor's new customer account. */
export interface RegistrationFields {
  fullName: string;
  email: string;
  mobile_number: string;
  password: string;
  passwordConfirm: string;
}
