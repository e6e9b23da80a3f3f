import { GrpcStatus, RpcError } from '@localpros/kit';
import type { ServiceClients } from '../clients.js';
import type { PageHead } from './page-head-tags.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const descriptionLength = 155;

/** The head of a page for an id that names no business: kept out of search results. */
export const unknownBusinessHead: PageHead = {
  title: 'Page not found | LocalPros',
  description: 'This business is not on LocalPros.',
  noindex: true,
};

/** Whitespace folded, cut at a word near the length search results show. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= descriptionLength) return flat;
  const cut = flat.slice(0, descriptionLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

/**
 * The head of /business/{id} from the business's public profile (the same gRPC call as
 * GET /api/business/{id}); null when there is no such public business.
 */
export async function businessPageHead(clients: ServiceClients, id: string): Promise<PageHead | null> {
  if (!uuidPattern.test(id)) return null;
  const business = await clients.identity.getPublicBusiness({ businessId: id }).then(
    (answer) => answer.business,
    (error: unknown) => {
      if (error instanceof RpcError && error.code === GrpcStatus.NOT_FOUND) return undefined;
      throw error;
    },
  );
  if (!business) return null;
  const where = business.location ? ` in ${business.location}` : '';
  const description = business.description.trim()
    ? summary(business.description)
    : `${business.name}: a verified local business${where} on LocalPros. See its services, area and reviews, and post a job to get a quote.`;
  return { title: `${business.name} | LocalPros`, description };
}
