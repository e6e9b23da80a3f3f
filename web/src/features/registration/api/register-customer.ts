import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { SessionUser } from '@/shared/session/session-slice';

export interface CustomerRegistrationInput {
  fullName: string;
  email: string;
  mobile_number: string;
  password: string;
  passwordConfirm: string;
}

export interface RegistrationResponse {
  message: string;
  user: SessionUser;
}

export const registerCustomerKey = '/auth/customer/register';

/** POST /api/auth/customer/register: creates the account and e-mails a verification code. */
export function registerCustomer(input: CustomerRegistrationInput): Promise<RegistrationResponse> {
  return apiRequest<RegistrationResponse>(registerCustomerKey, {
    method: 'POST',
    body: input,
    handleUnauthenticated: false,
  });
}

export function useRegisterCustomer() {
  return useSWRMutation(registerCustomerKey, (_key: string, { arg }: { arg: CustomerRegistrationInput }) =>
    registerCustomer(arg),
  );
}
