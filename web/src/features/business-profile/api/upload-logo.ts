import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { ApiAnswer } from '@/shared/api/typed-client';
import { businessKey } from './get-business';

export interface LogoUpload {
  businessName: string;
  logo: File;
}

/** POST /api/business (multipart business_name + logo; through apiRequest, as a FormData cannot be typed). */
export function uploadLogo({ businessName, logo }: LogoUpload): Promise<ApiAnswer<'/api/business', 'post'>> {
  const body = new FormData();
  body.append('business_name', businessName);
  body.append('logo', logo, logo.name);
  return apiRequest(businessKey, { method: 'POST', body });
}

export function useUploadLogo() {
  return useSWRMutation(businessKey, (_key: string, { arg }: { arg: LogoUpload }) => uploadLogo(arg), {
    populateCache: false,
    revalidate: true,
  });
}
