import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApiClient } from './api-client';
import { ApiError } from './api-error';

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

function configure() {
  const onUnauthenticated = vi.fn();
  configureApiClient({ onUnauthenticated });
  return onUnauthenticated;
}

afterEach(() => configure());

describe('apiRequest', () => {
  it('calls /api on the same origin with the cookie and never a bearer token', async () => {
    configure();
    const fetchMock = answer(200, { platform: 'demo' });
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/platform')).resolves.toEqual({ platform: 'demo' });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/platform');
    expect(init.credentials).toBe('include');
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends a JSON body with the cookie', async () => {
    configure();
    const fetchMock = answer(201, { ok: true });
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/customer/contact-us', { method: 'POST', body: { name: 'Ann' } });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"name":"Ann"}');
  });

  it('turns an error body into an ApiError with its message and field errors', async () => {
    configure();
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'Invalid input', errors: [{ path: 'email', message: 'Bad email' }] }),
    );

    const error = await apiRequest('/x').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      fieldErrors: [{ path: 'email', message: 'Bad email' }],
    });
  });

  it('reports a 401 as unauthenticated', async () => {
    const onUnauthenticated = configure();
    vi.stubGlobal('fetch', answer(401, { message: 'Unauthenticated' }));

    await expect(apiRequest('/auth/user')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('reports an error field equal to unauthenticated as unauthenticated', async () => {
    const onUnauthenticated = configure();
    vi.stubGlobal('fetch', answer(200, { error: 'unauthenticated' }));

    await expect(apiRequest('/jobs')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('sends FormData as multipart, letting the browser set the Content-Type', async () => {
    configure();
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    const body = new FormData();
    body.append('first_name', 'Ann');

    await apiRequest('/user', { method: 'POST', body });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(body);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('keeps the error code, e.g. an unverified login', async () => {
    configure();
    vi.stubGlobal('fetch', answer(403, { message: 'Please verify', error: 'unverified' }));

    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'unverified',
    });
  });

  it('leaves a 401 to the caller when asked, e.g. a wrong password or the start-up user fetch', async () => {
    const onUnauthenticated = configure();
    vi.stubGlobal('fetch', answer(401, { message: 'Invalid email or password' }));

    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, handleUnauthenticated: false }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('gives a friendly message when the network is down', async () => {
    configure();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(apiRequest('/platform')).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('check your connection'),
    });
  });
});
