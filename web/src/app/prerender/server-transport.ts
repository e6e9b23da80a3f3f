import { AsyncLocalStorage } from 'node:async_hooks';
import { type ApiTransport, configureApiTransport } from '@/shared/api/api-client';

const current = new AsyncLocalStorage<ApiTransport>();

// The API client is one module for the whole process; each prerender brings its own way to the
// BFF (one process can hold several, as the tests do), so calls find theirs through the async context.
configureApiTransport((url, init) => {
  const send = current.getStore();
  return send ? send(url, init) : Promise.reject(new Error(`No API transport for ${url} outside a prerender`));
});

/** Runs `work` with the page's API calls going to `send`. */
export function withApiTransport<T>(send: ApiTransport, work: () => Promise<T>): Promise<T> {
  return current.run(send, work);
}
