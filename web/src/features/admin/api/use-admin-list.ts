import type { PathsWithMethod } from 'openapi-typescript-helpers';
import useSWR, { type SWRResponse } from 'swr';
import { apiBasePath } from '@/shared/api/api-client';
import type { paths } from '@/shared/api/schema.gen';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';
import { adminListOptions, adminListSearch } from './admin-list-key';

type AdminListPath = Extract<PathsWithMethod<paths, 'get'>, `/api/admin/${string}`>;

/** A list route's query parameters, as the BFF's OpenAPI document declares them. */
export type AdminListQuery<Path extends AdminListPath> = NonNullable<paths[Path]['get']['parameters']['query']>;

/** api.GET for one list route; openapi-fetch cannot resolve a call whose path is still a type parameter. */
type ListGet<Path extends AdminListPath> = (
  path: Path,
  init: { params: { query: AdminListQuery<Path> }; querySerializer: () => string },
) => Promise<{ data?: ApiAnswer<Path, 'get'> }>;

/**
 * One page of an admin list through the typed client: the path and the query are checked against
 * the BFF's OpenAPI document at compile time (a wrong name or type does not build). The SWR key is
 * the path without /api and the query string ('/admin/customers?pageIndex=0&name=ann'), and the
 * request sends that same string, so the call and its cache entry cannot disagree.
 */
export function useAdminList<Path extends AdminListPath>(
  path: Path,
  query: AdminListQuery<Path>,
): SWRResponse<ApiAnswer<Path, 'get'>> {
  const search = adminListSearch(query);
  const key = `${path.slice(apiBasePath.length)}?${search}`;
  const get = api.GET as ListGet<Path>;
  return useSWR(key, () => dataOf(get(path, { params: { query }, querySerializer: () => search })), adminListOptions);
}
