import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeadTags } from '@/shared/head/page-head-tags';
import { useServiceCatalog } from '../api/get-service-catalog';
import './landing.css';

/** The frame of a landing page, with the catalog's loading and error states. */
export function LandingFrame({ children }: { children: ReactNode }) {
  return <article className="lp-landing">{children}</article>;
}

/** Breadcrumbs: Home › Services › Category. */
export function Breadcrumbs({ trail }: { trail: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="lp-landing__breadcrumbs">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {trail.map((step) => (
          <li key={step.label}>
            {step.to ? <Link to={step.to}>{step.label}</Link> : <span aria-current="page">{step.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The catalog, or the page's loading and error states while there is none. */
export function useCatalogOrState() {
  const { data, error, isLoading, mutate } = useServiceCatalog();
  const state = data ? null : (
    <LandingFrame>
      <PageHeadTags head={{ title: 'Services | LocalPros', description: 'Local services from verified businesses.' }} />
      {isLoading || !error ? (
        <p role="status">Loading…</p>
      ) : (
        <div className="lp-landing__notice" role="alert">
          <p>We could not load this page just now.</p>
          <button type="button" className="lp-landing__button" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      )}
    </LandingFrame>
  );
  return { catalog: data, state };
}
