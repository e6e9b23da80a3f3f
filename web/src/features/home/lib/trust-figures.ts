import type { MarketplaceStats } from '../api/get-marketplace-stats';

/**
 * Fewer than this and a figure is left out: "2 verified businesses" or an average of three reviews
 * tells a visitor nothing (the same bar as a service's typical prices).
 */
export const MIN_FIGURE = 5;

/** Every figure the section can show, in the order they read. */
export const FIGURE_LABELS = ['verified businesses', 'reviews', 'average rating'] as const;

export interface TrustFigure {
  /** What the figure counts; also the React key. */
  label: (typeof FIGURE_LABELS)[number];
  /** The number as shown, e.g. "1,234" or "4.8". */
  value: string;
}

const count = new Intl.NumberFormat('en-GB');
const stars = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The figures worth showing: businesses, reviews and their average, each once there are enough. */
export function trustFigures(stats: MarketplaceStats): TrustFigure[] {
  const figures: TrustFigure[] = [];
  if (stats.verifiedBusinesses >= MIN_FIGURE) {
    figures.push({ label: 'verified businesses', value: count.format(stats.verifiedBusinesses) });
  }
  if (stats.reviews >= MIN_FIGURE) {
    figures.push({ label: 'reviews', value: count.format(stats.reviews) });
    if (stats.averageRating !== null) {
      figures.push({ label: 'average rating', value: stars.format(stats.averageRating) });
    }
  }
  return figures;
}
