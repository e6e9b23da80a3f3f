import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenForUrl } from '@localpros/kit/testing';
import { checkCardDetails } from './card-details.js';
import { CARD_FRAME_HTML } from './card-frame.js';
import { SquareApi } from './square-api.js';
import { unauthorized } from './square-errors.js';
import { webPaymentsSdkScript } from './web-payments-sdk.js';
import { buildDelivery, paymentUpdatedEvent, postDelivery, type SquareWebhookDelivery } from './webhooks.js';

/**
 * A local stand-in of the part of Square billing uses, on node:http, in memory:
 *  - the API (`/v2/...`), for the `square` SDK (`new SquareClient({ environment: standIn.url })`);
 *  - the Web Payments SDK (`/v1/square.js`) and its card iframe (`/v1/card-frame.html`);
 *  - what that SDK calls inside Square (`/stand-in/card-nonces`, `/stand-in/verifications`);
 *  - signed `payment.updated` webhooks to `webhookUrl`.
 * Browser endpoints answer any origin (CORS); the card iframe may be framed by any page.
 */

export interface SquareStandInOptions {
  /** 0 (the default) = any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The webhook subscription's signature key. */
  signatureKey: string;
  /** The notification URL: the stand-in posts signed payment.updated webhooks to it (and signs with it). */
  webhookUrl?: string;
  /** When set, /v2 requests must carry `Authorization: Bearer <it>`, else 401 as at Square. */
  accessToken?: string;
  /** The one location of the stand-in's merchant (CreatePayment's location_id). Default 'LSTANDIN00001'. */
  locationId?: string;
  /** Default 'sandbox-sq0idb-stand-in'. */
  applicationId?: string;
}

export interface SquareStandIn {
  /** e.g. http://127.0.0.1:51234 (no trailing slash): the SDK's environment and the script's origin. */
  url: string;
  locationId: string;
  applicationId: string;
  merchantId: string;
  /** Every webhook sent (or tried), oldest first; posting happens in the background. */
  readonly webhookDeliveries: readonly SquareWebhookDelivery[];
  /** The next `count` /v2 requests answer `status` (default 500) with Square's INTERNAL_SERVER_ERROR. */
  failNextRequests(count: number, status?: number): void;
  /** Where (and with which notification URL) later webhooks go: a marketplace on port 0 knows it only once it listens. */
  setWebhookUrl(url: string): void;
  /** Resolves when every webhook started so far has been posted (or failed to be). */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
  'access-control-max-age': '600',
};

class BadRequest extends Error {}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('Request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequest('Request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BadRequest('Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  contentType = 'application/json',
): void {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': contentType === 'application/json' ? 'application/json' : `${contentType}; charset=utf-8`,
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(payload);
}

const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

export async function startSquareStandIn(options: SquareStandInOptions): Promise<SquareStandIn> {
  const locationId = options.locationId ?? 'LSTANDIN00001';
  const applicationId = options.applicationId ?? 'sandbox-sq0idb-stand-in';
  const merchantId = 'MLSTANDIN0001';
  const deliveries: SquareWebhookDelivery[] = [];
  const inFlight = new Set<Promise<void>>();
  /** challenge id → the nonce it verifies. */
  const challenges = new Map<string, string>();
  let faults: { count: number; status: number } = { count: 0, status: 500 };
  let webhookUrl = options.webhookUrl;

  const api = new SquareApi({
    locationId,
    merchantId,
    applicationId,
    onPaymentUpdated: ({ payment }) => {
      if (!webhookUrl) return;
      const now = new Date();
      const delivery = buildDelivery(
        options.signatureKey,
        webhookUrl,
        paymentUpdatedEvent(merchantId, payment, now),
        now,
      );
      deliveries.push(delivery);
      // After the API answer is written, as at Square (the webhook follows the response).
      const posting = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => postDelivery(delivery))
        .finally(() => inFlight.delete(posting));
      inFlight.add(posting);
    },
  });

  async function handleBrowser(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    origin: string,
  ): Promise<boolean> {
    const method = request.method ?? 'GET';
    const browserPath = path.startsWith('/v1/') || path.startsWith('/stand-in/');
    if (!browserPath) return false;
    if (method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return true;
    }
    if (method === 'GET' && path === '/v1/square.js') {
      send(response, 200, webPaymentsSdkScript(origin), CORS_HEADERS, 'text/javascript');
    } else if (method === 'GET' && path === '/v1/card-frame.html') {
      // No X-Frame-Options and no frame-ancestors: any page may embed the card frame.
      send(response, 200, CARD_FRAME_HTML, CORS_HEADERS, 'text/html');
    } else if (method === 'POST' && path === '/stand-in/card-nonces') {
      const result = checkCardDetails(await readJson(request), new Date());
      if ('errors' in result) {
        send(response, 400, { errors: result.errors }, CORS_HEADERS);
      } else {
        const nonce = token('cnon:');
        const { card } = result;
        api.nonces.set(nonce, { card, used: false, reusable: false });
        send(
          response,
          200,
          {
            token: nonce,
            details: {
              method: 'Card',
              card: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
              billing: { postalCode: card.postcode },
            },
          },
          CORS_HEADERS,
        );
      }
    } else if (method === 'POST' && path === '/stand-in/verifications') {
      const body = await readJson(request);
      const sourceId = typeof body.sourceId === 'string' ? body.sourceId : '';
      const nonce = api.nonces.get(sourceId);
      if (!nonce || nonce.used) {
        send(
          response,
          400,
          { errors: [{ type: 'INVALID_TOKEN', message: 'The card details have expired: enter them again' }] },
          CORS_HEADERS,
        );
      } else if (nonce.card.behaviour === 'verification_required') {
        const challengeId = token('chl_');
        challenges.set(challengeId, sourceId);
        send(response, 200, { challengeId }, CORS_HEADERS);
      } else {
        const verificationToken = token('verf:');
        api.verifications.set(verificationToken, sourceId);
        send(response, 200, { verificationToken, challenged: false }, CORS_HEADERS);
      }
    } else if (method === 'POST' && path.startsWith('/stand-in/verifications/')) {
      const challengeId = decodeURIComponent(path.slice('/stand-in/verifications/'.length));
      const sourceId = challenges.get(challengeId);
      const body = await readJson(request);
      if (sourceId === undefined) {
        send(response, 404, { errors: [{ type: 'NOT_FOUND', message: 'No such challenge' }] }, CORS_HEADERS);
      } else {
        challenges.delete(challengeId);
        if (body.outcome === 'complete') {
          const verificationToken = token('verf:');
          api.verifications.set(verificationToken, sourceId);
          send(response, 200, { verificationToken, challenged: true }, CORS_HEADERS);
        } else {
          send(response, 200, { verificationToken: null, challenged: true, outcome: 'failed' }, CORS_HEADERS);
        }
      }
    } else {
      send(response, 404, { errors: [{ type: 'NOT_FOUND', message: 'Not found' }] }, CORS_HEADERS);
    }
    return true;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const host = request.headers.host ?? `${options.host ?? '127.0.0.1'}`;
    const origin = `http://${host}`;
    const path = new URL(request.url ?? '/', origin).pathname;
    if (await handleBrowser(request, response, path, origin)) return;
    if (!path.startsWith('/v2/')) {
      send(response, 404, { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'Not found' }] });
      return;
    }
    if (options.accessToken !== undefined && request.headers.authorization !== `Bearer ${options.accessToken}`) {
      const error = unauthorized();
      send(response, error.status, error.body);
      return;
    }
    if (faults.count > 0) {
      faults = { ...faults, count: faults.count - 1 };
      send(response, faults.status, {
        errors: [{ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR', detail: 'An internal error has occurred.' }],
      });
      return;
    }
    const body = request.method === 'POST' ? await readJson(request) : {};
    const answer = api.handle(request.method ?? 'GET', path, body, new Date());
    send(response, answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof BadRequest) {
        send(response, 400, {
          errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST', detail: error.message }],
        });
      } else {
        send(response, 500, {
          errors: [{ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR', detail: String(error) }],
        });
      }
    });
  });

  const url = await listenForUrl(server, options);

  return {
    url,
    locationId,
    applicationId,
    merchantId,
    webhookDeliveries: deliveries,
    failNextRequests(count, status = 500) {
      faults = { count, status };
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async webhooksSettled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      await Promise.all([...inFlight]);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
