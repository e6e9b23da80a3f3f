import { Alert, Button, Checkbox, Descriptions, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { messageOf, toFormFieldErrors } from '@/shared/lib/form-field-errors';
import { confirmBankAccount, type MandateSummary } from '../api/confirm-bank-account';
import {
  type BankFields,
  isValidAccountNumber,
  isValidSortCode,
  paymentMethodMessages as messages,
  type PaymentMethodInput,
  toDirectDebitInput,
} from '../lib/payment-method';

export interface DirectDebitFormProps {
  submitText: string;
  onSubmit: (paymentMethod: PaymentMethodInput) => Promise<void>;
  busy?: boolean;
}

/**
 * UK Direct Debit in two steps, as the scheme asks: the bank details (checked by the server with the
 * modulus rules), then the mandate summary and the Direct Debit Guarantee, confirmed by the holder.
 */
export function DirectDebitForm({ submitText, onSubmit, busy }: DirectDebitFormProps) {
  const [form] = Form.useForm<BankFields>();
  const [checking, setChecking] = useState(false);
  const [fields, setFields] = useState<BankFields | null>(null);
  const [mandate, setMandate] = useState<MandateSummary | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const check = async (values: BankFields) => {
    setChecking(true);
    setProblem(null);
    try {
      setMandate(await confirmBankAccount(values));
      setFields(values);
    } catch (error) {
      const fieldErrors = isApiError(error)
        ? toFormFieldErrors(error.fieldErrors, ['accountHolder', 'sortCode', 'accountNumber'])
        : [];
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else setProblem(messageOf(error, 'We could not check the bank details, please try again'));
    } finally {
      setChecking(false);
    }
  };

  if (mandate && fields) {
    return (
      <div className="lp-direct-debit-mandate">
        <Typography.Title level={4}>Confirm your Direct Debit</Typography.Title>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Account holder">{mandate.account_holder}</Descriptions.Item>
          <Descriptions.Item label="Bank">{mandate.bank_name}</Descriptions.Item>
          <Descriptions.Item label="Sort code">{mandate.sort_code}</Descriptions.Item>
          <Descriptions.Item label="Account number">ending {mandate.account_number_ending}</Descriptions.Item>
          <Descriptions.Item label="Collected by">
            {mandate.creditor_name}, {mandate.creditor_address}
          </Descriptions.Item>
          <Descriptions.Item label="Service user number">{mandate.service_user_number}</Descriptions.Item>
        </Descriptions>
        <section aria-labelledby="lp-dd-guarantee" className="lp-direct-debit-guarantee">
          <Typography.Title level={5} id="lp-dd-guarantee">
            The Direct Debit Guarantee
          </Typography.Title>
          {mandate.guarantee_text.split(/\n+/).map((paragraph) => (
            <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
          ))}
        </section>
        <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)}>
          I confirm I am the account holder and the only person needed to authorise debits from this account
        </Checkbox>
        <div className="lp-direct-debit-actions">
          <Button onClick={() => setMandate(null)}>Change bank details</Button>
          <Button
            type="primary"
            disabled={!confirmed}
            loading={busy}
            onClick={() => void onSubmit(toDirectDebitInput(fields))}
          >
            {submitText}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form<BankFields> form={form} layout="vertical" aria-label="Bank details" requiredMark={false} onFinish={check}>
      <Form.Item
        label="Account holder"
        name="accountHolder"
        rules={[{ required: true, whitespace: true, message: messages.accountHolder }]}
      >
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="Sort code"
        name="sortCode"
        rules={[
          {
            validator: async (_, v) => (isValidSortCode(v) ? undefined : Promise.reject(new Error(messages.sortCode))),
          },
        ]}
      >
        <Input inputMode="numeric" maxLength={8} placeholder="12-34-56" />
      </Form.Item>
      <Form.Item
        label="Account number"
        name="accountNumber"
        rules={[
          {
            validator: async (_, v) =>
              isValidAccountNumber(v) ? undefined : Promise.reject(new Error(messages.accountNumber)),
          },
        ]}
      >
        <Input inputMode="numeric" maxLength={10} />
      </Form.Item>
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <Button type="primary" htmlType="submit" loading={checking} block>
        Continue
      </Button>
    </Form>
  );
}
