import { describe, expect, it } from 'vitest';
import { bestRate, nextRate, type SearchStep } from '../../loadtests/bench/rate-search.js';

const options = { start: 25, maxSteps: 7, resolution: 0.1 };

/** Runs the search against a matching that meets every rate up to `limit` jobs/s. */
function search(limit: number, maxSteps = options.maxSteps): SearchStep[] {
  const steps: SearchStep[] = [];
  for (
    let rate = nextRate(steps, { ...options, maxSteps });
    rate !== null;
    rate = nextRate(steps, { ...options, maxSteps })
  )
    steps.push({ rate, met: rate <= limit });
  return steps;
}

/** The bench's matching figure (issue 26) is the highest rate met: the search must find it. */
describe('matching rate search', () => {
  it('doubles, then bisects to within 10 % of the highest rate met', () => {
    const steps = search(130);
    expect(steps.slice(0, 4).map((s) => s.rate)).toEqual([25, 50, 100, 200]);
    expect(bestRate(steps)).toBeGreaterThanOrEqual(118);
    expect(bestRate(steps)).toBeLessThanOrEqual(130);
  });

  it('searches below the start when the first rate misses, and reports 0 when none is met', () => {
    expect(search(8).map((s) => s.rate)).toEqual([25, 13, 7, 10, 9, 8]);
    expect(bestRate(search(0))).toBe(0);
  });

  it('stops after its most steps', () => {
    expect(search(10_000, 3)).toHaveLength(3);
  });
});
