import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-client';
import { ApiError } from './api-error';
import { api, apiWithoutSessionCheck, dataOf } from './typed-client';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function configure() {
  const onUnauthenticated = vi.fn();
  configureApiClient({ onUnauthenticated });
  return onUnauthenticated;
}

afterEach(() => configure());

describe('the typed API client', () => {
  it('fills path and query parameters and sends fetch(url, init) with the cookie', async () => {
    configure();
    const fetchMock = answer(200, { registered: true });

    const found = await dataOf(
      api.GET('/api/user/is-email-registered/{email}', { params: { path: { email: 'ann+1@example.com' } } }),
    );
    await dataOf(api.GET('/api/jobs', { params: { query: { status: 'in_progress' } } }));

    expect(found).toEqual({ registered: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/is-email-registered/ann%2B1%40example.com');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/jobs?status=in_progress');
  });

  it('sends a JSON body and header parameters', async () => {
    configure();
    const fetchMock = answer(200, { success: true, data: {} });

    await dataOf(
      api.PUT('/api/subscription/package', {
        body: { packageId: 'premium' },
        params: { header: { 'idempotency-key': 'attempt-1' } },
      }),
    );

    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"packageId":"premium"}');
    // Spelt as apiRequest spells headers, which the billing tests read from the plain object.
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'attempt-1', 'Content-Type': 'application/json' });
  });

  it('throws an ApiError with the message, field errors and code of an error answer', async () => {
    configure();
    answer(400, { message: 'Invalid input', errors: [{ path: 'email', message: 'Bad email' }], error: 'invalid' });

    const error = await dataOf(api.POST('/api/customer/contact-us', { body: { name: 'A', email: 'x', message: 'm' } }))
      .then(() => undefined)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      code: 'invalid',
      fieldErrors: [{ path: 'email', message: 'Bad email' }],
    });
  });

  it('ends the session on a 401, except on the client for calls where a 401 is an answer', async () => {
    const onUnauthenticated = configure();
    answer(401, { message: 'Invalid email or password' });

    await expect(
      dataOf(apiWithoutSessionCheck.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'x' } })),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(onUnauthenticated).not.toHaveBeenCalled();

    await expect(dataOf(api.GET('/api/auth/user'))).rejects.toMatchObject({ status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('gives null for an empty answer and a friendly message when the network is down', async () => {
    configure();
    answer(200, undefined);
    await expect(dataOf(api.POST('/api/business/deleteLogo'))).resolves.toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(dataOf(api.GET('/api/platform'))).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('check your connection'),
    });
  });
});
