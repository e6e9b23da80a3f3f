import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { businessKey } from './get-business';

export interface LogoUpload {
  businessName: string;
  logo: File;
}

/** POST /api/business (multipart business_name + logo). */
export function uploadLogo({ businessName, logo }: LogoUpload): Promise<unknown> {
  const body = new FormData();
  body.append('business_name', businessName);
  body.append('logo', logo, logo.name);
  return apiRequest<unknown>(businessKey, { method: 'POST', body });
}

export function useUploadLogo() {
  return useSWRMutation(businessKey, (_key: string, { arg }: { arg: LogoUpload }) => uploadLogo(arg), {
    populateCache: false,
    revalidate: true,
  });
}
