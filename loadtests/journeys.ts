/**
 * LocalPros load test: weighted user journeys (browse, register, post a job, read leads, the whole
 * hire from quote to completion, the contact form) against a running marketplace, judged against
 * the thresholds of loadtests/journeys/config.ts. Exit 0: every threshold met; 1: one missed;
 * 2: a bad option, a refused host or an unreachable marketplace.
 *
 *   npm run loadtest -- --preset ci --url http://127.0.0.1:3100
 *   npm run loadtest -- --preset full --json /tmp/journeys.json
 *
 * The server must run with the load-test settings of config.ts (loadTestServerEnv; README.md).
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { fullThresholds, type PresetName, presets, thresholds } from './journeys/config.js';
import { refusedTarget } from './journeys/loopback.js';
import { formatResult } from './journeys/report.js';
import { runLoad } from './journeys/run.js';

const usage = `Usage: npm run loadtest -- [--url http://127.0.0.1:3100] [--preset ci|full]
                              [--duration s] [--users n] [--json results.json]`;

function fail(message: string): never {
  process.stderr.write(`loadtest: ${message}\n${usage}\n`);
  process.exit(2);
}

function whole(raw: string | undefined, name: string, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    fail(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

async function main() {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        url: { type: 'string', default: 'http://127.0.0.1:3100' },
        preset: { type: 'string', default: 'ci' },
        duration: { type: 'string' },
        users: { type: 'string' },
        json: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const presetName = values.preset as string;
  if (!(presetName in presets)) fail(`--preset must be one of ${Object.keys(presets).join(', ')}`);
  const preset = { ...presets[presetName as PresetName] };
  preset.duration = whole(values.duration as string | undefined, 'duration', 1, 600) ?? preset.duration;
  preset.users = whole(values.users as string | undefined, 'users', 1, 200) ?? preset.users;
  let base: URL;
  try {
    base = new URL(values.url as string);
  } catch {
    fail(`--url is not a URL: ${values.url}`);
  }
  const refused = await refusedTarget(base);
  if (refused) fail(refused);
  try {
    const response = await fetch(new URL('/api/platform', base), { signal: AbortSignal.timeout(5000) });
    if (!response.ok) fail(`${base.origin}/api/platform answered ${response.status}; is the marketplace ready?`);
  } catch (error) {
    fail(`cannot reach ${base.origin} (${(error as Error).message}); start the marketplace first`);
  }
  const result = await runLoad({
    url: base.origin,
    preset,
    // The full preset is the bar (1 s for every step); the CI one catches regressions.
    thresholds: presetName === 'full' ? fullThresholds : thresholds,
    log: (line) => process.stderr.write(`[loadtest] ${line}\n`),
  });
  process.stdout.write(`${formatResult(result)}\n`);
  if (values.json)
    await writeFile(
      values.json as string,
      `${JSON.stringify({ preset: presetName, ...preset, ...result }, null, 2)}\n`,
    );
  process.exitCode = result.verdict.passed ? 0 : 1;
}

await main();
