import {
  MODERATION_REASON_MAX_LENGTH,
  type ReviewReportReason,
  reviewReportMessages,
  reviewReportReasonLabels,
} from '@localpros/contracts/rules';
import { Alert, App, Button, Form, Input, Radio, Space, Spin } from 'antd';
import { useState } from 'react';
import { isApiError, unexpectedErrorMessage } from '@/shared/api/api-error';
import { messageOf, toFormFieldErrors } from '@/shared/lib/form-field-errors';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import type { Review } from '@/shared/types/review';
import { useMyReviewReports, useReportReview } from '../api/review-reports';
import { detailsLabel, reportOutcome, reportProblems } from '../lib/review-report-rules';

interface ReportFields {
  reason?: ReviewReportReason;
  details?: string;
}

const reasonOptions = Object.entries(reviewReportReasonLabels).map(([value, label]) => ({ value, label }));

/**
 * Report a review to LocalPros (the reviewed business, from its completed job): a reason from the
 * list, details for "Something else"; then the report's outcome in its place.
 */
export function ReportReview({ review }: { review: Review }) {
  const { data, error, isLoading, mutate } = useMyReviewReports();
  useLoggedError(error, 'Loading review reports failed');
  const [open, setOpen] = useState(false);
  const latest = data?.reports.find((report) => report.reviewId === review.id);

  if (isLoading) {
    return (
      <div role="status">
        <Spin size="small" /> Checking your reports
      </div>
    );
  }
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load your reports of this review"
        action={
          <Button size="small" onClick={() => void mutate()}>
            Try again
          </Button>
        }
      />
    );
  }
  const outcome = latest ? <p className="lp-review-report__outcome">{reportOutcome(latest)}</p> : null;
  if (review.hidden || latest?.status === 'open') return outcome;
  return (
    <div className="lp-review-report">
      {outcome}
      {open ? (
        <ReportForm reviewId={review.id} onDone={() => setOpen(false)} />
      ) : (
        <Button onClick={() => setOpen(true)}>Report this review</Button>
      )}
    </div>
  );
}

function ReportForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<ReportFields>();
  const report = useReportReview();
  const reason = Form.useWatch('reason', form);

  const submit = async (values: ReportFields) => {
    if (!values.reason) return;
    try {
      await report.trigger({ reviewId, body: { reason: values.reason, details: (values.details ?? '').trim() } });
      notification.success({ title: 'Report sent to LocalPros' });
      onDone();
    } catch (error) {
      if (isApiError(error)) form.setFields(toFormFieldErrors(error.fieldErrors, ['reason', 'details'] as const));
      notification.error({ title: messageOf(error, unexpectedErrorMessage) });
    }
  };

  return (
    <Form<ReportFields>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      aria-label="Report this review"
      className="lp-review-report__form"
    >
      <Form.Item
        label="Why are you reporting this review?"
        name="reason"
        rules={[{ required: true, message: reviewReportMessages.reasonRequired }]}
      >
        <Radio.Group options={reasonOptions} className="lp-review-report__reasons" />
      </Form.Item>
      <Form.Item
        label={detailsLabel(reason)}
        name="details"
        rules={[
          // Read at validation time: the watched reason may not have re-rendered yet.
          ({ getFieldValue }) => ({
            validator: async (_, value?: string) => {
              const problem = reportProblems(getFieldValue('reason') ?? '', value ?? '').details;
              if (problem) throw new Error(problem);
            },
          }),
        ]}
      >
        <Input.TextArea rows={3} maxLength={MODERATION_REASON_MAX_LENGTH} showCount />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={report.isMutating}>
          Send report
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Space>
    </Form>
  );
}
