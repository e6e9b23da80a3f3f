import { Typography } from 'antd';
import { bidText, formatPounds } from '@/shared/lib/money';
import type { QuoteComparison } from '../api/get-insights';

const businesses = (n: number) => (n === 1 ? '1 other business' : `${n} other businesses`);

/**
 * The business's median quote per service and rate type against the local median: the quotes other
 * businesses sent on jobs in the same postcode areas. Below the minimum of businesses, a line
 * saying there are not enough local quotes yet (no median of two or three rivals' prices).
 */
export function QuoteComparisons({
  comparisons,
  minimumBusinesses,
}: {
  comparisons: QuoteComparison[];
  minimumBusinesses: number;
}) {
  return (
    <section className="lp-insights__quotes" aria-labelledby="lp-insights-quotes-title">
      <Typography.Title level={3} id="lp-insights-quotes-title">
        Your quotes against local quotes
      </Typography.Title>
      <Typography.Paragraph>
        Local: the quotes other businesses sent in the last 12 months for the same service and rate, on jobs in the same
        postcode areas as yours. Shown when at least {minimumBusinesses} other businesses make it up.
      </Typography.Paragraph>
      {comparisons.length === 0 ? (
        <Typography.Paragraph>You have not sent any quotes in the last 12 months.</Typography.Paragraph>
      ) : (
        <ul className="lp-insights__quote-list">
          {comparisons.map((c) => (
            <li key={`${c.serviceId}-${c.rateType}`}>
              <strong>
                {c.serviceName} ({c.rateType})
              </strong>
              : your median {bidText(c.median, c.rateType)} over {c.quotes} {c.quotes === 1 ? 'quote' : 'quotes'}.{' '}
              {c.localMedian === null
                ? `Not enough local quotes yet to compare (${businesses(c.localBusinesses)}).`
                : `Local median ${formatPounds(c.localMedian)} from ${businesses(c.localBusinesses)}.`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
