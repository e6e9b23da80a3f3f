import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiForm, api, dataOf, formDataOf } from '@/shared/api/typed-client';
import { businessKey } from './get-business';

export interface LogoUpload {
  businessName: string;
  logo: File;
}

/** POST /api/business (multipart business_name + logo; the server checks the logo's content and size). */
export function uploadLogo({ businessName, logo }: LogoUpload): Promise<ApiAnswer<'/api/business', 'post'>> {
  const form: ApiForm<'/api/business', 'post'> = { business_name: businessName, logo };
  return dataOf(api.POST('/api/business', { body: form, bodySerializer: formDataOf }));
}

export function useUploadLogo() {
  return useSWRMutation(businessKey, (_key: string, { arg }: { arg: LogoUpload }) => uploadLogo(arg), {
    populateCache: false,
    revalidate: true,
  });
}
