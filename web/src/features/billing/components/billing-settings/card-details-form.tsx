import { Button, Form, Input } from 'antd';
import {
  type CardFields,
  cardHasExpired,
  isValidCardNumber,
  isValidPostcode,
  paymentMethodMessages as messages,
  type PaymentMethodInput,
  parseExpMonth,
  parseExpYear,
  toCardInput,
} from '../../lib/payment-method';

export interface CardDetailsFormProps {
  submitText: string;
  onSubmit: (paymentMethod: PaymentMethodInput) => Promise<void>;
  busy?: boolean;
}

/**
 * A new card for Settings → Billing (Update Payment Method, Pay now): checked as typed with the
 * rules the server applies again. Card numbers never leave this form except in the request.
 */
export function CardDetailsForm({ submitText, onSubmit, busy }: CardDetailsFormProps) {
  const [form] = Form.useForm<CardFields>();

  const expiryRule = () => ({
    validator: async () => {
      const month = parseExpMonth(form.getFieldValue('expMonth'));
      const year = parseExpYear(form.getFieldValue('expYear'));
      if (month !== null && year !== null && cardHasExpired(month, year)) throw new Error(messages.expired);
    },
  });

  return (
    <Form<CardFields>
      form={form}
      layout="vertical"
      aria-label="Card details"
      requiredMark={false}
      onFinish={(fields) => onSubmit(toCardInput(fields))}
    >
      <Form.Item
        label="Card number"
        name="number"
        rules={[
          {
            validator: async (_, v) =>
              isValidCardNumber(v) ? undefined : Promise.reject(new Error(messages.cardNumber)),
          },
        ]}
      >
        <Input inputMode="numeric" autoComplete="cc-number" maxLength={23} />
      </Form.Item>
      <div className="lp-billing-card-row">
        <Form.Item
          label="Expiry month (MM)"
          name="expMonth"
          dependencies={['expYear']}
          rules={[
            {
              validator: async (_, v) =>
                parseExpMonth(v) === null ? Promise.reject(new Error(messages.expMonth)) : undefined,
            },
            expiryRule,
          ]}
        >
          <Input inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} />
        </Form.Item>
        <Form.Item
          label="Expiry year (YY)"
          name="expYear"
          rules={[
            {
              validator: async (_, v) =>
                parseExpYear(v) === null ? Promise.reject(new Error(messages.expYear)) : undefined,
            },
          ]}
        >
          <Input inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} />
        </Form.Item>
        <Form.Item
          label="Security code (CVC)"
          name="cvc"
          rules={[
            { pattern: /^\d{3,4}$/, message: messages.cvc },
            { required: true, message: messages.cvc },
          ]}
        >
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        </Form.Item>
      </div>
      <Form.Item
        label="Name on the card"
        name="cardholderName"
        rules={[{ required: true, whitespace: true, message: messages.cardholderName }]}
      >
        <Input autoComplete="cc-name" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="Billing postcode"
        name="postcode"
        rules={[
          {
            validator: async (_, v) => (isValidPostcode(v) ? undefined : Promise.reject(new Error(messages.postcode))),
          },
        ]}
      >
        <Input autoComplete="postal-code" maxLength={10} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        {submitText}
      </Button>
    </Form>
  );
}
