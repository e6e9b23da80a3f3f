import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';

export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

export interface ContactMessageResponse {
  message: string;
  contactMessage: { id: string };
}

export const contactMessageKey = '/customer/contact-us';

export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageResponse> {
  return apiRequest<ContactMessageResponse>(contactMessageKey, { method: 'POST', body: input });
}

/** Sends a message to the LocalPros team; isMutating is true while it is on its way. */
export function useSendContactMessage() {
  return useSWRMutation(contactMessageKey, (_key: string, { arg }: { arg: ContactMessageInput }) =>
    sendContactMessage(arg),
  );
}
