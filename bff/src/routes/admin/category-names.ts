import type { ServiceClients } from '../../clients.js';

/** At most this many pages of categories are read (10 each): far more than the marketplace has. */
const MAX_PAGES = 50;

/**
 * Names of work categories by id, inactive ones included (a job keeps its category's name when the
 * admin switches the category off); a category that is gone (deleted) is 'Unknown'.
 */
export async function categoryNames(clients: ServiceClients) {
  const names = new Map<string, string>();
  for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex += 1) {
    const page = await clients.jobs.adminListWorkCategories({ pageIndex });
    for (const category of page.workCategories) names.set(category.id, category.name);
    if (page.workCategories.length === 0 || names.size >= page.count) break;
  }
  return (id: string) => (id ? (names.get(id) ?? 'Unknown') : 'Unknown');
}
