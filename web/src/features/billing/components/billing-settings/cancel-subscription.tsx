import { App, Button } from 'antd';
import { ConfirmButton } from '@/shared/components/confirm-button';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useCancelSubscription } from '../../api/cancel-subscription';
import type { Subscription } from '../../api/get-billing';
import { useResumeSubscription } from '../../api/resume-subscription';
import { formatBillingDate } from './billing-format';
import { billingTexts, billingToasts } from './billing-settings-texts';

/** Cancel Subscription: confirmed, and effective at the end of the paid period. */
export function CancelSubscriptionButton({ subscription }: { subscription: Subscription }) {
  const { notification } = App.useApp();
  const { trigger } = useCancelSubscription();
  const endsOn = formatBillingDate(subscription.grace_ends_at ?? subscription.billing_next_date);

  const cancel = async () => {
    try {
      await trigger();
      notification.success({ title: billingToasts.cancelled, description: `Your leads stop on ${endsOn}.` });
    } catch (error) {
      notification.error({ title: billingToasts.cancelFailed, description: messageOf(error, '') || undefined });
    }
  };

  return (
    <ConfirmButton
      danger
      confirmTitle={billingTexts.cancelTitle}
      confirmText={`You keep your leads until ${endsOn}. You can resume until then.`}
      okText={billingTexts.cancelSubscription}
      cancelText={billingTexts.keepSubscription}
      onConfirm={cancel}
    >
      {billingTexts.cancelSubscription}
    </ConfirmButton>
  );
}

/** Undoes a cancellation until the paid period ends. */
export function ResumeSubscriptionButton() {
  const { notification } = App.useApp();
  const { trigger, isMutating } = useResumeSubscription();

  const resume = async () => {
    try {
      await trigger();
      notification.success({ title: billingToasts.resumed });
    } catch (error) {
      notification.error({ title: billingToasts.resumeFailed, description: messageOf(error, '') || undefined });
    }
  };

  return (
    <Button type="primary" loading={isMutating} onClick={resume}>
      {billingTexts.resumeSubscription}
    </Button>
  );
}
