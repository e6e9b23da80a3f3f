import { Button, Rate, Tag } from 'antd';
import { useState } from 'react';
import { formatUkDate } from '@/shared/lib/dates';
import { type AdminReview, useAdminReviews } from '../api/get-admin-reviews';
import { moderateReview } from '../api/moderate-review';
import { useAdminAction } from '../lib/use-admin-action';
import { useReloadList } from '../lib/use-reload-list';
import { type AdminColumn, AdminList } from './admin-list';
import { ModerationReasonModal } from './moderation-reason-modal';

/** Every review with its job and both parties; hide or restore with a reason (both parties see it). */
export function ReviewsTable() {
  const [moderating, setModerating] = useState<AdminReview | null>(null);
  const columns: AdminColumn<AdminReview>[] = [
    { key: 'job', title: 'Job', render: (r) => `${r.jobNumber} ${r.jobTitle}` },
    { key: 'business', title: 'Business', render: (r) => r.business.name },
    { key: 'customer', title: 'Customer', render: (r) => r.customer.name },
    {
      key: 'rating',
      title: 'Rating',
      render: (r) => <Rate disabled value={r.rating} aria-label={`${r.rating} out of 5`} />,
    },
    { key: 'comment', title: 'Comment', render: (r) => r.comment },
    { key: 'created', title: 'Created', render: (r) => formatUkDate(r.createdAt) },
    {
      key: 'visibility',
      title: 'Visibility',
      render: (r) => (
        <>
          {r.hidden ? <Tag>Hidden</Tag> : <Tag color="green">Shown</Tag>}
          {r.moderations.length > 0 ? (
            // The history both parties see: each hide and restore with its reason (who: the audit log).
            <ul className="lp-admin-review-history" aria-label="Moderation history">
              {r.moderations.map((m) => (
                <li key={`${m.at}-${m.action}`}>
                  {m.action === 'hidden' ? 'Hidden' : 'Restored'} {formatUkDate(m.at)}: {m.reason}
                </li>
              ))}
            </ul>
          ) : r.hiddenReason ? (
            <div>{r.hiddenReason}</div>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (r) => (
        <Button size="small" onClick={() => setModerating(r)}>
          {r.hidden ? 'Restore' : 'Hide'}
        </Button>
      ),
    },
  ];
  return (
    <>
      <AdminList
        name="Reviews"
        columns={columns}
        useList={useAdminReviews}
        select={(data) => ({ rows: data.reviews, total: data.count })}
        rowKey={(r) => r.id}
        loadingText="Getting Reviews..."
        emptyText="No Reviews Found"
      />
      <ModerateReviewModal review={moderating} onClose={() => setModerating(null)} />
    </>
  );
}

function ModerateReviewModal({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  const run = useAdminAction();
  const reload = useReloadList('/admin/reviews');
  const hiding = review ? !review.hidden : true;
  return (
    <ModerationReasonModal
      open={review !== null}
      title={hiding ? 'Hide review' : 'Restore review'}
      okText={hiding ? 'Hide' : 'Restore'}
      intro={<p>The business and the customer both see this reason beside the review, and are e-mailed it.</p>}
      onSubmit={(reason) =>
        review
          ? run(() => moderateReview(review.id, { hidden: hiding, reason }), {
              success: hiding ? 'Review hidden' : 'Review restored',
              reload,
            })
          : Promise.resolve(false)
      }
      onClose={onClose}
    />
  );
}
