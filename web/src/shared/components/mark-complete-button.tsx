import { App } from 'antd';
import { unexpectedErrorMessage } from '@/shared/api/api-error';
import { useMarkJobComplete } from '@/shared/api/update-job-status';
import { messageOf } from '@/shared/lib/form-field-errors';
import { ConfirmButton } from './confirm-button';

export const markCompleteTexts = {
  confirm: 'Are you sure you want to mark this job as complete?',
  done: 'Job marked as complete',
} as const;

/** Mark as Complete behind a confirm; the customer and the job's business both use it (spec §4). */
export function MarkCompleteButton({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const { notification } = App.useApp();
  const complete = useMarkJobComplete();

  const markComplete = async () => {
    try {
      await complete.trigger(jobId);
      notification.success({ title: markCompleteTexts.done });
    } catch (error) {
      notification.error({ title: messageOf(error, unexpectedErrorMessage) });
    }
  };

  return (
    <ConfirmButton
      type="primary"
      aria-label={`Mark as Complete: ${jobTitle}`}
      confirmTitle={markCompleteTexts.confirm}
      okText="Mark as Complete"
      onConfirm={markComplete}
    >
      Mark as Complete
    </ConfirmButton>
  );
}
