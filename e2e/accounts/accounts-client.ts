import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';

/** A running marketplace seen from outside: its URL (codes come from the dev mailbox). */
export interface AccountsTarget {
  url: string;
  /** The bank's days at once: the GoCardless stand-in settles every mandate (and payment, unless only mandates). */
  settleDirectDebits?: (only?: 'mandates') => Promise<void>;
}

/**
 * The BFF settings an accounts run needs: every test comes from one address, so the per-address
 * limits are raised; the per-account limits stay at their defaults (sign-in 5, sign-ups per e-mail
 * 3: tested).
 */
export const accountsApiEnv: Record<string, string> = {
  LOGIN_RATE_LIMIT_PER_IP: '10000',
  CODE_SEND_RATE_LIMIT_PER_IP: '10000',
  CODE_VERIFY_RATE_LIMIT_PER_IP: '10000',
  ACCOUNT_CHECK_RATE_LIMIT_PER_MINUTE: '10000',
  REGISTER_RATE_LIMIT_PER_IP: '10000',
  PROMO_CODE_ATTEMPTS_PER_IP: '10000',
  LOGIN_FAILURES_PER_ACCOUNT: '5',
};

export const DEMO_ADMIN = { email: 'admin@localpros.test', password: 'LocalPros123!' };
export const PASSWORD = 'Sunny-Days-42';

export interface ApiUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  avatar: string | null;
  userType: string;
  emailVerified: boolean;
  business_name: string | null;
  impersonating: boolean;
}

export interface MailboxMessage {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
}

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** A small HTTP client for the accounts API: JSON in and out, a bearer token when given. */
export function accountsClient(target: () => AccountsTarget) {
  const url = (path: string) => `${target().url}/api${path}`;

  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(url(path), { method, headers, body });
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('application/json') ? await response.json() : await response.arrayBuffer();
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  const get = <T = Record<string, unknown>>(path: string, token?: string) => call<T>('GET', path, { token });
  const post = <T = Record<string, unknown>>(path: string, body?: unknown, token?: string) =>
    call<T>('POST', path, { body, token });
  const put = <T = Record<string, unknown>>(path: string, body?: unknown, token?: string) =>
    call<T>('PUT', path, { body, token });
  const del = <T = Record<string, unknown>>(path: string, token?: string) => call<T>('DELETE', path, { token });

  async function mailbox(recipient: string): Promise<MailboxMessage[]> {
    const response = await get<{ messages: MailboxMessage[] }>(
      `/dev/mailbox?recipient=${encodeURIComponent(recipient)}`,
    );
    expect(response.status).toBe(200);
    return response.body.messages;
  }

  /** The ids already in a recipient's mailbox, to tell the next message from earlier ones. */
  async function seen(recipient: string): Promise<Set<string>> {
    return new Set((await mailbox(recipient)).map((m) => m.id));
  }

  /** Waits for a message to `recipient` that is not in `before`, newest first. */
  async function nextMessage(recipient: string, before: Set<string> = new Set()): Promise<MailboxMessage> {
    let found: MailboxMessage | undefined;
    await expect
      .poll(
        async () => {
          found = (await mailbox(recipient)).find((m) => !before.has(m.id));
          return found !== undefined;
        },
        // The poll's generous default ceiling (vitest.config.ts); a failure says what was awaited.
        { message: `a new message to ${recipient} in the dev mailbox` },
      )
      .toBe(true);
    return found as MailboxMessage;
  }

  async function nextCode(recipient: string, before?: Set<string>): Promise<string> {
    return codeIn(await nextMessage(recipient, before));
  }

  async function login(email: string, password: string) {
    return post<{ token: string; user: ApiUser; message?: string; error?: string }>('/auth/login', {
      email,
      password,
    });
  }

  async function signIn(email: string, password: string): Promise<{ token: string; user: ApiUser }> {
    const response = await login(email, password);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }

  /** The demo admin signed in the two-step way: password, then the e-mailed code. */
  async function adminSession(): Promise<{ token: string; user: ApiUser }> {
    const before = await seen(DEMO_ADMIN.email);
    const checked = await post('/auth/admin/credentials/check', DEMO_ADMIN);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const code = await nextCode(DEMO_ADMIN.email, before);
    const signedIn = await post<{ token: string; user: ApiUser }>('/auth/admin/login', {
      email: DEMO_ADMIN.email,
      code,
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    return signedIn.body;
  }

  /** A new customer, registered (not yet verified). */
  async function registerCustomer(overrides: Partial<Record<string, string>> = {}) {
    const account = newAccount();
    const body = {
      fullName: account.fullName,
      email: account.email,
      mobile_number: account.mobile,
      password: account.password,
      passwordConfirm: account.password,
      ...overrides,
    };
    const response = await post<{ message: string; user: ApiUser }>('/auth/customer/register', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { ...account, email: body.email.toLowerCase(), mobile: body.mobile_number, user: response.body.user };
  }

  /** A new customer, verified with the e-mailed code and signed in. */
  async function verifiedCustomer() {
    const account = await registerCustomer();
    const code = await nextCode(account.email);
    const verified = await post(`/auth/verify/${encodeURIComponent(code)}`);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const session = await signIn(account.email, account.password);
    return { ...account, ...session };
  }

  /**
   * A new business with these registration fields (service, area…), verified, signed in and
   * subscribed with Square's sandbox test card (Standard unless told; `subscribe: false` for none):
   * matching gives leads only to subscribed businesses.
   */
  async function verifiedBusiness(
    fields: {
      businessName: string;
      workCategoryId: string;
      serviceIds: string[];
      location: string;
    },
    options: { subscribe?: false | 'standard' | 'premium' } = {},
  ) {
    const account = newAccount();
    const registered = await post('/auth/business/register', {
      ...fields,
      fullName: 'Bea Brush',
      email: account.email,
      mobile_number: account.mobile,
      password: account.password,
      passwordConfirm: account.password,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const verified = await post(`/auth/verify/${encodeURIComponent(await nextCode(account.email))}`);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const session = await signIn(account.email, account.password);
    const packageId = options.subscribe ?? 'standard';
    if (packageId) await subscribe(session.token, packageId);
    return { ...session, password: account.password };
  }

  /** Pays for a package with Square's sandbox card nonce, which the stand-in honours (packages/payment-stand-ins). */
  async function subscribe(token: string, packageId: 'standard' | 'premium') {
    const subscribed = await call('POST', '/subscription', {
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        packageId,
        paymentMethod: {
          type: 'card',
          sourceId: 'cnon:card-nonce-ok',
          cardholderName: 'Bea Brush',
          postcode: 'SW1A 1AA',
        },
      },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
  }

  return {
    url,
    call,
    get,
    post,
    put,
    del,
    mailbox,
    seen,
    nextMessage,
    nextCode,
    login,
    signIn,
    adminSession,
    registerCustomer,
    verifiedCustomer,
    verifiedBusiness,
    subscribe,
  };
}

/** The one-time code in a message: from a link's `code=` when there is one, else the 8-character code itself. */
export function codeIn(message: MailboxMessage): string {
  const text = `${message.subject}\n${message.text}`;
  const link = /[?&]code=([^&\s"'<>]+)/.exec(text);
  if (link?.[1]) return decodeURIComponent(link[1]);
  const code = /\b([A-HJ-NP-Z2-9]{4})[- ]?([A-HJ-NP-Z2-9]{4})\b/.exec(text);
  if (!code) throw new Error(`no code in the message "${message.subject}"`);
  return `${code[1]}${code[2]}`;
}

/** Fresh, valid sign-up details (unique e-mail and mobile number). */
export function newAccount() {
  const id = randomUUID().slice(0, 8);
  return {
    fullName: 'Ann Smith',
    email: `ann.${id}@example.com`,
    mobile: `07${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
    password: PASSWORD,
  };
}

/** A 1×1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function formWith(fields: Record<string, string | { content: Buffer; filename: string; type: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.content)], { type: value.type }), value.filename);
  }
  return form;
}
