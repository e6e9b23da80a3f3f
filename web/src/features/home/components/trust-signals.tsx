import { company } from '@/shared/config/company';
import { useMarketplaceStats } from '../api/get-marketplace-stats';
import { FIGURE_LABELS, trustFigures } from '../lib/trust-figures';

/**
 * The live figures (verified businesses, reviews, average rating), only those worth showing. While
 * they load, placeholders of the same size hold their place so the text below does not jump; with
 * none to show, or on a failed load, the section is its text alone.
 */
function TrustFigures() {
  const { data, isLoading } = useMarketplaceStats();
  if (isLoading) {
    return (
      <div className="lp-trust__figures" aria-hidden="true" data-testid="trust-figures-placeholder">
        {/* One per figure the section can show: the space kept for them. */}
        {FIGURE_LABELS.map((label) => (
          <div key={label} className="lp-trust__figure lp-trust__figure--placeholder" />
        ))}
      </div>
    );
  }
  const figures = data ? trustFigures(data) : [];
  if (figures.length === 0) return null;
  return (
    <ul className="lp-trust__figures" aria-label={`${company.name} in figures`}>
      {figures.map((figure) => (
        <li key={figure.label} className="lp-trust__figure">
          <span className="lp-trust__figure-value">{figure.value}</span> <span>{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** Why customers can trust the businesses they meet here. */
export function TrustSignals() {
  return (
    <section className="lp-section lp-trust" aria-labelledby="lp-trust-title">
      <div className="lp-container">
        <h2 id="lp-trust-title" className="lp-section__title">
          Why {company.name}
        </h2>
        <TrustFigures />
        <ul className="lp-trust__list">
          <li>
            <strong>Verified businesses</strong>
            <span>Businesses send us their documents, such as insurance, and are checked before they can quote.</span>
          </li>
          <li>
            <strong>Reviews from real customers</strong>
            <span>Only customers whose job was done can review a business.</span>
          </li>
          <li>
            <strong>Free, no obligation</strong>
            <span>Posting a job costs nothing; you choose whether to accept a quote.</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
