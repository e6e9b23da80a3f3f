import { App, Modal } from 'antd';
import { useState } from 'react';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useUpdatePaymentMethod } from '../../api/update-payment-method';
import type { PaymentMethodInput } from '../../lib/payment-method';
import { PaymentMethodForm } from '../payment-method-form';
import { billingTexts, billingToasts } from './billing-settings-texts';
import { PaymentFailure } from './payment-failure';

export interface UpdatePaymentMethodDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Update Payment Method: a new card or Direct Debit for the renewals. */
export function UpdatePaymentMethodDialog({ open, onClose }: UpdatePaymentMethodDialogProps) {
  return (
    <Modal title={billingTexts.updatePaymentMethod} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <UpdatePaymentMethodForm onDone={onClose} />
    </Modal>
  );
}

function UpdatePaymentMethodForm({ onDone }: { onDone: () => void }) {
  const { notification } = App.useApp();
  const { trigger, isMutating } = useUpdatePaymentMethod();
  const [failure, setFailure] = useState<unknown>(null);

  const save = async (paymentMethod: PaymentMethodInput) => {
    setFailure(null);
    try {
      await trigger(paymentMethod);
      notification.success({ title: billingToasts.paymentMethodUpdated });
      onDone();
    } catch (error) {
      setFailure(error);
      notification.error({
        title: billingToasts.paymentMethodUpdateFailed,
        description: messageOf(error, '') || undefined,
      });
    }
  };

  return (
    <>
      <PaymentMethodForm submitText="Save payment method" onSubmit={save} busy={isMutating} />
      <PaymentFailure error={failure} fallback={billingToasts.paymentMethodUpdateFailed} />
    </>
  );
}
