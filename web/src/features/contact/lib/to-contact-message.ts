import type { ContactMessageInput } from '../api/send-contact-message';

export interface ContactFormValues {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

/** Trimmed request body; phone is left out when blank. */
export function toContactMessage(values: ContactFormValues): ContactMessageInput {
  const phone = values.phone?.trim() ?? '';
  return {
    name: values.name?.trim() ?? '',
    email: values.email?.trim() ?? '',
    ...(phone === '' ? {} : { phone }),
    message: values.message?.trim() ?? '',
  };
}
