import {
  MODERATION_REASON_MAX_LENGTH,
  type ReviewReportReason,
  reviewReportReasonLabels,
} from '@localpros/contracts/rules';
import { type FormEvent, useId, useState } from 'react';
import { isApiError, unexpectedErrorMessage } from '@/shared/api/api-error';
import { messageOf } from '@/shared/lib/form-field-errors';
import type { Review } from '@/shared/types/review';
import { type ReviewReport, useReportReview } from '../api/review-reports';
import { detailsLabel, reportOutcome, reportProblems } from '../lib/review-report-rules';

const reasons = Object.entries(reviewReportReasonLabels) as [ReviewReportReason, string][];

interface Problems {
  reason?: string;
  details?: string;
  form?: string;
}

/**
 * Report a published review from the business's public page, for a signed-in customer or business:
 * plain HTML like the page (no antd). Its latest open report stands in its place.
 */
export function LightReportReview({ review, latest }: { review: Review; latest: ReviewReport | undefined }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReviewReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const report = useReportReview();

  if (latest?.status === 'open') {
    return <p className="lp-review-report__outcome">{reportOutcome(latest)}</p>;
  }
  if (!open) {
    return (
      <button type="button" className="lp-button lp-review-report__open" onClick={() => setOpen(true)}>
        Report this review
      </button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reportProblems(reason, details);
    setProblems(found);
    if (found.reason || found.details || !reason) return;
    try {
      await report.trigger({ reviewId: review.id, body: { reason, details: details.trim() } });
      setOpen(false);
    } catch (error) {
      const field = (name: string) =>
        isApiError(error) ? error.fieldErrors.find((e) => e.path.endsWith(name))?.message : undefined;
      setProblems({
        reason: field('reason'),
        details: field('details'),
        form: messageOf(error, unexpectedErrorMessage),
      });
    }
  };

  return (
    <form
      className="lp-review-report__light"
      aria-label={`Report the review by ${review.user.name}`}
      onSubmit={submit}
      noValidate
    >
      <fieldset aria-describedby={problems.reason ? `${id}-reason` : undefined} aria-invalid={Boolean(problems.reason)}>
        <legend>Why are you reporting this review?</legend>
        {reasons.map(([value, label]) => (
          <label key={value} className="lp-review-report__reason">
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {problems.reason ? (
        <p id={`${id}-reason`} className="lp-review-report__problem">
          {problems.reason}
        </p>
      ) : null}
      <label htmlFor={`${id}-details`}>{detailsLabel(reason)}</label>
      <textarea
        id={`${id}-details`}
        rows={3}
        maxLength={MODERATION_REASON_MAX_LENGTH}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        aria-invalid={Boolean(problems.details)}
        aria-describedby={problems.details ? `${id}-details-problem` : undefined}
      />
      {problems.details ? (
        <p id={`${id}-details-problem`} className="lp-review-report__problem">
          {problems.details}
        </p>
      ) : null}
      {problems.form ? (
        <p className="lp-review-report__problem" role="alert">
          {problems.form}
        </p>
      ) : null}
      <div className="lp-review-report__actions">
        <button type="submit" className="lp-button lp-button--primary" disabled={report.isMutating}>
          Send report
        </button>
        <button type="button" className="lp-button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
