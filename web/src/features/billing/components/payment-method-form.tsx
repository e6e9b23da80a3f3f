import { Radio } from 'antd';
import { useState } from 'react';
import type { PaymentMethodInput, PaymentMethodType } from '../lib/payment-method';
import { CardDetailsForm } from './billing-settings/card-details-form';
import { DirectDebitForm } from './direct-debit-form';

export interface PaymentMethodFormProps {
  submitText: string;
  onSubmit: (paymentMethod: PaymentMethodInput) => Promise<void>;
  busy?: boolean;
}

/** How the business pays: a card, or a UK Direct Debit with its mandate confirmed. One form for every billing screen. */
export function PaymentMethodForm({ submitText, onSubmit, busy }: PaymentMethodFormProps) {
  const [type, setType] = useState<PaymentMethodType>('card');
  return (
    <div className="lp-payment-method-form">
      <Radio.Group
        aria-label="How to pay"
        optionType="button"
        buttonStyle="solid"
        value={type}
        onChange={(event) => setType(event.target.value)}
        options={[
          { value: 'card', label: 'Card' },
          { value: 'direct_debit', label: 'Direct Debit' },
        ]}
      />
      {type === 'card' ? (
        <CardDetailsForm submitText={submitText} onSubmit={onSubmit} busy={busy} />
      ) : (
        <DirectDebitForm submitText={submitText} onSubmit={onSubmit} busy={busy} />
      )}
    </div>
  );
}
