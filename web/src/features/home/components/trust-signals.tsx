import { company } from '@/shared/config/company';

/** Why customers can trust the businesses they meet here. */
export function TrustSignals() {
  return (
    <section className="lp-section lp-trust" aria-labelledby="lp-trust-title">
      <div className="lp-container">
        <h2 id="lp-trust-title" className="lp-section__title">
          Why {company.name}
        </h2>
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
