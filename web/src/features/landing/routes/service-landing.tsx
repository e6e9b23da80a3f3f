import { useParams } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { PageHeadTags } from '@/shared/head/page-head-tags';
import { GetQuotesLink } from '../components/get-quotes-link';
import { landingNotFound } from '../components/landing-not-found';
import { Breadcrumbs, LandingFrame, useCatalogOrState } from '../components/landing-page';
import { PostcodeAttribution } from '../components/postcode-attribution';
import { ServiceBusinesses } from '../components/service-businesses';
import { ServicePrices } from '../components/service-prices';
import { findLanding, serviceHead } from '../lib/landing-heads';
import { serviceSummary } from '../lib/service-copy';

/** /services/{category}/{service}: what it is, who offers it, what it typically costs, and "Get quotes". */
export default function ServiceLandingRoute() {
  const { categorySlug = '', serviceSlug = '' } = useParams();
  const { catalog, state } = useCatalogOrState();
  if (!catalog) return state;
  const found = findLanding(catalog, categorySlug, serviceSlug);
  if (!found?.service) landingNotFound();
  const { category, service } = found;
  const start = { categoryId: category.id, serviceId: service.id };
  return (
    <LandingFrame>
      <PageHeadTags head={serviceHead(service)} />
      <Breadcrumbs trail={[{ label: category.name, to: `/services/${category.slug}` }, { label: service.name }]} />
      <header className="lp-landing__hero">
        <h1>{service.name}</h1>
        <p className="lp-landing__lead">{serviceSummary(service.slug, service.name, category.name)}</p>
        <GetQuotesLink start={start} />
      </header>
      <section className="lp-landing__section" aria-labelledby="how-it-works">
        <h2 id="how-it-works">How it works</h2>
        <ol className="lp-landing__steps">
          <li>Post your job for free: the service, your postcode area and when you need it done.</li>
          <li>Verified businesses within {company.leadRadiusKm} km see it and send you their quotes.</li>
          <li>Compare prices and reviews, accept the quote you like, and review the work when it is done.</li>
        </ol>
      </section>
      <ServicePrices serviceId={service.id} serviceName={service.name} />
      <ServiceBusinesses serviceId={service.id} serviceName={service.name} />
      <p>
        <GetQuotesLink start={start} label={`Get ${service.name.toLowerCase()} quotes`} />
      </p>
      <PostcodeAttribution />
    </LandingFrame>
  );
}
