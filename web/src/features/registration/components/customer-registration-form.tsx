import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AccountFields } from '@/shared/components/account-fields';
import { paths } from '@/shared/config/paths';
import { registrationProblem } from '@/shared/lib/registration-errors';
import { type CustomerRegistrationInput, useRegisterCustomer } from '../api/register-customer';

const fields = ['fullName', 'email', 'mobile_number', 'password', 'passwordConfirm'] as const;

/** Registers a customer, then explains that a code was e-mailed. */
export function CustomerRegistrationForm() {
  const [form] = Form.useForm<CustomerRegistrationInput>();
  const { trigger, isMutating } = useRegisterCustomer();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const register = async (values: CustomerRegistrationInput) => {
    setFailure(null);
    const input = { ...values, email: values.email.trim().toLowerCase() };
    try {
      await trigger(input);
      navigate(paths.customerRegistered, { state: { email: input.email } });
    } catch (error) {
      const problem = registrationProblem(error, fields);
      if (problem.kind === 'fields') form.setFields(problem.fieldErrors);
      else setFailure(problem.message);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={register}
      aria-label="Register as a User"
      className="lp-account-form"
    >
      {failure && <Alert type="error" showIcon title={failure} className="lp-form-alert" role="alert" />}
      <AccountFields />
      <Button type="primary" htmlType="submit" size="large" loading={isMutating}>
        Create account
      </Button>
    </Form>
  );
}
