import { Alert } from 'antd';
import { isApiError } from '@/shared/api/api-error';
import { messageOf } from '@/shared/lib/form-field-errors';

/**
 * Why a payment or a new payment method was refused: a 402's message ("Your card was declined"),
 * or a 400's field messages, under the form (COMMON: the web shows the message under the payment form).
 */
export function PaymentFailure({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  const details = isApiError(error) ? error.fieldErrors.map((e) => e.message) : [];
  const title = messageOf(error, fallback);
  const extra = details.filter((d) => d !== title);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="lp-billing-note"
      title={title}
      description={
        extra.length > 0 ? (
          <ul>
            {extra.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
