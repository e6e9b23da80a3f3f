import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

export type ContactMessageInput = ApiBody<'/api/customer/contact-us', 'post'>;

export type ContactMessageResponse = ApiAnswer<'/api/customer/contact-us', 'post'>;

export const contactMessageKey = '/customer/contact-us';

export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageResponse> {
  return dataOf(api.POST('/api/customer/contact-us', { body: input }));
}

/** Sends a message to the LocalPros team; isMutating is true while it is on its way. */
export function useSendContactMessage() {
  return useSWRMutation(contactMessageKey, (_key: string, { arg }: { arg: ContactMessageInput }) =>
    sendContactMessage(arg),
  );
}
