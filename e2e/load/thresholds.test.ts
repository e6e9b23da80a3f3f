import { describe, expect, it } from 'vitest';
import type { Thresholds } from '../../loadtests/journeys/config.js';
import { evaluate, type StepSamples } from '../../loadtests/journeys/thresholds.js';

const limits: Thresholds = {
  defaultP95Ms: 100,
  p95Ms: { 'hire: quote': 500 },
  maxErrorRate: 0.01,
  minSamplesPerStep: 1,
};
const steady = (step: string, ms: number, count = 100): StepSamples => ({
  step,
  latencies: Array.from({ length: count }, () => ms),
  errors: 0,
  failures: {},
});

/** The gate of the load test: a run that misses a threshold must fail. */
describe('load test thresholds', () => {
  it('passes a run within every limit', () => {
    const verdict = evaluate([steady('browse: home page', 20), steady('hire: quote', 400)], limits);
    expect(verdict).toMatchObject({ passed: true, missed: [], errorRate: 0 });
  });

  it('fails a step whose p95 is over its own limit, or over the default', () => {
    const slowTail = steady('browse: home page', 20);
    slowTail.latencies.splice(0, 6, ...Array.from({ length: 6 }, () => 150));
    const verdict = evaluate([slowTail, steady('hire: quote', 600)], limits);
    expect(verdict.passed).toBe(false);
    expect(verdict.missed).toEqual(['browse: home page: p95 150 ms > 100 ms', 'hire: quote: p95 600 ms > 500 ms']);
  });

  it('keeps the p95 of 95 fast and 5 slow under the limit (the 96th is what counts)', () => {
    const tail = steady('browse: home page', 20);
    tail.latencies.splice(0, 5, ...Array.from({ length: 5 }, () => 150));
    expect(evaluate([tail], limits).passed).toBe(true);
  });

  it('fails a run whose error rate is over the limit, naming the steps and statuses', () => {
    const failing: StepSamples = { ...steady('hire: accept', 50, 95), errors: 5, failures: { '500': 4, timeout: 1 } };
    const verdict = evaluate([failing, steady('browse: home page', 20, 100)], limits);
    expect(verdict.passed).toBe(false);
    expect(verdict.errorRate).toBeCloseTo(5 / 200);
    expect(verdict.missed).toEqual(['error rate 2.50 % > 1.00 % (5 of 200: hire: accept 5× (4× 500, 1× timeout))']);
  });

  it('fails a journey that never ran, and a run with no request at all', () => {
    expect(evaluate([steady('browse: home page', 20)], limits, ['register: sign up']).missed).toEqual([
      'register: sign up: never ran',
    ]);
    expect(evaluate([], limits).missed).toEqual(['no request was made']);
  });
});
