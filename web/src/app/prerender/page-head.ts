import { matchPath } from 'react-router-dom';
import { landingPageHead } from '@/features/landing/lib/landing-heads';
import { businessPageHead } from '@/features/public-business/lib/business-head';
import type { ApiTransport } from '@/shared/api/api-client';
import { paths } from '@/shared/config/paths';
import type { PageHeadAnswer } from '@/shared/head/page-head';
import { pageHeads } from '../head/page-heads';
import { withApiTransport } from './server-transport';

/**
 * A page's head and status without rendering it, from what its page renders: the registry, or the
 * one read of data a business or landing page names itself by. The BFF serves it first (a 404 is
 * never rendered) and keeps it when it cannot render the page (a busy server, a visitor past their
 * renders, a failed render, a page not prerendered). Null for a page without a head of its own.
 */
export function pageHead(url: URL, { send }: { send: ApiTransport }): Promise<PageHeadAnswer | null> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const registered = pageHeads[path];
  if (registered) return Promise.resolve({ head: registered, status: 200 });
  return withApiTransport(send, async () => {
    const business = matchPath(paths.businessProfile, path);
    if (business?.params.id) return businessPageHead(business.params.id);
    const service = matchPath(paths.serviceLanding, path);
    if (service?.params.categorySlug) return landingPageHead(service.params.categorySlug, service.params.serviceSlug);
    const category = matchPath(paths.serviceCategory, path);
    if (category?.params.categorySlug) return landingPageHead(category.params.categorySlug);
    return null;
  });
}
