import { Button, Empty, Modal } from 'antd';
import { useState } from 'react';
import type { Job } from '@/shared/types/job';
import { reviewTexts } from '../lib/review-form-rules';
import { ReplyForm } from './reply-form';
import { ReportReview } from './report-review';
import { ReviewView } from './review-view';

/**
 * See Reviews on a business's finished job: the customer's review (with LocalPros's decision if it
 * hid or restored it), a reply form until it has replied, and reporting it to LocalPros.
 */
export function JobReviewsButton({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  if (job.status !== 'finished') return null;
  const review = job.reviews[0];

  return (
    <>
      <Button aria-label={`See Reviews for ${job.title}`} onClick={() => setOpen(true)}>
        See Reviews
      </Button>
      <Modal open={open} title={`Review of ${job.title}`} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {review ? (
          <>
            <ReviewView review={review} />
            {review.reply === null && !review.hidden ? <ReplyForm reviewId={review.id} /> : null}
            <ReportReview review={review} />
          </>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={reviewTexts.noReviewYet} />
        )}
      </Modal>
    </>
  );
}
