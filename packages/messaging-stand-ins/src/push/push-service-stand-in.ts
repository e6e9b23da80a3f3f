import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenForUrl } from '@localpros/kit/testing';
import { decryptAes128gcm, PushPayloadError } from './aes128gcm.js';
import { checkVapid, type VapidClaims, VapidError } from './vapid.js';

/**
 * A push service (RFC 8030) as far as an application server uses one: `POST <endpoint>` with an
 * encrypted message. What the browser's PushManager.subscribe does (make the subscription's keys)
 * is `standIn.subscribe()`, so a test holds a subscription as a browser would, with its private key.
 */

/** A subscription as the browser's `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One push the stand-in accepted, decrypted with the subscription's keys. */
export interface ReceivedPush {
  endpoint: string;
  /** The TTL header, seconds. */
  ttl: number;
  /** The Urgency header (RFC 8030 §5.3); `normal` when absent. */
  urgency: string;
  /** The Topic header (RFC 8030 §5.4), or null. */
  topic: string | null;
  /** The decrypted message, as text. */
  payload: string;
  vapid: VapidClaims;
  receivedAt: Date;
}

/** A push the stand-in refused, and why. */
export interface RefusedPush {
  endpoint: string;
  status: number;
  reason: string;
}

export interface PushServiceStandIn {
  /** e.g. http://127.0.0.1:41234; every endpoint starts with it. */
  url: string;
  /**
   * A new subscription, as PushManager.subscribe makes one: P-256 keys from node:crypto ECDH and a
   * 16-byte auth secret. With `applicationServerKey` (the VAPID public key, base64url) pushes
   * signed with another key are refused 403, as push services refuse them.
   */
  subscribe(options?: { applicationServerKey?: string }): PushSubscriptionJson;
  /** From now on the endpoint answers 410 Gone (the user unsubscribed or the browser dropped it), or 404. */
  expire(endpoint: string, status?: 404 | 410): void;
  /** Every push accepted, oldest first. */
  readonly received: readonly ReceivedPush[];
  /** Every push refused, oldest first. */
  readonly refused: readonly RefusedPush[];
  /** The pushes accepted for one endpoint. */
  receivedAt(endpoint: string): ReceivedPush[];
  close(): Promise<void>;
}

interface Subscription {
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey?: string;
  goneStatus?: 404 | 410;
}

/** RFC 8030 §7.2 lets a push service refuse larger messages; 4096 bytes is what browsers' services take. */
const MAX_BODY_BYTES = 4096;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Refusal(413, `the message is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function startPushServiceStandIn(
  options: { host?: string; port?: number } = {},
): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let baseUrl = '';

  async function accept(request: IncomingMessage, endpoint: string): Promise<ReceivedPush> {
    const subscription = subscriptions.get(endpoint);
    if (!subscription) throw new Refusal(404, 'no such subscription');
    if (subscription.goneStatus)
      throw new Refusal(subscription.goneStatus, 'the subscription has expired or was unsubscribed');
    const vapid = (() => {
      try {
        return checkVapid(request.headers.authorization, endpoint, Math.floor(Date.now() / 1000));
      } catch (error) {
        if (error instanceof VapidError) throw new Refusal(error.status, error.message);
        throw error;
      }
    })();
    if (subscription.applicationServerKey && subscription.applicationServerKey !== vapid.publicKey) {
      throw new Refusal(403, 'the VAPID key is not the applicationServerKey the subscription was made with');
    }
    const ttlHeader = request.headers.ttl;
    if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader)) {
      throw new Refusal(400, 'the TTL header is required (RFC 8030 §5.2)');
    }
    const urgency = (request.headers.urgency as string | undefined) ?? 'normal';
    if (!URGENCIES.has(urgency)) throw new Refusal(400, `Urgency "${urgency}" is not one of RFC 8030 §5.3`);
    const topic = (request.headers.topic as string | undefined) ?? null;
    if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) {
      throw new Refusal(400, 'Topic must be at most 32 base64url characters (RFC 8030 §5.4)');
    }
    const body = await readBody(request);
    if (body.length === 0) throw new Refusal(400, 'the message has no body');
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      throw new Refusal(415, 'Content-Encoding must be aes128gcm (RFC 8291)');
    }
    let payload: string;
    try {
      payload = decryptAes128gcm(body, subscription).toString('utf8');
    } catch (error) {
      if (error instanceof PushPayloadError) throw new Refusal(400, error.message);
      throw error;
    }
    return { endpoint, ttl: Number(ttlHeader), urgency, topic, payload, vapid, receivedAt: new Date() };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const endpoint = `${baseUrl}${request.url?.split('?')[0] ?? ''}`;
    const answer = (status: number, text = '') => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(text);
    };
    if (request.method !== 'POST' || !request.url?.startsWith('/push/')) {
      request.resume();
      answer(404, 'not found');
      return;
    }
    accept(request, endpoint).then(
      (push) => {
        received.push(push);
        response.writeHead(201, { location: `${baseUrl}/message/${randomBytes(8).toString('hex')}` });
        response.end();
      },
      (error: unknown) => {
        request.resume();
        const status = error instanceof Refusal ? error.status : 500;
        const reason = error instanceof Error ? error.message : String(error);
        refused.push({ endpoint, status, reason });
        answer(status, reason);
      },
    );
  });
  baseUrl = await listenForUrl(server, options);

  return {
    url: baseUrl,
    subscribe(subscribeOptions = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${baseUrl}/push/${randomBytes(16).toString('base64url')}`;
      subscriptions.set(endpoint, { ecdh, auth, applicationServerKey: subscribeOptions.applicationServerKey });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    expire(endpoint, status = 410) {
      const subscription = subscriptions.get(endpoint);
      if (subscription) subscription.goneStatus = status;
    },
    received,
    refused,
    receivedAt: (endpoint) => received.filter((push) => push.endpoint === endpoint),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
