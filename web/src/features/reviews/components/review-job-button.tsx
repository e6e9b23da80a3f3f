import { REVIEW_MAX_LENGTH } from '@localpros/contracts/rules';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { isApiError, unexpectedErrorMessage } from '@/shared/api/api-error';
import { messageOf, toFormFieldErrors } from '@/shared/lib/form-field-errors';
import type { Job } from '@/shared/types/job';
import { type ReviewRequest, usePostReview } from '../api/post-review';
import { reviewRules, reviewTexts } from '../lib/review-form-rules';
import { RatingInput } from './rating-input';

const fields = ['rating', 'text'] as const;

/** Review Job: a dialog with the stars and a few words, posted once for a completed job. */
export function ReviewJobButton({ job }: { job: Job }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<ReviewRequest>();
  const [open, setOpen] = useState(false);
  const post = usePostReview();

  const submit = async (values: ReviewRequest) => {
    try {
      await post.trigger({ jobId: job.id, review: { rating: values.rating, text: values.text.trim() } });
      notification.success({ title: reviewTexts.posted });
      setOpen(false);
    } catch (error) {
      if (isApiError(error)) form.setFields(toFormFieldErrors(error.fieldErrors, fields));
      notification.error({ title: messageOf(error, unexpectedErrorMessage) });
    }
  };

  return (
    <>
      <Button type="primary" aria-label={`Review Job: ${job.title}`} onClick={() => setOpen(true)}>
        Review Job
      </Button>
      <Modal
        open={open}
        title={`Review ${job.title}`}
        okText="Post Review"
        onOk={() => form.submit()}
        confirmLoading={post.isMutating}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} aria-label="Review">
          <Form.Item label="Rating" name="rating" rules={reviewRules.rating}>
            <RatingInput />
          </Form.Item>
          <Form.Item label="Your review" name="text" rules={reviewRules.text}>
            <Input.TextArea rows={4} maxLength={REVIEW_MAX_LENGTH} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
