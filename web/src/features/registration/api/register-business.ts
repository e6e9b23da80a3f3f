import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, apiWithoutSessionCheck, dataOf } from '@/shared/api/typed-client';

/** The customer's fields, plus the business name, its work category and services, and its postcode area. */
export type BusinessRegistrationInput = ApiBody<'/api/auth/business/register', 'post'>;

export const registerBusinessKey = '/auth/business/register';

/** POST /api/auth/business/register: creates the business account and e-mails a code and a verification link. */
export function registerBusiness(
  input: BusinessRegistrationInput,
): Promise<ApiAnswer<'/api/auth/business/register', 'post'>> {
  return dataOf(apiWithoutSessionCheck.POST('/api/auth/business/register', { body: input }));
}

export function useRegisterBusiness() {
  return useSWRMutation(registerBusinessKey, (_key: string, { arg }: { arg: BusinessRegistrationInput }) =>
    registerBusiness(arg),
  );
}
