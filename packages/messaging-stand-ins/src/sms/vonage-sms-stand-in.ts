import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenForUrl } from '@localpros/kit/testing';
import {
  answerSms,
  type ReceivedSms,
  SmsLedger,
  type SmsParameters,
  throttledFailure,
  type VonageSmsFailure,
} from './vonage-sms-api.js';

/**
 * A local stand-in of Vonage's SMS API, on node:http, in memory: `POST /sms/json`, the one endpoint
 * notifications calls, for the `@vonage/sms` SDK (`new SMS(auth, { restHost: standIn.url })`).
 * It sends nothing anywhere: it records each request (`received`), answers as Vonage does, and the
 * marketplace's dev mailbox shows the message as queued.
 */

export interface VonageSmsStandInOptions {
  /** 0 (the default) = any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The account's API key (Vonage's are 8 characters) and secret: anything else is status 4. */
  apiKey: string;
  apiSecret: string;
}

/** How failNextRequests refuses: Vonage's status and error-text (HTTP 200), or an HTTP error with no such body. */
export type ForcedSmsFailure = VonageSmsFailure | { httpStatus: number };

export interface VonageSmsStandIn {
  /** e.g. http://127.0.0.1:51234 (no trailing slash): the SDK's `restHost`. */
  url: string;
  /** Every `POST /sms/json` answered (accepted or refused), oldest first. */
  readonly received: readonly ReceivedSms[];
  /**
   * The next `count` requests are refused: by default as Vonage throttles (status 1, HTTP 200), or
   * with the failure given (another status, or an HTTP status such as 503).
   */
  failNextRequests(count: number, failure?: ForcedSmsFailure): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 100_000;

class BadRequest extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The request's parameters: Vonage takes them as a JSON body (what the SDK sends), a form body
 * (the API reference's) or the query string. Every value is read as text, as Vonage does.
 */
async function parametersOf(request: IncomingMessage, url: URL): Promise<SmsParameters> {
  const parameters: SmsParameters = Object.fromEntries(url.searchParams);
  const text = await readBody(request);
  if (text.trim() === '') return parameters;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim();
  if (type === 'application/json') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new BadRequest('Request body is not valid JSON');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new BadRequest('Request body must be a JSON object');
    }
    for (const [name, field] of Object.entries(value)) {
      if (field !== null && field !== undefined) parameters[name] = String(field);
    }
    return parameters;
  }
  return { ...parameters, ...Object.fromEntries(new URLSearchParams(text)) };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

export async function startVonageSmsStandIn(options: VonageSmsStandInOptions): Promise<VonageSmsStandIn> {
  const account = { apiKey: options.apiKey, apiSecret: options.apiSecret };
  const ledger = new SmsLedger();
  const received: ReceivedSms[] = [];
  const forced: ForcedSmsFailure[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (url.pathname !== '/sms/json') {
        send(response, 404, { type: 'NOT_FOUND', title: 'Not found', detail: `No stand-in for ${url.pathname}` });
        return;
      }
      if (request.method !== 'POST') {
        response.writeHead(405, { allow: 'POST' }).end();
        return;
      }
      const parameters = await parametersOf(request, url);
      const failure = forced.shift();
      if (failure && 'httpStatus' in failure) {
        send(response, failure.httpStatus, { type: 'INTERNAL_ERROR', title: 'Internal Error' });
        return;
      }
      const answer = answerSms(account, ledger, request.headers.authorization, parameters, failure);
      received.push(answer.received);
      send(response, 200, answer.body);
    })().catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof BadRequest) send(response, 400, { type: 'BAD_REQUEST', title: error.message });
      else send(response, 500, { type: 'INTERNAL_ERROR', title: 'Internal Error' });
    });
  });
  const url = await listenForUrl(server, options);
  return {
    url,
    received,
    failNextRequests(count, failure = throttledFailure) {
      for (let i = 0; i < count; i++) forced.push(failure);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
