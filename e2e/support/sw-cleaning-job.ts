import { referenceIds } from '@localpros/contracts';

export const CLEANING = referenceIds.workCategory('Cleaning');
export const DOMESTIC_CLEANING = referenceIds.workService('Cleaning', 'Domestic cleaning');

/**
 * The body of POST /api/job for a flexible, residential Domestic cleaning job in SW: the demo
 * businesses (and the suites' own near businesses) work there, so it becomes their lead.
 */
export function swCleaningJob(title: string, description = 'Two-bedroom flat, kitchen and bathroom') {
  return {
    category_id: CLEANING,
    service_id: DOMESTIC_CLEANING,
    location: 'SW',
    job_type: 'residential',
    title,
    description,
    target_job_done: 'flexible',
    specificJobDoneDatetime: '',
  };
}

/**
 * The body of POST /api/admin/jobs: a premium commercial Domestic cleaning job in SW that an admin
 * posts for a new customer (its account made with it), offered to these businesses.
 */
export function adminPostedSwJob(job: {
  fullName: string;
  email: string;
  mobile: string;
  title: string;
  businesses: string[];
}) {
  return {
    fullName: job.fullName,
    email: job.email,
    mobile_number: job.mobile,
    password: 'Sunny-Days-42',
    passwordConfirm: 'Sunny-Days-42',
    title: job.title,
    description: 'Vinyl floor, about 50 m²',
    category_id: CLEANING,
    service_id: DOMESTIC_CLEANING,
    location: 'SW',
    job_type: 'commercial',
    rate_type: 'hourly',
    specificJobDoneDatetime: '',
    target_job_done: 'flexible',
    type: 'premium',
    businesses: job.businesses,
  };
}
