import { isApiError } from '@/shared/api/api-error';
import { company } from '@/shared/config/company';
import { notFoundHead, type PageHead, type PageHeadAnswer } from '@/shared/head/page-head';
import { getPublicBusiness, type PublicBusinessResponse } from '../api/get-public-business';

/** About what a search result shows of a description. */
const descriptionLength = 155;

/** Whitespace folded, cut at a word near the length search results show. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= descriptionLength) return flat;
  const cut = flat.slice(0, descriptionLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

export function businessHead(business: PublicBusinessResponse['business']): PageHead {
  const where = business.location ? ` in ${business.location}` : '';
  return {
    title: `${business.name} | ${company.name}`,
    description: business.description?.trim()
      ? summary(business.description)
      : `${business.name}: a verified local business${where} on ${company.name}. See its services, area and reviews, and post a job to get a quote.`,
  };
}

/** A business page's head without rendering it (the server entry's pageHead): 404 for an unknown id. */
export async function businessPageHead(id: string): Promise<PageHeadAnswer> {
  try {
    const { business } = await getPublicBusiness(id);
    return { head: businessHead(business), status: 200 };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { head: notFoundHead, status: 404 };
    throw error;
  }
}
