import { formatPounds } from '@/shared/lib/money';
import { type ServicePrice, useServicePrices } from '../api/get-service-prices';

const units: Record<ServicePrice['rateType'], string> = {
  hourly: 'an hour',
  daily: 'a day',
  flat: 'for the job (fixed price)',
};

const pounds = (pence: number) => formatPounds(pence / 100);

/**
 * Typical prices from the quotes customers accepted: the middle price and the range half of them
 * fall in, per pricing unit. Never a single quote.
 */
export function ServicePrices({ serviceId, serviceName }: { serviceId: string; serviceName: string }) {
  const { data, error, isLoading, mutate } = useServicePrices(serviceId);
  const headingId = `prices-${serviceId}`;
  return (
    <section className="lp-landing__section" aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId}>Typical prices for {serviceName.toLowerCase()}</h2>
      {isLoading && <p role="status">Loading prices…</p>}
      {error && !isLoading && (
        <div className="lp-landing__notice" role="alert">
          <p>We could not load the prices just now.</p>
          <button type="button" className="lp-landing__button" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      )}
      {data && data.prices.length === 0 && (
        <p>
          Prices are not yet available: we show them once at least {data.minQuotes} customers have accepted a quote for
          this service. Post your job to get quotes for your own.
        </p>
      )}
      {data && data.prices.length > 0 && (
        <>
          <ul className="lp-landing__prices">
            {data.prices.map((price) => (
              <li key={price.rateType}>
                <strong>{pounds(price.medianPence)}</strong> {units[price.rateType]} typically; most pay between{' '}
                {pounds(price.lowerQuartilePence)} and {pounds(price.upperQuartilePence)}{' '}
                <span className="lp-landing__muted">(from {price.quotesCount} accepted quotes)</span>
              </li>
            ))}
          </ul>
          <p className="lp-landing__muted">
            The middle price and the range half of the accepted quotes fall in, on LocalPros. Your price depends on the
            size of the job: post it to get quotes.
          </p>
        </>
      )}
    </section>
  );
}
