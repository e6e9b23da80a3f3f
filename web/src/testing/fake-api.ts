import { vi } from 'vitest';

export type ApiHandler = (request: { method: string; body: unknown; rawBody: unknown }) => {
  status?: number;
  body?: unknown;
};

export const sampleWorkCategories = {
  workCategories: [
    {
      id: 'cat-cleaning',
      name: 'Cleaning',
      services: [
        { id: 'svc-end-of-tenancy', name: 'End of tenancy cleaning' },
        { id: 'svc-office', name: 'Office cleaning' },
      ],
    },
  ],
};

/**
 * Stubs global fetch with handlers keyed by "METHOD /api/path".
 * Unknown calls answer 404 so tests notice them.
 */
export function stubApi(handlers: Record<string, ApiHandler> = {}) {
  const defaults: Record<string, ApiHandler> = {
    'GET /api/work-category': () => ({ body: sampleWorkCategories }),
    'GET /api/locations': () => ({ body: { locations: [] } }),
    'GET /api/platform': () => ({ body: { platform: 'production' } }),
    // A visitor: the start-up user fetch finds no session.
    'GET /api/auth/user': () => ({ status: 401, body: { message: 'Please log in', error: 'unauthenticated' } }),
  };
  const all = { ...defaults, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = typeof input === 'string' ? input : input.toString();
    const handler = all[`${method} ${url}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = handler
      ? handler({ method, body, rawBody: init?.body })
      : { status: 404, body: { message: 'Not found' } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON bodies sent to one endpoint. */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, method: string, url: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)));
}
