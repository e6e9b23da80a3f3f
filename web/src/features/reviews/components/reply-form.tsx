import { REVIEW_MAX_LENGTH } from '@localpros/contracts/rules';
import { App, Button, Form, Input } from 'antd';
import { isApiError, unexpectedErrorMessage } from '@/shared/api/api-error';
import { messageOf, toFormFieldErrors } from '@/shared/lib/form-field-errors';
import { useReplyToReview } from '../api/reply-to-review';
import { reviewRules, reviewTexts } from '../lib/review-form-rules';

/** The business's one reply to a review; the form goes once the reply is posted (the review then has it). */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const reply = useReplyToReview();

  const submit = async (values: { reply: string }) => {
    try {
      await reply.trigger({ reviewId, reply: values.reply.trim() });
      notification.success({ title: reviewTexts.replied });
    } catch (error) {
      if (isApiError(error)) form.setFields(toFormFieldErrors(error.fieldErrors, ['reply'] as const));
      notification.error({ title: messageOf(error, unexpectedErrorMessage) });
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} aria-label="Reply to the review">
      <Form.Item label="Your reply" name="reply" rules={reviewRules.reply}>
        <Input.TextArea rows={3} maxLength={REVIEW_MAX_LENGTH} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isMutating}>
        Post Reply
      </Button>
    </Form>
  );
}
