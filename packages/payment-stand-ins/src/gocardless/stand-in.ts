import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenForUrl } from '@localpros/kit/testing';
import { GoCardlessApiError, idempotentCreationConflict, invalidApiUsage, notFound } from './api-errors.js';
import { GoCardlessLedger, type GoCardlessScenario } from './ledger.js';
import type { GoCardlessEvent } from './resources.js';
import { type GoCardlessWebhook, WebhookSender } from './webhook-sender.js';

/**
 * A local stand-in of GoCardless's HTTP API (version 2015-07-06), only the endpoints billing's
 * Direct Debit adapter calls, so the real `gocardless-nodejs` SDK runs against it in development
 * and the tests. In memory; never in production. See the package README.
 */

export const GOCARDLESS_API_VERSION = '2015-07-06';

/** Seconds from creation to settling when `settleSeconds` is not given (as billing's sandbox had). */
export const GOCARDLESS_DEFAULT_SETTLE_SECONDS = 120;

export interface GoCardlessStandInOptions {
  /** 0 (the default): any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The webhook endpoint's secret: every webhook is signed with it (Webhook-Signature). */
  webhookSecret: string;
  /** Where webhooks are POSTed; without it they are only kept (`webhooks`). */
  webhookUrl?: string;
  /** When set, any other bearer token is answered 401 as GoCardless does; otherwise any token is accepted. */
  accessToken?: string;
  /**
   * Seconds after creation that a mandate settles (active, or failed for `mandate_refused`) and a
   * payment settles (confirmed, or failed as its test bank account says); 0 = at once. Default 120.
   * The scenario simulators settle them at any time before.
   */
  settleSeconds?: number;
}

export interface GoCardlessStandIn {
  /** The base URL to point the SDK at, e.g. http://127.0.0.1:41234 (no trailing slash). */
  readonly url: string;
  /** Every webhook sent so far, oldest first. */
  readonly webhooks: readonly GoCardlessWebhook[];
  /**
   * Runs a scenario simulator on a mandate ('MD…') or payment ('PM…'), as
   * POST /scenario_simulators/{identifier}/actions/run does, and waits for the webhook to be delivered.
   * Throws the API's error when the resource is not in a state the simulator starts from.
   */
  simulate(scenario: GoCardlessScenario, resourceId: string): Promise<void>;
  /** Sends a webhook again, byte for byte (POST /webhooks/{id}/actions/retry), and waits for it. */
  retryWebhook(webhookId: string): Promise<GoCardlessWebhook>;
  /** Settles every mandate (and payment, unless `only` says mandates) in flight now, and waits for the webhooks. */
  settleAll(only?: 'mandates'): Promise<void>;
  /** Waits until every webhook sent so far has been answered (or has failed). */
  flushWebhooks(): Promise<void>;
  /** Where later webhooks go (a marketplace on port 0 knows its address only once it listens). */
  setWebhookUrl(url: string): void;
  /** Stops the timers and the server. */
  close(): Promise<void>;
}

type Body = Record<string, unknown>;

interface Answer {
  status: number;
  body: unknown;
}

const MAX_BODY_BYTES = 1_000_000;

const creates = {
  customers: 'createCustomer',
  customer_bank_accounts: 'createBankAccount',
  mandates: 'createMandate',
  payments: 'createPayment',
} as const;
type CreatableResource = keyof typeof creates;

const reads = {
  customers: 'customer',
  customer_bank_accounts: 'bankAccount',
  mandates: 'mandate',
  payments: 'payment',
} as const;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw invalidApiUsage(413, 'request_entity_too_large', 'Request body is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(raw: string): Body {
  if (!raw.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Body;
  } catch {
    // answered below
  }
  throw invalidApiUsage(400, 'invalid_document_structure', 'Invalid document structure');
}

/** The request's resource object: `{ "<resource>": {…} }` for creates, `{ "data": {…} }` for actions. */
function envelope(body: Body, ...keys: string[]): Body {
  for (const key of keys) {
    const value = body[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Body;
  }
  if (Object.keys(body).length === 0) return {};
  throw invalidApiUsage(400, 'invalid_document_structure', 'Invalid document structure');
}

export async function startGoCardlessStandIn(options: GoCardlessStandInOptions): Promise<GoCardlessStandIn> {
  const settleSeconds = options.settleSeconds ?? GOCARDLESS_DEFAULT_SETTLE_SECONDS;
  if (!Number.isFinite(settleSeconds) || settleSeconds < 0) throw new Error('settleSeconds must be 0 or more');
  if (!options.webhookSecret) throw new Error('The GoCardless stand-in needs a webhookSecret');

  const sender = new WebhookSender(options.webhookSecret, options.webhookUrl);
  const ledger = new GoCardlessLedger({ settleSeconds, raise: (events) => sender.send(events) });
  /** `<resource>:<Idempotency-Key>` → the id created with it. */
  const idempotencyKeys = new Map<string, string>();

  function authenticate(request: IncomingMessage): void {
    const header = request.headers.authorization;
    if (!header) throw invalidApiUsage(401, 'missing_authorization_header', 'Authorization header is missing');
    const match = /^Bearer (\S+)$/.exec(header);
    if (!match) throw invalidApiUsage(401, 'invalid_authorization_header', 'Authorization header is malformed');
    if (options.accessToken !== undefined && match[1] !== options.accessToken) {
      throw invalidApiUsage(401, 'access_token_not_found', 'Access token not found');
    }
    const version = request.headers['gocardless-version'];
    if (!version) throw invalidApiUsage(400, 'missing_version_header', 'GoCardless-Version header is missing');
    if (version !== GOCARDLESS_API_VERSION) {
      throw invalidApiUsage(400, 'version_not_found', `Version ${String(version)} not found`);
    }
  }

  function create(resource: CreatableResource, request: IncomingMessage, body: Body): Answer {
    const key = request.headers['idempotency-key'];
    const scopedKey = typeof key === 'string' && key ? `${resource}:${key}` : null;
    const earlier = scopedKey ? idempotencyKeys.get(scopedKey) : undefined;
    if (earlier) throw idempotentCreationConflict(earlier);
    const created = ledger[creates[resource]](envelope(body, resource), new Date());
    if (scopedKey) idempotencyKeys.set(scopedKey, created.id);
    return { status: 201, body: { [resource]: created } };
  }

  async function route(request: IncomingMessage): Promise<Answer> {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/\/+$/, '');
    const raw = method === 'POST' || method === 'PUT' ? await readBody(request) : '';
    authenticate(request);
    const body = parseJson(raw);
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    const [resource, id, actions, action, run] = segments;

    if (resource && resource in creates) {
      const name = resource as CreatableResource;
      if (segments.length === 1 && method === 'POST') return create(name, request, body);
      if (segments.length === 2 && method === 'GET' && id)
        return { status: 200, body: { [name]: ledger[reads[name]](id) } };
      if (name === 'mandates' && id && actions === 'actions' && action === 'cancel' && segments.length === 4) {
        if (method !== 'POST') throw invalidApiUsage(405, 'method_not_allowed', 'Method not allowed');
        envelope(body, 'data', 'mandates');
        return { status: 200, body: { mandates: ledger.cancelMandate(id) } };
      }
    }
    if (resource === 'events' && method === 'GET') {
      if (segments.length === 1)
        return { status: 200, body: listEvents(sender.sent, new URL(request.url ?? '/', 'http://stand-in')) };
      const event =
        segments.length === 2 ? sender.sent.flatMap((webhook) => webhook.events).find((e) => e.id === id) : undefined;
      if (!event) throw notFound();
      return { status: 200, body: { events: event } };
    }
    if (resource === 'scenario_simulators' && id && actions === 'actions' && action === 'run' && !run) {
      if (method !== 'POST') throw invalidApiUsage(405, 'method_not_allowed', 'Method not allowed');
      const links = envelope(body, 'data', 'scenario_simulators').links as Body | undefined;
      ledger.simulate(id, links?.resource);
      return { status: 200, body: { scenario_simulators: { id } } };
    }
    if (resource === 'webhooks' && id && actions === 'actions' && action === 'retry' && method === 'POST') {
      const webhook = sender.retry(id);
      if (!webhook) throw notFound();
      return { status: 200, body: { webhooks: webhookResource(webhook, sender.url) } };
    }
    throw invalidApiUsage(404, 'path_not_found', 'Path not found');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let answer: Answer;
    try {
      answer = await route(request);
    } catch (error) {
      const apiError =
        error instanceof GoCardlessApiError
          ? error
          : new GoCardlessApiError(500, 'gocardless', 'Uh-oh! Something went wrong', [
              { reason: 'internal_server_error', message: 'Uh-oh! Something went wrong' },
            ]);
      answer = { status: apiError.status, body: apiError.body() };
    }
    const json = JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(json),
    });
    response.end(json);
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  const url = await listenForUrl(server, options);

  return {
    url,
    webhooks: sender.sent,
    async simulate(scenario, resourceId) {
      ledger.simulate(scenario, resourceId);
      await sender.flush();
    },
    async retryWebhook(webhookId) {
      const webhook = sender.retry(webhookId);
      if (!webhook) throw new Error(`No webhook ${webhookId}`);
      await sender.flush();
      return webhook;
    },
    async settleAll(only) {
      ledger.settleAll(only);
      await sender.flush();
    },
    flushWebhooks: () => sender.flush(),
    setWebhookUrl(url) {
      sender.url = url;
    },
    async close() {
      ledger.dispose();
      await sender.flush();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

/** GET /events, newest first, filtered by payment, mandate, resource_type and action (no paging). */
function listEvents(webhooks: readonly GoCardlessWebhook[], url: URL): Body {
  const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 50) || 50, 1), 500);
  const filters: [string, (event: GoCardlessEvent) => unknown][] = [
    ['payment', (event) => ('payment' in event.links ? event.links.payment : undefined)],
    ['mandate', (event) => ('mandate' in event.links ? event.links.mandate : undefined)],
    ['resource_type', (event) => event.resource_type],
    ['action', (event) => event.action],
  ];
  const events = webhooks
    .flatMap((webhook) => webhook.events)
    .filter((event) =>
      filters.every(([name, value]) => {
        const wanted = url.searchParams.get(name);
        return wanted === null || value(event) === wanted;
      }),
    )
    .reverse()
    .slice(0, limit);
  return { events, meta: { cursors: { before: null, after: null }, limit } };
}

function webhookResource(webhook: GoCardlessWebhook, url: string | undefined): Body {
  const status = webhook.attempts.at(-1) ?? null;
  return {
    id: webhook.id,
    created_at: webhook.createdAt,
    url: url ?? null,
    request_body: webhook.body,
    request_headers: { 'Content-Type': 'application/json', 'Webhook-Signature': webhook.signature },
    response_code: status,
    successful: status !== null && status >= 200 && status < 300,
    is_test: true,
  };
}
