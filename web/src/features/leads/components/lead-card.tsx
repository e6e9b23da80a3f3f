import { App, Button, Card, InputNumber, Modal, Radio, Select, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { isApiError, isImpersonationRefused } from '@/shared/api/api-error';
import { cannotBeUndone } from '@/shared/components/confirm-button';
import { JobFacts } from '@/shared/components/job-facts';
import { timeAgo } from '@/shared/lib/dates';
import { messageOf } from '@/shared/lib/form-field-errors';
import { placesText } from '@/shared/lib/response-places';
import type { RateType } from '@/shared/types/job';
import { useDismissLead } from '../api/dismiss-lead';
import type { Lead } from '../api/get-leads';
import { useMarkInterested } from '../api/mark-interested';
import { useSendQuote } from '../api/send-quote';
import { ReportLeadModal } from './report-lead-modal';

export const leadTexts = {
  quoteConfirm: 'Are you sure you want to send this quote?',
  removeConfirm: 'Are you sure you want to remove this lead?',
  cannotBeUndone,
  quoteSent: 'Quote sent!',
  removed: 'Successfully removed!',
} as const;

const rateOptions: { value: RateType; label: string }[] = [
  { value: 'hourly', label: 'Hourly' },
  { value: 'daily', label: 'Daily' },
  { value: 'flat', label: 'Flat' },
];

type Reply = 'quote' | 'info';

export interface LeadCardProps {
  lead: Lead;
  /** Arrived while the Leads tab was open. */
  isNew?: boolean;
  /** The conversation with the customer, once the business marked interest (the messages feature draws it). */
  renderSendMessage?: (lead: Lead) => ReactNode;
}

/** One open lead: the job, interest, and a quote or removal, each behind a confirm. */
export function LeadCard({ lead, isNew = false, renderSendMessage }: LeadCardProps) {
  const { notification } = App.useApp();
  const interested = useMarkInterested();
  const dismiss = useDismissLead();
  const quote = useSendQuote();
  const [reply, setReply] = useState<Reply>('quote');
  const [cost, setCost] = useState<number | null>(null);
  const [rate, setRate] = useState<RateType | undefined>(undefined);
  const [confirming, setConfirming] = useState<'quote' | 'remove' | null>(null);
  const [reporting, setReporting] = useState(false);
  const titleId = `lead-${lead.id}-title`;
  const canQuote = reply === 'quote' && cost !== null && cost > 0 && rate !== undefined;

  const markInterested = async () => {
    try {
      await interested.trigger(lead.id);
    } catch (error) {
      // An admin acting as the business is told why, and so is a business too late for a place (409:
      // every place taken, or the customer found someone); otherwise (spec §8) not handled for the user.
      if (isImpersonationRefused(error) || (isApiError(error) && error.status === 409)) {
        notification.error({ title: error.message });
      } else console.error('Marking interest failed', error);
    }
  };

  const proceed = async () => {
    try {
      if (confirming === 'quote' && canQuote) {
        await quote.trigger({ leadId: lead.id, rate_type: rate, cost, currency: 'GBP', comments: 'Direct quote' });
        notification.success({ title: leadTexts.quoteSent });
      } else if (confirming === 'remove') {
        await dismiss.trigger(lead.id);
        notification.success({ title: leadTexts.removed });
      }
      setConfirming(null);
    } catch (error) {
      setConfirming(null);
      notification.error({ title: messageOf(error, 'Something went wrong, please try again later') });
    }
  };

  return (
    <Card className="lp-lead-card" aria-labelledby={titleId}>
      {/* Focusable from script: "Show new leads" takes the reader to the first one shown. */}
      <Typography.Title level={3} id={titleId} tabIndex={-1} className="lp-lead-card__title">
        {lead.job.title}
      </Typography.Title>
      <Space wrap size={[8, 4]} className="lp-lead-card__meta">
        {isNew ? <Tag color="green">New</Tag> : null}
        <Tag color={lead.job.type === 'premium' ? 'gold' : 'blue'}>{lead.job.type}</Tag>
        <Typography.Text type="secondary">{timeAgo(lead.createdAt)}</Typography.Text>
        <Typography.Text className="lp-lead-card__places">{placesText(lead.responses)}</Typography.Text>
        {lead.responses.hasPlace ? <Tag color="green">You have a place</Tag> : null}
      </Space>
      <JobFacts
        job={{ ...lead, job_type: lead.job.job_type }}
        location={lead.distanceKm === null ? lead.location : `${lead.location} (${lead.distanceKm} km away)`}
        leading={[
          { key: 'poster', label: 'Posted by', children: lead.user.name },
          {
            key: 'mobile',
            label: 'Mobile',
            children: (
              <>
                <span className={lead.is_interested ? undefined : 'lp-blurred'} data-testid="lead-mobile">
                  {lead.user.mobile_number}
                </span>
                {lead.is_interested ? null : (
                  <Typography.Text type="secondary"> (shown once you mark interest)</Typography.Text>
                )}
              </>
            ),
          },
        ]}
      />
      {lead.is_interested ? null : (
        <Button onClick={markInterested} loading={interested.isMutating} className="lp-lead-card__interested">
          Interested
        </Button>
      )}
      <Radio.Group
        value={reply}
        onChange={(event) => setReply(event.target.value as Reply)}
        aria-label="How to reply"
        className="lp-lead-card__reply"
        options={[
          { value: 'quote', label: 'Quote estimate' },
          { value: 'info', label: 'Ask for more info' },
        ]}
      />
      <Space wrap className="lp-lead-card__quote">
        <InputNumber<number>
          aria-label="Cost"
          prefix="£"
          min={0.01}
          max={1_000_000}
          precision={2}
          step={1}
          value={cost}
          onChange={(value) => setCost(value ?? null)}
          disabled={reply !== 'quote'}
        />
        <Select<RateType>
          aria-label="Rate"
          placeholder="Rate"
          options={rateOptions}
          value={rate}
          onChange={setRate}
          disabled={reply !== 'quote'}
          style={{ minWidth: 120 }}
        />
      </Space>
      <Space wrap className="lp-lead-card__actions">
        <Button danger onClick={() => setConfirming('remove')}>
          Not Interested
        </Button>
        <Button onClick={() => setReporting(true)}>Report lead</Button>
        {reply === 'quote' ? (
          <Button type="primary" disabled={!canQuote} onClick={() => setConfirming('quote')}>
            Send Quote
          </Button>
        ) : lead.is_interested && renderSendMessage ? (
          renderSendMessage(lead)
        ) : (
          // A conversation opens once the business has marked interest.
          <>
            <Button disabled aria-describedby={`lead-${lead.id}-message-hint`}>
              Send Message
            </Button>
            <Typography.Text type="secondary" id={`lead-${lead.id}-message-hint`}>
              Mark interest to message the customer
            </Typography.Text>
          </>
        )}
      </Space>
      <Modal
        open={confirming !== null}
        title={confirming === 'quote' ? leadTexts.quoteConfirm : leadTexts.removeConfirm}
        okText={confirming === 'quote' ? 'Quote' : 'Proceed'}
        onOk={proceed}
        confirmLoading={quote.isMutating || dismiss.isMutating}
        onCancel={() => setConfirming(null)}
      >
        <p>{leadTexts.cannotBeUndone}</p>
      </Modal>
      <ReportLeadModal
        leadId={lead.id}
        jobTitle={lead.job.title}
        open={reporting}
        onClose={() => setReporting(false)}
      />
    </Card>
  );
}
