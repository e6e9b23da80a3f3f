import type { jobsRpc } from '@localpros/contracts';

export interface CatalogService {
  id: string;
  name: string;
  slug: string;
}

export interface CatalogCategory extends CatalogService {
  services: CatalogService[];
}

/** "End of Tenancy Cleaning" → "end-of-tenancy-cleaning": lower case ASCII words joined by hyphens. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'service';
}

/**
 * Slugs for items, unique among them and stable: taken in id order, so a later duplicate name
 * (never the first) gets its id's first characters added.
 */
function uniqueSlugs<T extends { id: string; name: string }>(items: T[]): Map<string, string> {
  const taken = new Set<string>();
  const slugs = new Map<string, string>();
  for (const item of [...items].sort((a, b) => a.id.localeCompare(b.id))) {
    let slug = slugOf(item.name);
    if (taken.has(slug)) slug = `${slug}-${item.id.replace(/-/g, '').slice(0, 8).toLowerCase()}`;
    taken.add(slug);
    slugs.set(item.id, slug);
  }
  return slugs;
}

/** The live work categories with their landing-page slugs (category slugs site-wide, service slugs per category). */
export function toCatalog(workCategories: jobsRpc.WorkCategory[]): CatalogCategory[] {
  const categorySlugs = uniqueSlugs(workCategories);
  return workCategories.map((category) => {
    const serviceSlugs = uniqueSlugs(category.services);
    return {
      id: category.id,
      name: category.name,
      slug: categorySlugs.get(category.id) ?? slugOf(category.name),
      services: category.services.map((service) => ({
        id: service.id,
        name: service.name,
        slug: serviceSlugs.get(service.id) ?? slugOf(service.name),
      })),
    };
  });
}

/**
 * The catalog of the work categories the reference data holds (reference-data.ts): worked out once
 * per loaded list (the list is the same object until the reference data reloads it).
 */
export function createServiceCatalog(workCategories: () => Promise<jobsRpc.WorkCategory[]>) {
  const catalogs = new WeakMap<jobsRpc.WorkCategory[], CatalogCategory[]>();
  const categories = async (): Promise<CatalogCategory[]> => {
    const list = await workCategories();
    let catalog = catalogs.get(list);
    if (!catalog) {
      catalog = toCatalog(list);
      catalogs.set(list, catalog);
    }
    return catalog;
  };

  return {
    categories,
    async serviceById(serviceId: string) {
      for (const category of await categories()) {
        const service = category.services.find((s) => s.id === serviceId);
        if (service) return { category, service };
      }
      return undefined;
    },
  };
}

export type ServiceCatalog = ReturnType<typeof createServiceCatalog>;
