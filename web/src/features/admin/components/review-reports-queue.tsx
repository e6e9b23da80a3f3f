import { moderationMessages, reviewReportReasonLabels } from '@localpros/contracts/rules';
import { Button, Rate, Space } from 'antd';
import { useState } from 'react';
import { formatUkDate } from '@/shared/lib/dates';
import { type AdminReviewReport, resolveReviewReport, useAdminReviewReports } from '../api/review-reports';
import { useAdminAction } from '../lib/use-admin-action';
import { useReloadList } from '../lib/use-reload-list';
import { type AdminColumn, AdminList } from './admin-list';
import { ModerationReasonModal } from './moderation-reason-modal';

type Decision = { report: AdminReviewReport; outcome: 'hide' | 'dismiss' };

/** Admin → Reports → Reported reviews: the open reports, oldest first; hide the review or dismiss the report, with a reason. */
export function ReviewReportsQueue() {
  const [deciding, setDeciding] = useState<Decision | null>(null);
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
    {
      key: 'actions',
      title: 'Actions',
      render: (r) => (
        <Space wrap>
          <Button size="small" danger onClick={() => setDeciding({ report: r, outcome: 'hide' })}>
            Hide review
          </Button>
          <Button size="small" onClick={() => setDeciding({ report: r, outcome: 'dismiss' })}>
            Dismiss report
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <AdminList
        name="Reported reviews"
        columns={columns}
        useList={useAdminReviewReports}
        select={(data) => ({ rows: data.reports, total: data.count })}
        rowKey={(r) => r.id}
        loadingText="Getting Reported Reviews..."
        emptyText="No reported reviews to check"
      />
      <DecisionModal decision={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}

function DecisionModal({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const run = useAdminAction();
  const reloadReports = useReloadList('/admin/review-reports');
  const reloadReviews = useReloadList('/admin/reviews');
  const hiding = decision?.outcome !== 'dismiss';
  return (
    <ModerationReasonModal
      open={decision !== null}
      title={hiding ? 'Hide the reported review' : 'Dismiss the report'}
      okText={hiding ? 'Hide review' : 'Dismiss report'}
      required={moderationMessages.outcomeReasonRequired}
      intro={
        <p>
          {hiding
            ? 'The review leaves the public page and the rating. The business, the customer and everyone who reported it see this reason.'
            : 'The review stays published. Whoever reported it sees this reason.'}
        </p>
      }
      onSubmit={(reason) =>
        decision
          ? run(() => resolveReviewReport(decision.report.id, { outcome: decision.outcome, reason }), {
              success: hiding ? 'Review hidden' : 'Report dismissed',
              reload: () => Promise.all([reloadReports(), reloadReviews()]),
            })
          : Promise.resolve(false)
      }
      onClose={onClose}
    />
  );
}
