import { percentile } from '../stats.js';
import type { Thresholds } from './config.js';

/** What one step of a journey did during the measured run. */
export interface StepSamples {
  /** "journey: step", e.g. "hire: quote". */
  step: string;
  /** ms of each finished attempt (a wait step: the whole wait). */
  latencies: number[];
  /** Attempts that failed: network error, timeout or an unexpected status. */
  errors: number;
  /** Unexpected answers by status (0: no answer), for the report. */
  failures: Record<string, number>;
}

export interface StepVerdict {
  step: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  p95LimitMs: number;
  ok: boolean;
}

export interface Verdict {
  passed: boolean;
  errorRate: number;
  steps: StepVerdict[];
  /** One line per missed threshold, naming the step and the figures. */
  missed: string[];
}

/** Judges a run against the thresholds: every listed miss fails the run. */
export function evaluate(samples: StepSamples[], limits: Thresholds, expectedSteps: string[] = []): Verdict {
  const missed: string[] = [];
  const steps = samples.map((s): StepVerdict => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const p95LimitMs = limits.p95Ms[s.step] ?? limits.defaultP95Ms;
    const count = sorted.length + s.errors;
    let ok = true;
    if (count < limits.minSamplesPerStep) {
      missed.push(`${s.step}: ran ${count} times (at least ${limits.minSamplesPerStep} needed)`);
      ok = false;
    } else if (sorted.length > 0 && p95 > p95LimitMs) {
      missed.push(`${s.step}: p95 ${p95.toFixed(0)} ms > ${p95LimitMs} ms`);
      ok = false;
    }
    return {
      step: s.step,
      count,
      errors: s.errors,
      p50: percentile(sorted, 50),
      p95,
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      p95LimitMs,
      ok,
    };
  });
  for (const name of expectedSteps) {
    if (!samples.some((s) => s.step === name)) missed.push(`${name}: never ran`);
  }
  const attempts = steps.reduce((sum, s) => sum + s.count, 0);
  const errors = steps.reduce((sum, s) => sum + s.errors, 0);
  const errorRate = attempts === 0 ? 1 : errors / attempts;
  if (attempts === 0) missed.push('no request was made');
  else if (errorRate > limits.maxErrorRate) {
    const worst = samples
      .filter((s) => s.errors > 0)
      .map(
        (s) =>
          `${s.step} ${s.errors}× (${Object.entries(s.failures)
            .map(([code, n]) => `${n}× ${code}`)
            .join(', ')})`,
      )
      .join('; ');
    missed.push(
      `error rate ${(errorRate * 100).toFixed(2)} % > ${(limits.maxErrorRate * 100).toFixed(2)} % (${errors} of ${attempts}: ${worst})`,
    );
  }
  return { passed: missed.length === 0, errorRate, steps, missed };
}
