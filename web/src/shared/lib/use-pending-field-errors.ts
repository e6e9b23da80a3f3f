import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';

export interface PendingFieldError {
  name: string;
  errors: string[];
}

/**
 * The server's field messages for a multi-step antd form: antd drops an error set on a field that
 * is not mounted, so they wait until the step showing their fields has rendered. Returns the setter.
 */
export function usePendingFieldErrors(form: FormInstance) {
  const [pending, setPending] = useState<PendingFieldError[] | null>(null);
  useEffect(() => {
    if (!pending) return;
    form.setFields(pending);
    setPending(null);
  }, [pending, form]);
  return setPending;
}
