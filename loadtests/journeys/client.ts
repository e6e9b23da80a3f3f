import type { Recorder } from './recorder.js';

/** A step answered with a status it should not have, or not at all: the journey stops there. */
export class StepFailed extends Error {}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** Wanted statuses (default: any 2xx). */
  expect?: number[];
  html?: boolean;
}

/** HTTP for the journeys: each call is timed and recorded under its step's name. */
export function journeyClient(base: string, recorder: Recorder, timeoutMs: number) {
  async function call<T = Record<string, unknown>>(
    step: string,
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      'user-agent': 'localpros-loadtest',
      accept: options.html ? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' : 'application/json',
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      recorder.failed(step, reason);
      throw new StepFailed(`${step}: ${reason}`);
    }
    const ms = performance.now() - started;
    const wanted = options.expect ? options.expect.includes(response.status) : response.ok;
    if (!wanted) {
      recorder.failed(step, response.status);
      throw new StepFailed(`${step}: ${response.status} ${text.slice(0, 200)}`);
    }
    recorder.ok(step, ms);
    return (options.html || text === '' ? {} : JSON.parse(text)) as T;
  }

  /**
   * Waits until `probe` finds what it looks for (events crossing services), recording the whole wait
   * as the step; giving up after `timeoutMs` is a failure of the step.
   */
  async function waitFor<T>(step: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
    const started = performance.now();
    for (;;) {
      const found = await probe();
      if (found !== undefined) {
        recorder.ok(step, performance.now() - started);
        return found;
      }
      if (performance.now() - started > timeoutMs) {
        recorder.failed(step, 'gave up waiting');
        throw new StepFailed(`${step}: not within ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * A wait measured elsewhere (a live stream's arrival, `until`, against `since`: both
   * performance.now()), recorded as the step; its failure is the step's.
   */
  async function waited(step: string, since: number, until: Promise<number>): Promise<void> {
    try {
      recorder.ok(step, (await until) - since);
    } catch (error) {
      recorder.failed(step, 'gave up waiting');
      throw new StepFailed(`${step}: ${(error as Error).message}`);
    }
  }

  return { base, call, waitFor, waited };
}

export type JourneyClient = ReturnType<typeof journeyClient>;
