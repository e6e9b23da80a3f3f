import type { ServiceCatalog } from '../reference/service-catalog.js';
import type { PageHead } from './page-head-tags.js';

const landingPath = /^\/services\/([^/]+)(?:\/([^/]+))?$/;

/** The head of a /services/… path that names no live category or service: kept out of search results. */
export const unknownLandingHead: PageHead = {
  title: 'Page not found | LocalPros',
  description: 'This service is not on LocalPros.',
  noindex: true,
};

/**
 * The head and HTTP status of a landing page (/services/{category} or /services/{category}/{service})
 * from the live catalog: 404 for an unknown slug, so search engines drop it. Undefined for any
 * other path. For the web-app plugin, which serves index.html with these tags.
 */
export function createLandingPageHeads(catalog: ServiceCatalog) {
  return async (path: string): Promise<{ head: PageHead; status: number } | undefined> => {
    const match = landingPath.exec(path);
    if (!match?.[1]) return undefined;
    const decode = (part: string) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    };
    const found = await catalog.find(decode(match[1]), match[2] === undefined ? undefined : decode(match[2]));
    if (!found) return { head: unknownLandingHead, status: 404 };
    const { category, service } = found;
    if (!service) {
      return {
        head: {
          title: `${category.name} services from verified local pros | LocalPros`,
          description: `Compare quotes for ${category.name.toLowerCase()} from verified local businesses near you: ${category.services
            .map((s) => s.name)
            .slice(0, 4)
            .join(', ')}. Post a job for free on LocalPros.`,
        },
        status: 200,
      };
    }
    return {
      head: {
        title: `${service.name} near you: compare quotes | LocalPros`,
        description: `Get free quotes for ${service.name.toLowerCase()} from verified local businesses within 40 km. See typical prices and reviews, then choose your pro on LocalPros.`,
      },
      status: 200,
    };
  };
}
