import type { StepSamples } from './thresholds.js';

/** Collects every step's latencies and failures while `recording` is on (off during warm-up). */
export class Recorder {
  private readonly steps = new Map<string, StepSamples>();
  recording = true;

  private entry(step: string): StepSamples {
    let found = this.steps.get(step);
    if (!found) {
      found = { step, latencies: [], errors: 0, failures: {} };
      this.steps.set(step, found);
    }
    return found;
  }

  ok(step: string, ms: number): void {
    if (this.recording) this.entry(step).latencies.push(ms);
  }

  failed(step: string, status: number | string): void {
    if (!this.recording) return;
    const entry = this.entry(step);
    entry.errors += 1;
    entry.failures[String(status)] = (entry.failures[String(status)] ?? 0) + 1;
  }

  samples(): StepSamples[] {
    return [...this.steps.values()];
  }
}
