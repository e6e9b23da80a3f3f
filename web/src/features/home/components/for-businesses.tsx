import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';

/** Pitch to cleaning businesses. */
export function ForBusinesses() {
  return (
    <section className="lp-section" aria-labelledby="lp-business-title">
      <div className="lp-container lp-business-pitch">
        <div>
          <h2 id="lp-business-title" className="lp-section__title">
            Run a cleaning business?
          </h2>
          <p className="lp-lead">
            Get verified and receive jobs posted within {company.leadRadiusKm} km of your postcode. Quote on the ones
            you want.
          </p>
        </div>
        <Link to={paths.packages} className="lp-button lp-button--primary lp-button--large">
          Register as a Business
        </Link>
      </div>
    </section>
  );
}
