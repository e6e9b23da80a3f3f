import { createHmac, randomUUID } from 'node:crypto';

/**
 * Square's webhook signing: `x-square-hmacsha256-signature` is the base64 HMAC-SHA256, keyed with
 * the subscription's signature key, of the notification URL followed by the raw body.
 */
export function signSquareWebhook(signatureKey: string, notificationUrl: string, rawBody: string): string {
  return createHmac('sha256', signatureKey)
    .update(notificationUrl + rawBody)
    .digest('base64');
}

/** A `payment.updated` event as Square sends it. */
export function paymentUpdatedEvent(merchantId: string, payment: Record<string, unknown>, now: Date) {
  return {
    merchant_id: merchantId,
    type: 'payment.updated',
    event_id: randomUUID(),
    created_at: now.toISOString(),
    data: { type: 'payment', id: payment.id as string, object: { payment } },
  };
}

/** A webhook the stand-in sent (or tried to send), for tests to read or replay. */
export interface SquareWebhookDelivery {
  url: string;
  rawBody: string;
  /** Lower-case names, as billing's WebhookDelivery wants them. */
  headers: Record<string, string>;
  eventId: string;
  /** The receiver's HTTP status, or the error when it could not be reached; null while in flight. */
  outcome: { status: number } | { error: string } | null;
}

export function buildDelivery(
  signatureKey: string,
  notificationUrl: string,
  event: { event_id: string },
  now: Date,
): SquareWebhookDelivery {
  const rawBody = JSON.stringify(event);
  return {
    url: notificationUrl,
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-square-hmacsha256-signature': signSquareWebhook(signatureKey, notificationUrl, rawBody),
      'square-initial-delivery-timestamp': now.toISOString(),
      'square-retry-number': '0',
      'square-environment': 'Sandbox',
    },
    eventId: event.event_id,
    outcome: null,
  };
}

/** Posts a delivery; never throws (the outcome is recorded on it). */
export async function postDelivery(delivery: SquareWebhookDelivery): Promise<void> {
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.rawBody,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    delivery.outcome = { status: response.status };
  } catch (error) {
    delivery.outcome = { error: error instanceof Error ? error.message : String(error) };
  }
}
