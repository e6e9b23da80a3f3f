import { company } from '@/shared/config/company';
import { notFoundHead, type PageHead, type PageHeadAnswer } from '@/shared/head/page-head';
import { getServiceCatalog, type ServiceCatalog } from '../api/get-service-catalog';

type Category = ServiceCatalog['categories'][number];
type Service = Category['services'][number];

/** The category, and the service when the path names one; null for a slug the catalog does not have. */
export function findLanding(
  catalog: ServiceCatalog,
  categorySlug: string,
  serviceSlug?: string,
): { category: Category; service?: Service } | null {
  const category = catalog.categories.find((c) => c.slug === categorySlug);
  if (!category || serviceSlug === undefined) return category ? { category } : null;
  const service = category.services.find((s) => s.slug === serviceSlug);
  return service ? { category, service } : null;
}

export function categoryHead(category: Category): PageHead {
  const names = category.services.map((s) => s.name);
  return {
    title: `${category.name} services from verified local pros | ${company.name}`,
    description: `Compare quotes for ${category.name.toLowerCase()} from verified local businesses near you: ${names.slice(0, 4).join(', ')}. Post a job for free.`,
  };
}

export function serviceHead(service: Service): PageHead {
  return {
    title: `${service.name} near you: compare quotes | ${company.name}`,
    description: `Get free quotes for ${service.name.toLowerCase()} from verified local businesses within ${company.leadRadiusKm} km. See typical prices and reviews, then choose your pro.`,
  };
}

/** A landing page's head without rendering it (the server entry's pageHead): 404 for an unknown slug. */
export async function landingPageHead(categorySlug: string, serviceSlug?: string): Promise<PageHeadAnswer> {
  const found = findLanding(await getServiceCatalog(), categorySlug, serviceSlug);
  if (!found) return { head: notFoundHead, status: 404 };
  return { head: found.service ? serviceHead(found.service) : categoryHead(found.category), status: 200 };
}
