import { vi } from 'vitest';
import { cardFormAnswer } from './fake-square';

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

/** Answers at once, or later (a promise) to hold a screen in its loading state. */
export type ApiHandler = (request: {
  method: string;
  body: unknown;
  rawBody: unknown;
}) => ApiAnswer | Promise<ApiAnswer>;

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
    // A new marketplace: no trust figures yet, the home page shows its text alone.
    'GET /api/public/marketplace-stats': () => ({ body: { verifiedBusinesses: 0, reviews: 0, averageRating: null } }),
    // A visitor: the start-up user fetch finds no session.
    'GET /api/auth/user': () => ({ status: 401, body: { message: 'Please log in', error: 'unauthenticated' } }),
    // The card form's settings: Square's SDK is the jsdom fake of testing/fake-square.ts.
    'GET /api/subscription/card-form': () => cardFormAnswer,
    // A signed-in customer or business has reported no review.
    'GET /api/review-reports': () => ({ body: { reports: [] } }),
    // The bell of a signed-in customer or business: nothing yet.
    'GET /api/notifications': () => ({ body: { notifications: [], unreadCount: 0 } }),
    // Businesses in tests are subscribed unless a test says otherwise (the dashboard's subscription check).
    'GET /api/subscription': () => ({
      body: { success: true, data: { subscribed: true, subscription: { status: 'ACTIVE', package_id: 'standard' } } },
    }),
  };
  const all = { ...defaults, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = typeof input === 'string' ? input : input.toString();
    const handler = all[`${method} ${url}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer: ApiAnswer = handler
      ? await handler({ method, body, rawBody: init?.body })
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

/** A handler that answers only once released, so a test can see the screen's loading state. */
export function heldAnswer() {
  let release: (answer: ApiAnswer) => void = () => {};
  const answer = new Promise<ApiAnswer>((resolve) => {
    release = resolve;
  });
  return { handler: () => answer, release };
}

/** How many times this endpoint was called. */
export function callCount(fetchMock: ReturnType<typeof stubApi>, method: string, url: string) {
  return fetchMock.mock.calls.filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .length;
}
