import {
  ApiError,
  type ApiErrorBody,
  type ApiFieldError,
  networkErrorMessage,
  unexpectedErrorMessage,
} from './api-error';

/** Everything the API serves lives under this prefix on the same origin. */
export const apiBasePath = '/api';

/**
 * The session is the server's HttpOnly auth_token cookie, which the browser sends with every call
 * (credentials: 'include'); the app never sees a token, so it never sends one itself.
 */
export interface ApiSessionBridge {
  /** Called once per unauthenticated response: clear the session and go to the login page. */
  onUnauthenticated: () => void;
}

let sessionBridge: ApiSessionBridge = {
  onUnauthenticated: () => {},
};

/** The app wires the session store into the client at start-up. */
export function configureApiClient(bridge: ApiSessionBridge): void {
  sessionBridge = bridge;
}

/** How a call reaches the BFF: the browser's fetch, or, when the server prerenders a page, the BFF itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's prerenderer sends the page's calls to the BFF in process (app/prerender). */
export function configureApiTransport(send: ApiTransport): void {
  transport = send;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except FormData, which is sent as multipart as it is. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a charging call. */
  headers?: Record<string, string>;
  /**
   * False for calls where a 401 is an answer, not an expired session: the start-up user fetch
   * (a visitor has no session) and the sign-in calls (wrong password). Defaults to true.
   */
  handleUnauthenticated?: boolean;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const isMultipart = options.body instanceof FormData;
  const headers: Record<string, string> = { ...options.headers };
  // The browser sets the multipart Content-Type with its boundary itself.
  if (options.body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';
  const response = await sendApiRequest(`${apiBasePath}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined ? undefined : isMultipart ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  return (await readApiAnswer(response, options.handleUnauthenticated !== false)) as T;
}

/**
 * The one way a call leaves the app (apiRequest and the typed client both use it): the session
 * cookie goes along, and a network failure becomes an ApiError with a message to show.
 */
export async function sendApiRequest(url: string, init: RequestInit): Promise<Response> {
  const given = init.headers;
  const headers = {
    Accept: 'application/json',
    ...(given instanceof Headers || Array.isArray(given) ? plainHeaders(new Headers(given)) : given),
  };
  try {
    return await transport(url, { ...init, credentials: 'include', headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, networkErrorMessage);
  }
}

/**
 * The parsed body of a successful answer (null when empty); otherwise an ApiError with the
 * server's message, field errors and code. An unauthenticated answer also ends the session,
 * unless `handleUnauthenticated` is false.
 */
export async function readApiAnswer(response: Response, handleUnauthenticated: boolean): Promise<unknown> {
  const body = await readJson(response);
  if (isUnauthenticated(response, body)) {
    if (handleUnauthenticated) sessionBridge.onUnauthenticated();
    throw new ApiError(
      401,
      errorMessageOf(body) ?? 'Please log in to continue.',
      fieldErrorsOf(body),
      errorCodeOf(body),
    );
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      errorMessageOf(body) ?? unexpectedErrorMessage,
      fieldErrorsOf(body),
      errorCodeOf(body),
    );
  }
  return body;
}

/**
 * A Headers object (the typed client's) as the plain object apiRequest sends, names spelt as
 * usual (Headers lower-cases them): `idempotency-key` → `Idempotency-Key`.
 */
function plainHeaders(headers: Headers): Record<string, string> {
  const spelt = (name: string) =>
    name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
  return Object.fromEntries([...headers.entries()].map(([name, value]) => [spelt(name), value]));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isUnauthenticated(response: Response, body: unknown): boolean {
  return response.status === 401 || asErrorBody(body)?.error === 'unauthenticated';
}

function errorMessageOf(body: unknown): string | undefined {
  const message = asErrorBody(body)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

function errorCodeOf(body: unknown): string | undefined {
  const code = asErrorBody(body)?.error;
  return typeof code === 'string' ? code : undefined;
}

function fieldErrorsOf(body: unknown): ApiFieldError[] {
  const errors = asErrorBody(body)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is ApiFieldError => typeof item?.path === 'string' && typeof item?.message === 'string',
  );
}

function asErrorBody(body: unknown): ApiErrorBody | null {
  return typeof body === 'object' && body !== null ? (body as ApiErrorBody) : null;
}
