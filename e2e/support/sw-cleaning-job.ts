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
