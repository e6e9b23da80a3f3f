import { useCallback, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';

/** A v4 UUID; crypto.randomUUID only exists in secure contexts, so plain http on a LAN falls back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of one charging form (docs/api/billing.md): made when the form opens and kept
 * while the outcome is unknown (no answer, a 5xx), so a retry or a double click never charges twice.
 * Once the server has answered (a success, a decline, a field error) the next attempt is a new one.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  const settle = useCallback((error?: unknown) => {
    const answered = error === undefined || (isApiError(error) && error.status >= 400 && error.status < 500);
    if (answered) setKey(newIdempotencyKey());
  }, []);
  return { key, settle };
}
