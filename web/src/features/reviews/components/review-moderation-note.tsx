import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { formatUkDate } from '@/shared/lib/dates';
import type { Review } from '@/shared/types/review';

/**
 * What LocalPros last did to a review and why, for its customer and its business (the public list
 * has published reviews only, with no history): "Hidden by LocalPros: <reason>".
 */
export function ReviewModerationNote({ review }: { review: Review }) {
  const last = review.moderations.at(-1);
  if (!review.hidden && !last) return null;
  const title = review.hidden ? `Hidden by ${company.name}` : `Shown again by ${company.name}`;
  return (
    <div className="lp-review__moderation">
      <p className="lp-review__moderation-title">
        {title}
        {last?.reason ? `: ${last.reason}` : null}
      </p>
      <p className="lp-review__moderation-detail">
        {review.hidden
          ? "Not shown on the business's public page and not counted in its rating."
          : "Shown on the business's public page and counted in its rating."}
        {last?.at ? ` Decided on ${formatUkDate(last.at)}.` : null}{' '}
        <Link to={paths.reviewPolicy}>How we handle reviews</Link>
      </p>
    </div>
  );
}
