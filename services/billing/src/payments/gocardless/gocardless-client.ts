import { Environments, GoCardlessClient } from 'gocardless-nodejs';

/** GoCardless's own API hosts; any other base URL is a stand-in (packages/payment-stand-ins). */
const LIVE_URL = 'https://api.gocardless.com';
const SANDBOX_URL = 'https://api-sandbox.gocardless.com';

/**
 * The SDK's client for a base URL. gocardless-nodejs (v10) has no base-URL option: it picks
 * api.gocardless.com or api-sandbox.gocardless.com by environment. For any other URL (the local
 * stand-in) the client's request prefix is set after construction; if a future SDK moves that
 * field this throws at start-up rather than send requests to GoCardless.
 */
export function createGoCardlessClient(options: { accessToken: string; baseUrl: string }): GoCardlessClient {
  const parsed = new URL(options.baseUrl);
  const baseUrl = `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
  if (baseUrl === LIVE_URL) return new GoCardlessClient(options.accessToken, Environments.Live);
  if (baseUrl === SANDBOX_URL) return new GoCardlessClient(options.accessToken, Environments.Sandbox);

  const client = new GoCardlessClient(options.accessToken, Environments.Sandbox);
  const api = (client as unknown as { _api?: { _baseUrl?: unknown } })._api;
  if (!api || api._baseUrl !== SANDBOX_URL) {
    throw new Error(`This gocardless-nodejs version cannot be pointed at ${baseUrl}: check createGoCardlessClient`);
  }
  api._baseUrl = baseUrl;
  return client;
}
