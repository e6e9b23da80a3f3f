import type { WorkCategory } from '@/shared/api/get-work-categories';
import { paths } from '@/shared/config/paths';

export interface ServiceChoice {
  categoryId: string;
  serviceId: string;
}

/** The service whose name was typed or picked (any case, spaces trimmed); null when none matches. */
export function findService(workCategories: readonly WorkCategory[], typed: string): ServiceChoice | null {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return null;
  for (const category of workCategories) {
    const service = category.services.find((s) => s.name.toLowerCase() === wanted);
    if (service) return { categoryId: category.id, serviceId: service.id };
  }
  return null;
}

/** /post-a-job with what the visitor chose, for the wizard to start from. */
export function postAJobHref(choice: ServiceChoice | null, postcode: string): string {
  const query = new URLSearchParams();
  if (choice) {
    query.set('category', choice.categoryId);
    query.set('service', choice.serviceId);
  }
  const cleaned = postcode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (cleaned) query.set('postcode', cleaned);
  const search = query.toString();
  return search ? `${paths.postAJob}?${search}` : paths.postAJob;
}
