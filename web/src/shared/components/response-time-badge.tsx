import { type ResponseTime, responseTimeLabel } from '@localpros/contracts/rules';
import { paths } from '@/shared/config/paths';
import './response-time-badge.css';

/** The section of the terms that explains the badge (legal/components/terms-content.tsx). */
export const responseTimeSectionId = 'response-time';
export const responseTimeExplainedHref = `${paths.termsOfUse}#${responseTimeSectionId}`;

/**
 * "Usually responds within 1 hour" and how it is worked out (docs/matching.md), on a business's
 * public page and beside its quotes. Nothing for a business with too few leads (null). Plain HTML
 * (the public page is a light page); a plain link, so the browser scrolls to the section.
 */
export function ResponseTimeBadge({ responseTime }: { responseTime: ResponseTime | null | undefined }) {
  if (!responseTime) return null;
  return (
    <p className="lp-response-time">
      <span className="lp-response-time__label">{responseTimeLabel(responseTime.medianMinutes)}</span>{' '}
      <a className="lp-response-time__how" href={responseTimeExplainedHref}>
        How is this worked out?
      </a>
    </p>
  );
}
