import { api, apiWithoutSessionCheck, dataOf } from '@/shared/api/typed-client';
import type { SessionUser } from '../session-slice';

/**
 * GET /api/auth/user: who the cookie (or bearer token) belongs to. The user lives in the
 * Redux session rather than the SWR cache, so there is no SWR hook: see useRefreshSession.
 *
 * `quiet` is for the start-up fetch: a visitor's 401 means "nobody", not "session expired".
 */
export async function getCurrentUser({ quiet = false }: { quiet?: boolean } = {}): Promise<SessionUser> {
  const client = quiet ? apiWithoutSessionCheck : api;
  const response = await dataOf(client.GET('/api/auth/user'));
  return response.data;
}
