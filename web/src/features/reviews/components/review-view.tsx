import { Stars } from '@/shared/components/stars';
import { timeAgo } from '@/shared/lib/dates';
import type { Review } from '@/shared/types/review';
import { ReviewModerationNote } from './review-moderation-note';
import './reviews.css';

/**
 * One review: stars, text, who wrote it and when, the business's reply if there is one, and (to its
 * parties) LocalPros's last hide or restore with the reason.
 * Plain HTML (no antd): the public profile shows it to visitors, and the antd pages reuse it.
 */
export function ReviewView({ review, showJob = false }: { review: Review; showJob?: boolean }) {
  return (
    <article className="lp-review" aria-label={`Review by ${review.user.name}`}>
      <Stars value={review.rating} />
      <p className="lp-review__text">{review.text}</p>
      <p className="lp-review__by">
        {review.user.name} · {timeAgo(review.createdAt)}
        {showJob ? ` · ${review.job.service.name}` : null}
      </p>
      {review.reply === null ? null : (
        <div className="lp-review__reply">
          <p className="lp-review__reply-title">Reply from the business</p>
          <p className="lp-review__text">{review.reply}</p>
        </div>
      )}
      <ReviewModerationNote review={review} />
    </article>
  );
}
