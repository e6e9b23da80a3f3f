import { App, Typography } from 'antd';
import type { ReactNode } from 'react';
import { unexpectedErrorMessage } from '@/shared/api/api-error';
import { ConfirmButton } from '@/shared/components/confirm-button';
import { JobCard } from '@/shared/components/job-card';
import { JobFacts } from '@/shared/components/job-facts';
import { timeAgo } from '@/shared/lib/dates';
import { messageOf } from '@/shared/lib/form-field-errors';
import { bidText } from '@/shared/lib/money';
import { useCancelQuote } from '../api/cancel-quote';
import type { Quote } from '../api/get-quotes';
import { QuoteStatus } from './quote-status';

export const quoteTexts = {
  cancelConfirm: 'Are you sure you want to cancel this quote?',
  cancelled: 'Quote cancelled',
} as const;

/** One sent quote: the job, the bid and its state; Cancel Quote while it is pending. */
export function QuoteCard({ quote, conversations }: { quote: Quote; conversations?: ReactNode }) {
  const { notification } = App.useApp();
  const cancel = useCancelQuote();
  // The API answers job: null when the quote's job no longer exists (e.g. an admin deleted it).
  const title = quote.job?.title ?? 'Job no longer listed';

  const cancelQuote = async () => {
    try {
      await cancel.trigger(quote.id);
      notification.success({ title: quoteTexts.cancelled });
    } catch (error) {
      notification.error({ title: messageOf(error, unexpectedErrorMessage) });
    }
  };

  return (
    <JobCard
      id={quote.id}
      title={title}
      meta={
        <>
          <QuoteStatus status={quote.status} declineReason={quote.declineReason} />
          <Typography.Text type="secondary">Quoted {timeAgo(quote.createdAt)}</Typography.Text>
        </>
      }
    >
      {quote.job ? (
        <JobFacts
          job={quote.job}
          leading={[
            { key: 'poster', label: 'Posted by', children: quote.user.name },
            { key: 'cost', label: 'Your quote', children: bidText(quote.cost, quote.rate_type) },
          ]}
        />
      ) : null}
      {conversations ? <div className="lp-job-card__actions">{conversations}</div> : null}
      {quote.status === 'pending' ? (
        <div className="lp-job-card__actions">
          <ConfirmButton
            danger
            aria-label={`Cancel Quote for ${title}`}
            confirmTitle={quoteTexts.cancelConfirm}
            okText="Cancel Quote"
            cancelText="Keep Quote"
            onConfirm={cancelQuote}
          >
            Cancel Quote
          </ConfirmButton>
        </div>
      ) : null}
    </JobCard>
  );
}
