import { App, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { BankAccount, Card, Subscription } from '../../api/get-billing';
import { useRenewSubscription } from '../../api/renew-subscription';
import type { PaymentMethodInput } from '../../lib/payment-method';
import { PaymentMethodForm } from '../payment-method-form';
import { formatPence } from './billing-format';
import { billingTexts, billingToasts } from './billing-settings-texts';
import { PaymentFailure } from './payment-failure';
import { paymentMethodName } from './payment-method-summary';
import { useIdempotencyKey } from './use-idempotency-key';

export interface PayNowDialogProps {
  subscription: Subscription;
  card: Card | null;
  bankAccount: BankAccount | null;
  open: boolean;
  onClose: () => void;
}

/** Pays a past-due or lapsed subscription now, with the saved payment method or a new one (which is kept). */
export function PayNowDialog({ open, onClose, ...props }: PayNowDialogProps) {
  return (
    <Modal title={billingTexts.payNow} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <PayNow {...props} onDone={onClose} />
    </Modal>
  );
}

function PayNow({
  subscription,
  card,
  bankAccount,
  onDone,
}: Omit<PayNowDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const { notification } = App.useApp();
  const { trigger, isMutating } = useRenewSubscription();
  const idempotency = useIdempotencyKey();
  const [failure, setFailure] = useState<unknown>(null);
  const amount = formatPence(subscription.amount_pence);
  const saved = paymentMethodName(card, bankAccount);

  const pay = async (paymentMethod?: PaymentMethodInput) => {
    setFailure(null);
    try {
      await trigger({ paymentMethod, idempotencyKey: idempotency.key });
      idempotency.settle();
      notification.success({ title: billingToasts.paid });
      onDone();
    } catch (error) {
      idempotency.settle(error);
      setFailure(error);
      notification.error({ title: billingToasts.payFailed });
    }
  };

  return (
    <>
      <Typography.Paragraph>
        Pay {amount} now (VAT included) for a new month of {subscription.package_type}.
      </Typography.Paragraph>
      {saved ? (
        <>
          <Button type="primary" block loading={isMutating} onClick={() => pay()}>
            Pay {amount} with {saved}
          </Button>
          <Typography.Paragraph className="lp-billing-or">
            Or pay with a new card or Direct Debit, which replaces the saved one:
          </Typography.Paragraph>
        </>
      ) : null}
      <PaymentMethodForm submitText={`Pay ${amount}`} onSubmit={(method) => pay(method)} busy={isMutating} />
      <PaymentFailure error={failure} fallback={billingToasts.payFailed} />
    </>
  );
}
