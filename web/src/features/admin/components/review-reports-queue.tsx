import { reviewReportReasonLabels } from '@localpros/contracts/rules';
import { Rate } from 'antd';
import { formatUkDate } from '@/shared/lib/dates';
import { type AdminReviewReport, resolveReviewReport, useAdminReviewReports } from '../api/review-reports';
import { useReloadList } from '../lib/use-reload-list';
import type { AdminColumn } from './admin-list';
import { type ReportOutcome, ReportsQueue } from './reports-queue';

const columns: AdminColumn<AdminReviewReport>[] = [
  { key: 'reported', title: 'Reported', render: (r) => formatUkDate(r.createdAt) },
  {
    key: 'reporter',
    title: 'By',
    render: (r) => (r.reporter.isReviewedBusiness ? `${r.reporter.name} (the business reviewed)` : r.reporter.name),
  },
  {
    key: 'reason',
    title: 'Reason',
    render: (r) => (
      <>
        {reviewReportReasonLabels[r.reason]}
        {r.details ? <div>“{r.details}”</div> : null}
      </>
    ),
  },
  { key: 'job', title: 'Job', render: (r) => `${r.review.jobNumber} ${r.review.jobTitle}` },
  { key: 'business', title: 'Business', render: (r) => r.review.business.name },
  {
    key: 'review',
    title: 'Review',
    render: (r) => (
      <>
        <Rate disabled value={r.review.rating} aria-label={`${r.review.rating} out of 5`} />
        <div>{r.review.comment}</div>
        <div>by {r.review.customer.name}</div>
      </>
    ),
  },
];

const outcomes = [
  {
    value: 'hide',
    label: 'Hide review',
    title: 'Hide the reported review',
    intro: (
      <p>
        The review leaves the public page and the rating. The business, the customer and everyone who reported it see
        this reason.
      </p>
    ),
    success: 'Review hidden',
    danger: true,
  },
  {
    value: 'dismiss',
    label: 'Dismiss report',
    title: 'Dismiss the report',
    intro: <p>The review stays published. Whoever reported it sees this reason.</p>,
    success: 'Report dismissed',
  },
] as const satisfies readonly [ReportOutcome<'hide' | 'dismiss'>, ReportOutcome<'hide' | 'dismiss'>];

/** Admin → Reports → Reported reviews: the open reports, oldest first; hide the review or dismiss the report, with a reason. */
export function ReviewReportsQueue() {
  const reloadReports = useReloadList('/admin/review-reports');
  const reloadReviews = useReloadList('/admin/reviews');
  return (
    <ReportsQueue
      name="Reported reviews"
      loadingText="Getting Reported Reviews..."
      emptyText="No reported reviews to check"
      useList={useAdminReviewReports}
      select={(data) => ({ rows: data.reports, total: data.count })}
      columns={columns}
      outcomes={outcomes}
      resolve={(report, outcome, reason) => resolveReviewReport(report.id, { outcome, reason })}
      reload={() => Promise.all([reloadReports(), reloadReviews()])}
    />
  );
}
