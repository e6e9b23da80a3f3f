import type { ApiAnswer } from '@/shared/api/typed-client';
import type { Job } from '@/shared/types/job';
import type { Review } from '@/shared/types/review';

type ReviewReport = ApiAnswer<'/api/review-reports', 'get'>['reports'][number];

/** A job as GET /api/jobs answers it; active, without quotes, unless overridden. */
export function testJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-1',
    jobNumber: 'J-000001',
    title: 'Office clean after refit',
    description: 'Two floors',
    status: 'active',
    type: 'premium',
    job_type: 'commercial',
    target_job_done: 'specificDate',
    targetCompletionDatetime: '2030-05-04',
    service: { id: 'svc-office', name: 'Office cleaning' },
    category_id: 'cat-cleaning',
    location: 'EC1',
    createdAt: '2026-11-20T10:00:00Z',
    live: true,
    quotesCount: 0,
    business: null,
    cost: null,
    currency: null,
    rate_type: null,
    user: { name: 'Ann S.', avatar: null, mobile_number: '' },
    reviews: [],
    acceptedAt: null,
    finishedAt: null,
    cancelledAt: null,
    responses: { taken: 1, cap: 5, closed: false },
    ...overrides,
  };
}

/** A job a business is doing (or did) for Ann S. at £45 an hour. */
export function testWonJob(overrides: Partial<Job> = {}): Job {
  return testJob({
    status: 'in_progress',
    business: { id: 'biz-1', userName: 'Sparkle & Co', logo: null },
    cost: 45,
    currency: 'GBP',
    rate_type: 'hourly',
    acceptedAt: '2026-11-21T10:00:00Z',
    ...overrides,
  });
}

export function testReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'rev-1',
    jobId: 'job-1',
    rating: 4,
    text: 'Spotless, and on time.',
    reply: null,
    createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    repliedAt: null,
    user: { name: 'Ann S.' },
    job: { title: 'Office clean after refit', service: { name: 'Office cleaning' } },
    hidden: false,
    moderations: [],
    ...overrides,
  };
}

/** The user's report of a review, as GET /api/review-reports answers it. */
export function testReviewReport(overrides: Partial<ReviewReport> = {}): ReviewReport {
  return {
    id: 'rep-1',
    reviewId: 'rev-1',
    reason: 'offensive',
    details: '',
    status: 'open',
    outcomeReason: null,
    createdAt: '2026-11-28T09:00:00Z',
    resolvedAt: null,
    ...overrides,
  };
}

/**
 * GET /api/review-reports and POST /api/review/rev-1/report on one list: a report sent is then
 * listed, open.
 */
export function reviewReportsApi() {
  const reports: ReviewReport[] = [];
  return {
    'GET /api/review-reports': () => ({ body: { reports } }),
    'POST /api/review/rev-1/report': ({ body }: { body: unknown }) => {
      const report = testReviewReport(body as Partial<ReviewReport>);
      reports.push(report);
      return { status: 201, body: { report } };
    },
  };
}
