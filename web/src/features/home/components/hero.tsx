import { company } from '@/shared/config/company';
import { StartJobForm } from './start-job-form';

/** The first screen: what we do, and a job started in two fields. */
export function Hero() {
  return (
    <section className="lp-hero" aria-labelledby="lp-hero-title">
      <div className="lp-container lp-hero__inner">
        <h1 id="lp-hero-title" className="lp-hero__title">
          Find trusted local cleaners
        </h1>
        <p className="lp-hero__lead">
          Post your job for free and get quotes from verified cleaning businesses within {company.leadRadiusKm} km of
          you.
        </p>
        <StartJobForm />
      </div>
    </section>
  );
}
