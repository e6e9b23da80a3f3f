import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, apiWithoutSessionCheck, dataOf } from '@/shared/api/typed-client';

export type CustomerRegistrationInput = ApiBody<'/api/auth/customer/register', 'post'>;

export type RegistrationResponse = ApiAnswer<'/api/auth/customer/register', 'post'>;

export const registerCustomerKey = '/auth/customer/register';

/** POST /api/auth/customer/register: creates the account and e-mails a verification code. */
export function registerCustomer(input: CustomerRegistrationInput): Promise<RegistrationResponse> {
  return dataOf(apiWithoutSessionCheck.POST('/api/auth/customer/register', { body: input }));
}

export function useRegisterCustomer() {
  return useSWRMutation(registerCustomerKey, (_key: string, { arg }: { arg: CustomerRegistrationInput }) =>
    registerCustomer(arg),
  );
}
