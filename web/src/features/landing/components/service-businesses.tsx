import { useState } from 'react';
import { Link } from 'react-router-dom';
import { businessProfileHref } from '@/shared/config/paths';
import { BUSINESSES_PER_PAGE, useServiceBusinesses } from '../api/get-service-businesses';

/** The verified businesses offering a service, a page at a time, each linking to its public profile. */
export function ServiceBusinesses({ serviceId, serviceName }: { serviceId: string; serviceName: string }) {
  const [offset, setOffset] = useState(0);
  const { data, error, isLoading, mutate } = useServiceBusinesses(serviceId, offset);
  const headingId = `businesses-${serviceId}`;
  return (
    <section className="lp-landing__section" aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId}>Verified businesses offering {serviceName.toLowerCase()}</h2>
      {isLoading && !data && <p role="status">Loading businesses…</p>}
      {error && !isLoading && (
        <div className="lp-landing__notice" role="alert">
          <p>We could not load the businesses just now.</p>
          <button type="button" className="lp-landing__button" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      )}
      {data && data.businesses.length === 0 && (
        <p>No verified business offers this service yet. Post your job anyway: new businesses join every week.</p>
      )}
      {data && data.businesses.length > 0 && (
        <>
          <ul className="lp-landing__businesses">
            {data.businesses.map((business) => (
              <li key={business.id} className="lp-landing__business">
                <Link to={businessProfileHref(business.id)} className="lp-landing__business-name">
                  {business.name}
                </Link>
                <span className="lp-landing__business-facts">
                  {business.rating === null
                    ? 'No reviews yet'
                    : `${business.rating.toFixed(1)} out of 5 (${business.reviewsCount} ${business.reviewsCount === 1 ? 'review' : 'reviews'})`}
                  {business.location ? ` · ${business.location} area` : ''}
                </span>
              </li>
            ))}
          </ul>
          {data.total > BUSINESSES_PER_PAGE && (
            <nav className="lp-landing__pager" aria-label="More businesses">
              <button
                type="button"
                className="lp-landing__button"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - BUSINESSES_PER_PAGE))}
              >
                Previous
              </button>
              <span>
                {offset + 1}–{Math.min(offset + BUSINESSES_PER_PAGE, data.total)} of {data.total}
              </span>
              <button
                type="button"
                className="lp-landing__button"
                disabled={offset + BUSINESSES_PER_PAGE >= data.total}
                onClick={() => setOffset(offset + BUSINESSES_PER_PAGE)}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
