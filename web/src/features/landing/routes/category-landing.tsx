import { Link, useParams } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { PageHeadTags } from '@/shared/head/page-head-tags';
import { GetQuotesLink } from '../components/get-quotes-link';
import { landingNotFound } from '../components/landing-not-found';
import { Breadcrumbs, LandingFrame, useCatalogOrState } from '../components/landing-page';
import { categoryHead, findLanding } from '../lib/landing-heads';
import { serviceSummary } from '../lib/service-copy';

/** /services/{category}: the category's services, each with its own landing page. */
export default function CategoryLandingRoute() {
  const { categorySlug = '' } = useParams();
  const { catalog, state } = useCatalogOrState();
  if (!catalog) return state;
  const found = findLanding(catalog, categorySlug);
  if (!found) landingNotFound();
  const { category } = found;
  return (
    <LandingFrame>
      <PageHeadTags head={categoryHead(category)} />
      <Breadcrumbs trail={[{ label: category.name }]} />
      <header className="lp-landing__hero">
        <h1>{category.name} services near you</h1>
        <p className="lp-landing__lead">
          Tell us what you need and where: verified local businesses within {company.leadRadiusKm} km send you their
          quotes. Posting a job is free and you choose who to hire, if anyone.
        </p>
        <GetQuotesLink start={{ categoryId: category.id }} label={`Get ${category.name.toLowerCase()} quotes`} />
      </header>
      <section className="lp-landing__section" aria-labelledby="category-services">
        <h2 id="category-services">{category.name} services</h2>
        {category.services.length === 0 ? (
          <p>There are no services in this category yet.</p>
        ) : (
          <ul className="lp-landing__services">
            {category.services.map((service) => (
              <li key={service.id}>
                <Link to={`/services/${category.slug}/${service.slug}`}>{service.name}</Link>
                <p>{serviceSummary(service.slug, service.name, category.name)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </LandingFrame>
  );
}
