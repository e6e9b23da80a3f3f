import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import { ShellLoader } from '@/shared/components/layout/shell-loader';
import { ProfileImage } from '@/shared/components/profile-image';
import { ResponseTimeBadge } from '@/shared/components/response-time-badge';
import { PageHeadTags } from '@/shared/head/page-head-tags';
import { formatUkDate } from '@/shared/lib/dates';
import { usePublicBusiness } from '../api/get-public-business';
import { businessHead } from '../lib/business-head';
import './public-business.css';

export interface PublicBusinessRouteProps {
  /** The business's rating and reviews; the app passes them in (features do not import each other). */
  renderReviews?: (businessId: string) => ReactNode;
  /** The page for an unknown id (the site's 404 page); the app passes it in, for the same reason. */
  renderNotFound: () => ReactNode;
}

/**
 * /business/{id}: a business's public profile; an unknown id shows the 404 page. Plain HTML and
 * CSS (a page search engines and shared links lead to): no antd until the reviews below.
 */
export default function PublicBusinessRoute({ renderReviews, renderNotFound }: PublicBusinessRouteProps) {
  const { id = '' } = useParams();
  const { data, error, isLoading } = usePublicBusiness(id);
  if (isLoading)
    return (
      <section className="lp-page lp-page--narrow lp-business" aria-busy="true">
        <ShellLoader />
      </section>
    );
  if (isApiError(error) && error.status === 404) return renderNotFound();
  if (error || !data) throw error ?? new Error('Business not loaded');
  const business = data.business;
  const area = [business.location, business.locationName].filter(Boolean).join(' — ');

  return (
    <section className="lp-page lp-page--narrow lp-business">
      <PageHeadTags head={businessHead(business)} />
      <div className="lp-business__header">
        <ProfileImage
          src={business.logo}
          alt={`${business.name} logo`}
          size={72}
          shape="square"
          className="lp-business__logo"
          placeholder={<span aria-hidden="true">{business.name.slice(0, 1).toUpperCase()}</span>}
        />
        <h1 className="lp-business__name">{business.name}</h1>
        {business.package === 'premium' ? <span className="lp-premium-badge lp-business__badge">Premium</span> : null}
      </div>
      <ResponseTimeBadge responseTime={business.responseTime} />
      {business.description ? <p className="lp-business__description">{business.description}</p> : null}
      <dl className="lp-business__facts">
        {business.workCategoriesName ? (
          <div>
            <dt>Work category</dt>
            <dd>{business.workCategoriesName}</dd>
          </div>
        ) : null}
        <div>
          <dt>Services</dt>
          <dd>
            {business.services.length === 0 ? (
              'No services listed'
            ) : (
              <ul className="lp-business__services">
                {business.services.map((service) => (
                  <li key={service.id} className="lp-chip">
                    {service.name}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>Area</dt>
          <dd>{area || 'N/A'}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{formatUkDate(business.memberSince)}</dd>
        </div>
      </dl>
      {renderReviews ? <div className="lp-business__reviews">{renderReviews(business.id)}</div> : null}
    </section>
  );
}
