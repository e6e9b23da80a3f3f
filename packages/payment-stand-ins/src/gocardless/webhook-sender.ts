import { createHmac } from 'node:crypto';
import { type GoCardlessEvent, newId } from './resources.js';

/** One webhook the stand-in sent (or would have, without a webhook URL), as GoCardless keeps them. */
export interface GoCardlessWebhook {
  /** 'WB…' (GoCardless's webhook id, also in the body's meta.webhook_id). */
  id: string;
  createdAt: string;
  /** The body byte for byte, as signed. */
  body: string;
  /** Hex HMAC-SHA256 of the body with the endpoint's secret: the Webhook-Signature header. */
  signature: string;
  events: GoCardlessEvent[];
  /** Each attempt's HTTP status, or null when the endpoint could not be reached. */
  attempts: (number | null)[];
}

/** The hex HMAC-SHA256 of a raw body with a webhook endpoint's secret, as GoCardless signs webhooks. */
export function signGoCardlessWebhook(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const DELIVERY_TIMEOUT_MS = 10_000;

/** Signs each batch of events and POSTs it to the webhook URL (if any); keeps every webhook for retries. */
export class WebhookSender {
  readonly sent: GoCardlessWebhook[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly secret: string,
    /** Where webhooks go; settable later (a marketplace on port 0 knows its address only once it listens). */
    public url: string | undefined,
  ) {}

  send(events: GoCardlessEvent[]): GoCardlessWebhook {
    const id = newId('WB');
    const body = JSON.stringify({ events, meta: { webhook_id: id } });
    const webhook: GoCardlessWebhook = {
      id,
      createdAt: new Date().toISOString(),
      body,
      signature: signGoCardlessWebhook(body, this.secret),
      events,
      attempts: [],
    };
    this.sent.push(webhook);
    this.deliver(webhook);
    return webhook;
  }

  /** POST /webhooks/{id}/actions/retry: the same body and signature again. */
  retry(id: string): GoCardlessWebhook | undefined {
    const webhook = this.sent.find((candidate) => candidate.id === id);
    if (webhook) this.deliver(webhook);
    return webhook;
  }

  /** Resolves once every delivery started so far has been answered (or has failed). */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private deliver(webhook: GoCardlessWebhook): void {
    const { url } = this;
    if (!url) return;
    const delivery = fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'gocardless-webhook-service/1.1',
        'Webhook-Signature': webhook.signature,
      },
      body: webhook.body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    })
      .then(async (response) => {
        await response.arrayBuffer().catch(() => undefined);
        webhook.attempts.push(response.status);
      })
      .catch(() => {
        webhook.attempts.push(null);
      })
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }
}
