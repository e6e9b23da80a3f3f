/**
 * The highest job rate matching keeps within its p99 (issue 26): doubling from a start rate until a
 * step misses, then halving the gap between the best rate met and the lowest missed, one measured
 * step each, at most `maxSteps` steps (the bench's time stays bounded).
 */
export interface SearchStep {
  rate: number;
  met: boolean;
}

export interface SearchOptions {
  start: number;
  maxSteps: number;
  /** Stop bisecting when the gap is this share of the rate met or less. */
  resolution: number;
}

/** The next rate to try after `steps`, or null when the search is done. */
export function nextRate(steps: readonly SearchStep[], options: SearchOptions): number | null {
  if (steps.length === 0) return options.start;
  if (steps.length >= options.maxSteps) return null;
  const met = steps.filter((s) => s.met).map((s) => s.rate);
  const missed = steps.filter((s) => !s.met).map((s) => s.rate);
  const best = met.length ? Math.max(...met) : 0;
  const lowestMissed = missed.length ? Math.min(...missed) : Number.POSITIVE_INFINITY;
  if (lowestMissed === Number.POSITIVE_INFINITY) return best * 2;
  const gap = lowestMissed - best;
  if (gap <= Math.max(1, best * options.resolution)) return null;
  return Math.round(best + gap / 2);
}

/** The highest rate met (0 when none was). */
export const bestRate = (steps: readonly SearchStep[]) =>
  steps.reduce((best, s) => (s.met && s.rate > best ? s.rate : best), 0);
