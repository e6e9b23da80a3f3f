import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { CustomerRegistrationInput, RegistrationResponse } from './register-customer';

export interface BusinessRegistrationInput extends CustomerRegistrationInput {
  businessName: string;
  workCategoryId: string;
  serviceIds: string[];
  /** Postcode prefix, e.g. "SW". */
  location: string;
}

export const registerBusinessKey = '/auth/business/register';

/** POST /api/auth/business/register: creates the business account and e-mails a code and a verification link. */
export function registerBusiness(input: BusinessRegistrationInput): Promise<RegistrationResponse> {
  return apiRequest<RegistrationResponse>(registerBusinessKey, {
    method: 'POST',
    body: input,
    handleUnauthenticated: false,
  });
}

export function useRegisterBusiness() {
  return useSWRMutation(registerBusinessKey, (_key: string, { arg }: { arg: BusinessRegistrationInput }) =>
    registerBusiness(arg),
  );
}
