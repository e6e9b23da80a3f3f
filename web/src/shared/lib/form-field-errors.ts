import type { ApiFieldError } from '@/shared/api/api-error';

export interface FormFieldError<Name extends string> {
  name: Name;
  errors: string[];
}

/**
 * The server's field errors ("email", "body.email", "/email") as antd form field errors for
 * the given fields; paths naming no field of the form are dropped.
 */
export function toFormFieldErrors<Name extends string>(
  fieldErrors: ApiFieldError[],
  fields: readonly Name[],
  /** Server paths whose form field has another name, e.g. { code: 'verificationCode' }. */
  aliases: Record<string, Name> = {},
): FormFieldError<Name>[] {
  const byField = new Map<Name, string[]>();
  for (const { path, message } of fieldErrors) {
    const last = path.split(/[./]/).filter(Boolean).pop() ?? '';
    const field = aliases[last] ?? (fields.includes(last as Name) ? (last as Name) : undefined);
    if (field === undefined) continue;
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

/** The message of anything thrown, or the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
