import { Link } from 'react-router-dom';
import { usePackages } from '@/shared/api/get-packages';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { formatPounds } from '@/shared/lib/money';
import { LandingFrame } from '../components/landing-page';
import { PostcodeAttribution } from '../components/postcode-attribution';

/** The pitch to businesses: how leads work and what the packages cost (prices from the billing service). */
export default function GetMoreLeadsRoute() {
  const { data: packages, error, isLoading, mutate } = usePackages();
  const radius = company.leadRadiusKm;
  return (
    <LandingFrame>
      <header className="lp-landing__hero">
        <h1>Get more leads for your business</h1>
        <p className="lp-landing__lead">
          Customers near you post the jobs they need done on {company.name}. As a verified business you receive every
          job in your services within {radius} km of your postcode as a lead, and you decide which ones to quote for.
        </p>
        <Link className="lp-landing__cta" to={paths.registerBusiness}>
          Register as a Business
        </Link>
      </header>

      <section className="lp-landing__section" aria-labelledby="how-leads-work">
        <h2 id="how-leads-work">How leads work</h2>
        <ol className="lp-landing__steps">
          <li>Register your business, choose your services and the postcode area you work from.</li>
          <li>We verify your account, and you choose a package.</li>
          <li>
            Each job posted for your services within {radius} km of your postcode (centroid to centroid) appears in your
            Leads tab straight away.
          </li>
          <li>Mark a lead Interested to see the customer’s mobile number, or send a quote: hourly, daily or fixed.</li>
          <li>When the customer accepts your quote, the job is yours; a good review helps you win the next one.</li>
        </ol>
      </section>

      <section className="lp-landing__section" aria-labelledby="packages" aria-busy={isLoading}>
        <h2 id="packages">Packages</h2>
        {isLoading && <p role="status">Loading the packages…</p>}
        {error && !isLoading && (
          <div className="lp-landing__notice" role="alert">
            <p>We could not load the packages just now.</p>
            <button type="button" className="lp-landing__button" onClick={() => void mutate()}>
              Try again
            </button>
          </div>
        )}
        {packages && (
          <ul className="lp-landing__plans">
            {packages.map((p) => (
              <li key={p.id}>
                <h3>{p.name}</h3>
                <p>
                  <span className="lp-landing__price">{formatPounds(p.price)}</span> a month, VAT included
                </p>
                <ul>
                  {p.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <Link to={p.id === 'premium' ? paths.premiumPackage : paths.standardPackage}>More about {p.name}</Link>
              </li>
            ))}
          </ul>
        )}
        <p>
          Pay monthly by card or Direct Debit. Cancel at any time: your package runs to the end of the month you paid
          for. See <Link to={paths.packages}>all packages</Link>.
        </p>
      </section>

      <section className="lp-landing__section" aria-labelledby="why">
        <h2 id="why">Why businesses choose {company.name}</h2>
        <ul>
          <li>Local jobs only: customers within {radius} km, in the services you offer.</li>
          <li>Quote as often as you like: a fixed monthly price, VAT included.</li>
          <li>
            A public profile with your reviews; on Premium, a Premium badge and the jobs {company.name} posts for new
            customers first.
          </li>
        </ul>
        <Link className="lp-landing__cta" to={paths.registerBusiness}>
          Register as a Business
        </Link>
      </section>
      <PostcodeAttribution />
    </LandingFrame>
  );
}
