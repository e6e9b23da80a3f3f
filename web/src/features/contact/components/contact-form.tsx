import { contactLimits } from '@localpros/contracts/rules';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { isApiError, unexpectedErrorMessage } from '@/shared/api/api-error';
import { useSendContactMessage } from '../api/send-contact-message';
import { toContactFieldErrors } from '../lib/contact-field-errors';
import { contactRules } from '../lib/contact-form-rules';
import { type ContactFormValues, toContactMessage } from '../lib/to-contact-message';

export const contactSuccessText = 'Thank you — your message has been sent. We reply within one working day.';

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export function ContactForm() {
  const [form] = Form.useForm<ContactFormValues>();
  const { trigger, isMutating } = useSendContactMessage();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const submit = async (values: ContactFormValues) => {
    setOutcome({ kind: 'idle' });
    try {
      await trigger(toContactMessage(values));
      form.resetFields();
      setOutcome({ kind: 'sent' });
    } catch (error) {
      const fieldErrors = isApiError(error) ? toContactFieldErrors(error.fieldErrors) : [];
      if (fieldErrors.length > 0) {
        form.setFields(fieldErrors);
        return;
      }
      setOutcome({
        kind: 'failed',
        message: error instanceof Error && error.message ? error.message : unexpectedErrorMessage,
      });
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => outcome.kind === 'sent' && setOutcome({ kind: 'idle' })}
      aria-label="Contact LocalPros"
      className="lp-contact-form"
    >
      {outcome.kind === 'sent' && (
        <Alert type="success" showIcon title={contactSuccessText} className="lp-form-alert" />
      )}
      {outcome.kind === 'failed' && <Alert type="error" showIcon title={outcome.message} className="lp-form-alert" />}
      <Form.Item label="Name" name="name" rules={contactRules.name}>
        <Input autoComplete="name" maxLength={contactLimits.nameMax} />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={contactRules.email}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item label="Phone (optional)" name="phone" rules={contactRules.phone}>
        <Input type="tel" autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item label="Message" name="message" rules={contactRules.message}>
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} maxLength={contactLimits.messageMax} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={isMutating}>
        Send message
      </Button>
    </Form>
  );
}
