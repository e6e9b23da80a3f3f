import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** POST /api/admin/work-category: the name is required and unique. */
export function addWorkCategory(name: string): Promise<ApiAnswer<'/api/admin/work-category', 'post'>> {
  return dataOf(api.POST('/api/admin/work-category', { body: { name } }));
}
