import { randomInt } from 'node:crypto';
import { journeyClient, StepFailed } from './client.js';
import {
  thresholds as defaultThresholds,
  type JourneyId,
  journeyWeights,
  type Preset,
  type Thresholds,
} from './config.js';
import { castFor, flows } from './flows.js';
import { Recorder } from './recorder.js';
import { evaluate, type Verdict } from './thresholds.js';

/** The first step of each journey: a journey that never ran at all fails the run. */
export const firstSteps: Record<JourneyId, string> = {
  browse: 'browse: home page',
  register: 'register: sign up',
  'post-job': 'post-job: post a job',
  'read-leads': 'read-leads: leads list',
  hire: 'hire: post a job',
  contact: 'contact: contact page',
};

export interface LoadResult {
  seconds: number;
  /** Journeys finished and broken off, by journey. */
  journeys: Record<string, { finished: number; broken: number }>;
  /** A few of the failures, for the report. */
  firstFailures: string[];
  verdict: Verdict;
}

/**
 * Runs the journeys against a marketplace: `preset.users` virtual users, each starting a journey,
 * pausing `thinkMs`, starting the next. The first journeys the users start are one of each, then
 * each is drawn by weight. Closed loop: a slower server gets fewer journeys, not a queue.
 */
export async function runLoad(options: {
  url: string;
  preset: Preset;
  weights?: Record<JourneyId, number>;
  thresholds?: Thresholds;
  log?: (line: string) => void;
}): Promise<LoadResult> {
  const weights = options.weights ?? journeyWeights;
  const limits = options.thresholds ?? defaultThresholds;
  const recorder = new Recorder();
  const client = journeyClient(options.url, recorder, options.preset.timeoutSeconds * 1000);
  recorder.recording = false;
  const cast = await castFor(client);
  recorder.recording = true;

  const ids = (Object.keys(weights) as JourneyId[]).filter((id) => weights[id] > 0);
  const total = ids.reduce((sum, id) => sum + weights[id], 0);
  const tour = [...ids];
  const draw = (): JourneyId => {
    const next = tour.shift();
    if (next) return next;
    let roll = randomInt(total);
    for (const id of ids) {
      roll -= weights[id];
      if (roll < 0) return id;
    }
    return ids[0] as JourneyId;
  };

  const journeys: LoadResult['journeys'] = Object.fromEntries(ids.map((id) => [id, { finished: 0, broken: 0 }]));
  const firstFailures: string[] = [];
  const started = performance.now();
  const deadline = started + options.preset.duration * 1000;
  const user = async () => {
    while (performance.now() < deadline) {
      const id = draw();
      const counts = journeys[id] as { finished: number; broken: number };
      try {
        await flows[id](client, cast);
        counts.finished += 1;
      } catch (error) {
        counts.broken += 1;
        if (firstFailures.length < 5) firstFailures.push((error as Error).message);
        if (!(error instanceof StepFailed)) recorder.failed(`${id}: unexpected`, (error as Error).message.slice(0, 80));
      }
      await new Promise((resolve) => setTimeout(resolve, options.preset.thinkMs));
    }
  };
  options.log?.(`${options.preset.users} users for ${options.preset.duration} s against ${options.url}`);
  await Promise.all(Array.from({ length: options.preset.users }, user));
  const seconds = (performance.now() - started) / 1000;
  cast.leads.close();
  const verdict = evaluate(
    recorder.samples(),
    limits,
    ids.map((id) => firstSteps[id]),
  );
  return { seconds, journeys, firstFailures, verdict };
}
