import { Link, useParams } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { PageHeadTags } from '@/shared/head/page-head-tags';
import { GetQuotesLink } from '../components/get-quotes-link';
import { landingNotFound } from '../components/landing-not-found';
import { Breadcrumbs, LandingFrame, useCatalogOrState } from '../components/landing-page';
import { serviceSummary } from '../lib/service-copy';

/** /services/{category}: the category's services, each with its own landing page. */
export default function CategoryLandingRoute() {
  const { categorySlug = '' } = useParams();
  const { catalog, state } = useCatalogOrState();
  if (!catalog) return state;
  const category = catalog.categories.find((c) => c.slug === categorySlug);
  if (!category) landingNotFound();
  const names = category.services.map((s) => s.name);
  return (
    <LandingFrame>
      <PageHeadTags
        head={{
          title: `${category.name} services from verified local pros | ${company.name}`,
          description: `Compare quotes for ${category.name.toLowerCase()} from verified local businesses near you: ${names.slice(0, 4).join(', ')}. Post a job for free.`,
        }}
      />
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
