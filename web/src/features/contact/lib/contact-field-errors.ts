import type { ApiFieldError } from '@/shared/api/api-error';

export const contactFieldNames = ['name', 'email', 'phone', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

export interface ContactFieldError {
  name: ContactFieldName;
  errors: string[];
}

/** Server field errors ("email", "body.email", "/email") as form field errors; unknown paths are dropped. */
export function toContactFieldErrors(fieldErrors: ApiFieldError[]): ContactFieldError[] {
  const byField = new Map<ContactFieldName, string[]>();
  for (const { path, message } of fieldErrors) {
    const field = path.split(/[./]/).filter(Boolean).pop();
    if (!isContactField(field)) continue;
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

function isContactField(value: string | undefined): value is ContactFieldName {
  return contactFieldNames.includes(value as ContactFieldName);
}
