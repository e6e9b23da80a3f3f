import { WebhooksHelper } from 'square';
import type { ProviderEvent, WebhookDelivery, WebhookReading } from '../payment-provider.js';
import { declineOfSquareErrors } from './square-declines.js';

/**
 * Reads a Square webhook: the `x-square-hmacsha256-signature` header must be Square's HMAC of the
 * notification URL it was posted to and the raw body (the SDK's WebhooksHelper checks it). The BFF
 * gives that URL from PUBLIC_URL (required on production), so it is the one registered with Square. Of the
 * events, `payment.updated` to COMPLETED or FAILED matters to billing; the event id is returned so
 * billing processes each event once.
 */
export async function readSquareWebhook(
  delivery: WebhookDelivery,
  options: { signatureKey: string },
): Promise<WebhookReading> {
  const signatureHeader = delivery.headers['x-square-hmacsha256-signature'];
  if (!signatureHeader) return { status: 'bad_signature' };
  const verified = await WebhooksHelper.verifySignature({
    requestBody: delivery.rawBody,
    signatureHeader,
    signatureKey: options.signatureKey,
    notificationUrl: delivery.url,
  });
  if (!verified) return { status: 'bad_signature' };

  let event: unknown;
  try {
    event = JSON.parse(delivery.rawBody);
  } catch {
    // Signed by Square yet not JSON: nothing billing can act on.
    return { status: 'verified', events: [] };
  }
  const read = eventOf(event);
  return { status: 'verified', events: read ? [read] : [] };
}

interface SquarePaymentUpdated {
  event_id?: unknown;
  type?: unknown;
  data?: {
    id?: unknown;
    object?: { payment?: { id?: unknown; status?: unknown; card_details?: { errors?: unknown } } };
  };
}

function eventOf(value: unknown): ProviderEvent | null {
  if (value === null || typeof value !== 'object') return null;
  const event = value as SquarePaymentUpdated;
  if (event.type !== 'payment.updated' || typeof event.event_id !== 'string') return null;
  const payment = event.data?.object?.payment;
  const paymentId = typeof payment?.id === 'string' ? payment.id : event.data?.id;
  if (typeof paymentId !== 'string') return null;
  if (payment?.status === 'COMPLETED') {
    return { id: event.event_id, kind: 'payment_confirmed', resourceId: paymentId, decline: null };
  }
  if (payment?.status === 'FAILED') {
    const errors = Array.isArray(payment.card_details?.errors) ? payment.card_details.errors : undefined;
    return {
      id: event.event_id,
      kind: 'payment_failed',
      resourceId: paymentId,
      decline: declineOfSquareErrors(errors),
    };
  }
  return null;
}
