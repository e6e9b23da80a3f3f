import { alreadyRegisteredMessages } from '@localpros/contracts/rules';
import { isApiError } from '@/shared/api/api-error';
import { type FormFieldError, messageOf, toFormFieldErrors } from '@/shared/lib/form-field-errors';

export type RegistrationProblem<Name extends string> =
  | { kind: 'fields'; fieldErrors: FormFieldError<Name | 'email' | 'mobile_number'>[] }
  | { kind: 'message'; message: string };

/**
 * Where a failed registration's message belongs: 400 field errors on their fields, a 409
 * "already registered" on the e-mail or mobile field, anything else above the form.
 */
export function registrationProblem<Name extends string>(
  error: unknown,
  fields: readonly Name[],
): RegistrationProblem<Name> {
  if (isApiError(error)) {
    const fieldErrors = toFormFieldErrors(error.fieldErrors, fields);
    if (fieldErrors.length > 0) return { kind: 'fields', fieldErrors };
    if (error.status === 409) {
      const onMobile = /mobile|phone/i.test(error.message);
      return {
        kind: 'fields',
        fieldErrors: [
          onMobile
            ? { name: 'mobile_number', errors: [error.message || alreadyRegisteredMessages.mobile] }
            : { name: 'email', errors: [error.message || alreadyRegisteredMessages.email] },
        ],
      };
    }
  }
  return { kind: 'message', message: messageOf(error, 'We could not create your account. Please try again.') };
}
