import { alreadyRegisteredMessages, isValidEmail, isValidMobile, normaliseMobile } from '@localpros/contracts/rules';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { isEmailRegistered } from '@/shared/api/is-email-registered';
import { isPhoneRegistered } from '@/shared/api/is-phone-registered';
import { accountRules, maskMobile } from '@/shared/lib/account-form-rules';
import { validationDebounceMs } from '@/shared/lib/form-timing';
import { registeredRule } from '@/shared/lib/registered-check';
import { MobileInput } from './mobile-input';

export interface AccountFieldsProps {
  fullNameLabel?: string;
  /** False when someone else registers the account: its owner chooses a password from the e-mailed link. */
  withPassword?: boolean;
}

/**
 * Name, e-mail, mobile and password fields: the two registration forms, the post-a-job wizard's
 * Registration step and Admin → Post Job all use them.
 */
export function AccountFields({ fullNameLabel = 'Full name', withPassword = true }: AccountFieldsProps) {
  // One memory of answers per form.
  const emailRegistered = useMemo(
    () =>
      registeredRule((email) => isEmailRegistered(email.toLowerCase()), isValidEmail, alreadyRegisteredMessages.email),
    [],
  );
  const mobileRegistered = useMemo(
    () =>
      registeredRule(
        (mobile) => isPhoneRegistered(normaliseMobile(mobile) ?? mobile),
        isValidMobile,
        alreadyRegisteredMessages.mobile,
      ),
    [],
  );

  return (
    <>
      <Form.Item
        label={fullNameLabel}
        name="fullName"
        rules={accountRules.fullName}
        validateDebounce={validationDebounceMs}
        extra="Your first name, then your last name, e.g. Ann Smith or Ann Marie Smith."
      >
        <Input autoComplete="name" maxLength={120} />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={[...accountRules.email, emailRegistered]}
        validateTrigger={['onChange', 'onBlur']}
        validateDebounce={validationDebounceMs}
      >
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        label="Mobile number"
        name="mobile_number"
        rules={[...accountRules.mobile, mobileRegistered]}
        normalize={maskMobile}
        validateTrigger={['onChange', 'onBlur']}
        validateDebounce={validationDebounceMs}
        extra="A UK mobile, e.g. 07700 900123 or +44 7700 900123."
      >
        <MobileInput />
      </Form.Item>
      {withPassword ? <PasswordFields /> : null}
    </>
  );
}

function PasswordFields() {
  return (
    <>
      <Form.Item
        label="Password"
        name="password"
        rules={accountRules.password}
        validateDebounce={validationDebounceMs}
        extra="At least 8 characters."
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="passwordConfirm"
        dependencies={['password']}
        rules={accountRules.passwordConfirm}
        validateDebounce={validationDebounceMs}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
