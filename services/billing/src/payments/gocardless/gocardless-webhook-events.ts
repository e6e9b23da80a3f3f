import { type Event, InvalidSignatureError, parse } from 'gocardless-nodejs';
import type { ProviderEvent, WebhookDelivery, WebhookReading } from '../payment-provider.js';
import { mandateCancelledDecline, mandateFailedDecline, paymentDecline } from './gocardless-declines.js';

/**
 * Reads a GoCardless webhook: verifies Webhook-Signature (hex HMAC-SHA256 of the raw body with the
 * endpoint's secret, compared in constant time by the SDK's `parse`), then keeps the events billing
 * acts on. A payment `cancelled` (its mandate failed or was cancelled before collection) is a
 * failure too: the payment will never be collected.
 */
export function readGoCardlessWebhook(delivery: WebhookDelivery, webhookSecret: string): WebhookReading {
  const signature = delivery.headers['webhook-signature'];
  if (!signature) return { status: 'bad_signature' };
  let events: Event[];
  try {
    events = parse(delivery.rawBody, webhookSecret, signature);
  } catch (error) {
    if (error instanceof InvalidSignatureError) return { status: 'bad_signature' };
    throw error;
  }
  return { status: 'verified', events: (events ?? []).flatMap((event) => providerEventOf(event) ?? []) };
}

function providerEventOf(event: Event): ProviderEvent | null {
  const { id, action, links, details } = event;
  if (!id) return null;
  if (event.resource_type === 'payments' && links?.payment) {
    const resourceId = links.payment;
    if (action === 'confirmed' || action === 'paid_out') {
      return { id, kind: 'payment_confirmed', resourceId, decline: null };
    }
    if (action === 'failed' || action === 'charged_back' || action === 'cancelled') {
      return { id, kind: 'payment_failed', resourceId, decline: paymentDecline(details?.cause) };
    }
  }
  if (event.resource_type === 'mandates' && links?.mandate) {
    const resourceId = links.mandate;
    if (action === 'active') return { id, kind: 'mandate_active', resourceId, decline: null };
    if (action === 'failed' || action === 'expired') {
      return { id, kind: 'mandate_failed', resourceId, decline: mandateFailedDecline(details?.cause) };
    }
    if (action === 'cancelled')
      return { id, kind: 'mandate_cancelled', resourceId, decline: mandateCancelledDecline() };
  }
  return null;
}
