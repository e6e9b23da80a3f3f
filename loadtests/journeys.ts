/**
 * LocalPros load test: weighted user journeys against a running marketplace, in the spirit of
 * microservices-demo's locustfile (many kinds of visitor, each doing what the web app does),
 * not one URL hammered.
 *
 *   npm run loadtest -- --duration 30 --connections 20 --url http://127.0.0.1:3100
 *
 * Each journey runs as its own autocannon instance; its connections are virtual users that
 * repeat the journey's requests in order, back to back (no think time). Connections are shared
 * between journeys in proportion to their weights. Load is only ever sent to loopback.
 */
import { lookup } from 'node:dns/promises';
import { writeFile } from 'node:fs/promises';
import { isIPv4 } from 'node:net';
import { parseArgs } from 'node:util';
import autocannon, { type Client, type Request, type RequestParams, type Result } from 'autocannon';

// ---------------------------------------------------------------------------------------------
// Journeys

interface Step {
  /** Shown in the per-request table, e.g. "GET /api/platform". */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** Builds a fresh body for every request (POSTs). */
  body?: () => unknown;
}

interface Journey {
  id: string;
  title: string;
  weight: number;
  steps: Step[];
}

const acceptHtml = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };
const acceptJson = { accept: 'application/json' };

const get = (path: string, headers: Record<string, string> = acceptJson): Step => ({
  name: `GET ${path}`,
  method: 'GET',
  path,
  headers,
});

export const journeys: Journey[] = [
  {
    id: 'browse-home',
    title: 'Browse home',
    weight: 6,
    // The SPA shell, then what the web app fetches as it starts (platform badge, reference data).
    steps: [get('/', acceptHtml), get('/api/platform'), get('/api/work-category'), get('/api/locations')],
  },
  {
    id: 'contact',
    title: 'Open contact page and send a message',
    weight: 1,
    steps: [
      get('/contact-us', acceptHtml),
      get('/api/platform'),
      {
        name: 'POST /api/customer/contact-us',
        method: 'POST',
        path: '/api/customer/contact-us',
        headers: { ...acceptJson, 'content-type': 'application/json' },
        body: contactMessage,
      },
    ],
  },
  {
    id: 'categories',
    title: 'Look up categories',
    weight: 3,
    steps: [get('/api/work-category')],
  },
];

// Realistic, varied contact-form bodies: UK names and numbers, optional phone, short to long text.
const firstNames = ['Amelia', 'Oliver', 'Siobhán', 'Rhys', 'Priya', 'Mohammed', 'Zoë', 'Callum', 'Aoife', 'Kwame'];
const lastNames = [
  "O'Brien",
  'Patel',
  'Jones',
  'MacLeod',
  'Nowak',
  'Williams',
  'Chen',
  'Ahmed',
  'Evans',
  'Smith-Hughes',
];
const mailDomains = ['example.co.uk', 'example.com', 'mail.example.org', 'example.net'];
const phones = ['07700 900123', '+44 7700 900456', '020 7946 0018', '(0161) 496 0734', '0117 496 0123', '', ''];
const openers = [
  'Hello, I posted a cleaning job last week and have not had any quotes yet.',
  'Hi there, how do I become a verified business on LocalPros?',
  'Could you tell me whether you cover the Cardiff area for end of tenancy cleans?',
  'I was charged twice for a lead, please could someone look into it.',
  'Quick question about gardening services in Leeds.',
  'Thanks for the quick help last time!',
];
const details = [
  'The property is a three-bedroom semi with a small garden.',
  'I would prefer to be contacted in the evening after 6pm.',
  'My postcode is in the BS area and I am flexible on dates.',
  'I have attached nothing, but can send photos if that helps.',
  'We need the work done before the end of the month if possible.',
  'Please let me know what information you need from me.',
];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

function contactMessage() {
  const first = pick(firstNames);
  const last = pick(lastNames);
  const local = `${first}.${last}`
    .normalize('NFD')
    .replace(/[^\w.]/g, '')
    .toLowerCase();
  // 0 to 40 extra sentences: from ~60 characters up to ~2,000 (the form's limit).
  const extra = Math.random() < 0.1 ? 25 + Math.floor(Math.random() * 16) : Math.floor(Math.random() * 4);
  let message = pick(openers);
  for (let i = 0; i < extra; i++) message += ` ${pick(details)}`;
  const phone = pick(phones);
  return {
    name: `${first} ${last}`,
    email: `${local}+${Math.floor(Math.random() * 1e6)}@${pick(mailDomains)}`,
    ...(phone === '' && Math.random() < 0.5 ? {} : { phone }),
    message: message.slice(0, 2000),
  };
}

// ---------------------------------------------------------------------------------------------
// Options and the loopback-only rule

const usage = `Usage: npm run loadtest -- [--url http://127.0.0.1:3100] [--duration 20] [--connections 20]
                              [--warmup 0] [--timeout 10] [--json results.json]

  --url          Base URL of the marketplace (loopback only: 127.0.0.0/8, localhost, ::1).
  --duration     Seconds of measured load, 1-600 (default 20).
  --connections  Concurrent connections shared by the journeys by weight, ${journeys.length}-500 (default 20).
  --warmup       Seconds of unmeasured load first, 0-60 (default 0).
  --timeout      Seconds before a request counts as an error (default 10).
  --json         Also write the results to this file.`;

function fail(message: string, code = 2): never {
  process.stderr.write(`loadtest: ${message}\n`);
  process.exit(code);
}

function intOption(raw: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    fail(`--${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

const isLoopbackAddress = (address: string) =>
  (isIPv4(address) && address.startsWith('127.')) || address === '::1' || address === '::ffff:127.0.0.1';

/** Refuses anything that is not a loopback address: this workplace forbids load elsewhere. */
export async function assertLoopback(url: URL): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`--url must be http(s), got ${url.protocol}`);
  // WHATWG URL has already normalised 127.1, 0x7f.0.0.1 and friends to dotted quads.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isLoopbackAddress(host)) return;
  if (host === 'localhost') {
    const addresses = await lookup(host, { all: true });
    if (addresses.length > 0 && addresses.every((a) => isLoopbackAddress(a.address))) return;
    fail(`"localhost" resolves to ${addresses.map((a) => a.address).join(', ')}, not only loopback; refusing`);
  }
  fail(`refusing to send load to ${url.host}: only loopback (127.0.0.0/8, localhost, ::1) is allowed`);
}

// ---------------------------------------------------------------------------------------------
// Measurement

interface StepStats {
  journey: string;
  name: string;
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
}

interface JourneyStats {
  journey: Journey;
  connections: number;
  steps: StepStats[];
  /** Whole-journey times (sum of its requests' latencies) for journeys completed without error. */
  journeyTimes: number[];
  result?: Result;
}

/** Shares connections by weight (largest remainder), at least one per journey. */
export function shareConnections(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map((x) => Math.max(1, Math.floor(x)));
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r);
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (let k = 0; left > 0; k++, left--) {
    const i = byRemainder[k % byRemainder.length]?.i ?? 0;
    shares[i] = (shares[i] ?? 0) + 1;
  }
  while (left < 0) {
    const largest = shares.indexOf(Math.max(...shares));
    shares[largest] = (shares[largest] ?? 1) - 1;
    left++;
  }
  return shares;
}

function runJourney(base: URL, stats: JourneyStats, seconds: number, timeout: number, record: boolean) {
  const { journey } = stats;
  const requests: Request[] = journey.steps.map((step) => ({
    method: step.method,
    path: step.path,
    headers: { 'user-agent': 'localpros-loadtest', ...step.headers },
    ...(step.body
      ? {
          setupRequest: (request: RequestParams) => ({ ...request, body: JSON.stringify(step.body?.()) }),
        }
      : {}),
  }));

  // One hook per connection: autocannon tells us each response's status and time; the request
  // iterator says which step of the journey it answered. Timeouts and socket errors are put on
  // the step that was waiting (the one after the last answered), since autocannon moves on.
  const setupClient = (client: Client) => {
    const steps = journey.steps.length;
    let waiting = 0;
    let journeyTime = 0;
    let journeyBroken = false;
    const onError = () => {
      if (record) (stats.steps[waiting] as StepStats).errors++;
      journeyBroken = true;
      waiting = (waiting + 1) % steps;
      if (waiting === 0) {
        journeyTime = 0;
        journeyBroken = false;
      }
    };
    client.on('response', (status: number, _bytes: number, ms: number) => {
      const index = client.requestIterator.currentRequestIndex;
      if (record) {
        const step = stats.steps[index] as StepStats;
        step.latencies.push(ms);
        step.statuses.set(status, (step.statuses.get(status) ?? 0) + 1);
      }
      journeyTime += ms;
      if (status < 200 || status >= 300) journeyBroken = true;
      waiting = (index + 1) % steps;
      if (waiting === 0) {
        if (record && !journeyBroken) stats.journeyTimes.push(journeyTime);
        journeyTime = 0;
        journeyBroken = false;
      }
    });
    client.on('timeout', onError);
    client.on('connError', onError);
  };

  return autocannon({
    url: base.origin,
    connections: stats.connections,
    duration: seconds,
    timeout,
    requests,
    setupClient,
  });
}

async function runAll(base: URL, all: JourneyStats[], seconds: number, timeout: number, record: boolean) {
  const started = performance.now();
  const results = await Promise.all(all.map((s) => runJourney(base, s, seconds, timeout, record)));
  if (record) {
    for (const [i, s] of all.entries()) s.result = results[i];
  }
  return (performance.now() - started) / 1000;
}

// ---------------------------------------------------------------------------------------------
// Reporting

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

interface Row {
  journey: string;
  request: string;
  connections?: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  status429: number;
  errors: number;
  statuses: Record<string, number>;
  journeysPerSecond?: number;
  journeyP50?: number;
  journeyP95?: number;
}

function summarise(journey: string, request: string, steps: StepStats[], seconds: number): Row {
  const latencies = steps.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const s of steps) for (const [code, n] of s.statuses) statuses[code] = (statuses[code] ?? 0) + n;
  const non2xx = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    journey,
    request,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    non2xx,
    status429: statuses['429'] ?? 0,
    errors: steps.reduce((sum, s) => sum + s.errors, 0),
    statuses,
  };
}

const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1));

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:3100' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      timeout: { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  let base: URL;
  try {
    base = new URL(values.url as string);
  } catch {
    fail(`--url is not a URL: ${values.url}`);
  }
  await assertLoopback(base);
  const duration = intOption(values.duration, 'duration', 20, 1, 600);
  const connections = intOption(values.connections, 'connections', 20, journeys.length, 500);
  const warmup = intOption(values.warmup, 'warmup', 0, 0, 60);
  const timeout = intOption(values.timeout, 'timeout', 10, 1, 60);

  // Fail fast (and send nothing more) when the marketplace is not there.
  try {
    const response = await fetch(new URL('/api/platform', base), { signal: AbortSignal.timeout(5000) });
    if (!response.ok) fail(`${base.origin}/api/platform answered ${response.status}; is the marketplace ready?`);
  } catch (error) {
    fail(`cannot reach ${base.origin} (${(error as Error).message}); start the marketplace first`);
  }

  const shares = shareConnections(
    connections,
    journeys.map((j) => j.weight),
  );
  const all: JourneyStats[] = journeys.map((journey, i) => ({
    journey,
    connections: shares[i] as number,
    steps: journey.steps.map((step) => ({
      journey: journey.id,
      name: step.name,
      latencies: [],
      statuses: new Map(),
      errors: 0,
    })),
    journeyTimes: [],
  }));

  process.stdout.write(
    `LocalPros load test against ${base.origin}: ${duration} s, ${connections} connections (${all
      .map((s) => `${s.journey.id} ${s.connections}`)
      .join(', ')})\n`,
  );
  if (warmup > 0) {
    process.stdout.write(`warming up for ${warmup} s (not measured)...\n`);
    await runAll(base, all, warmup, timeout, false);
  }
  process.stdout.write('running...\n');
  const seconds = await runAll(base, all, duration, timeout, true);

  const journeyRows = all.map((s) => {
    const times = [...s.journeyTimes].sort((a, b) => a - b);
    return {
      ...summarise(s.journey.id, '(all requests)', s.steps, seconds),
      connections: s.connections,
      journeysPerSecond: times.length / seconds,
      journeyP50: percentile(times, 50),
      journeyP95: percentile(times, 95),
    };
  });
  const requestRows = all.flatMap((s) => s.steps.map((step) => summarise(s.journey.id, step.name, [step], seconds)));
  const totalRow = summarise(
    'all',
    '(all requests)',
    all.flatMap((s) => s.steps),
    seconds,
  );

  const latencyCells = (r: Row) => [r.rps.toFixed(1), ms(r.p50), ms(r.p95), ms(r.p99), ms(r.max)];
  process.stdout.write(`\nPer journey (${seconds.toFixed(1)} s measured; latencies in ms)\n`);
  process.stdout.write(
    `${table(
      [
        'journey',
        'weight',
        'conns',
        'journeys/s',
        'journey p50',
        'journey p95',
        'req/s',
        'p50',
        'p95',
        'p99',
        'max',
        'non-2xx',
        '429',
        'errors',
      ],
      [
        ...journeyRows.map((r, i) => [
          r.journey,
          String(all[i]?.journey.weight),
          String(r.connections),
          (r.journeysPerSecond ?? 0).toFixed(1),
          ms(r.journeyP50),
          ms(r.journeyP95),
          ...latencyCells(r),
          String(r.non2xx),
          String(r.status429),
          String(r.errors),
        ]),
        [
          'all',
          '',
          String(connections),
          '',
          '',
          '',
          ...latencyCells(totalRow),
          String(totalRow.non2xx),
          String(totalRow.status429),
          String(totalRow.errors),
        ],
      ],
    )}\n`,
  );
  process.stdout.write('\nPer request (ms)\n');
  process.stdout.write(
    `${table(
      ['journey', 'request', 'count', 'req/s', 'p50', 'p95', 'p99', 'max', 'non-2xx', 'errors', 'statuses'],
      requestRows.map((r) => [
        r.journey,
        r.request,
        String(r.requests),
        ...latencyCells(r),
        String(r.non2xx),
        String(r.errors),
        Object.entries(r.statuses)
          .map(([code, n]) => `${code}:${n}`)
          .join(' '),
      ]),
    )}\n`,
  );

  // Verdict: errors (timeouts, socket errors) over 1%, or any non-2xx other than 429.
  const problems: string[] = [];
  const attempts = totalRow.requests + totalRow.errors;
  const errorRate = attempts === 0 ? 1 : totalRow.errors / attempts;
  if (attempts === 0) problems.push('no responses at all');
  if (errorRate > 0.01) {
    problems.push(
      `error rate ${(errorRate * 100).toFixed(2)}% > 1% (${totalRow.errors} timeouts/socket errors of ${attempts})`,
    );
  }
  for (const r of requestRows) {
    const bad = Object.entries(r.statuses).filter(([code]) => !code.startsWith('2') && code !== '429');
    if (bad.length > 0)
      problems.push(`${r.request} (${r.journey}) answered ${bad.map(([c, n]) => `${n}x ${c}`).join(', ')}`);
    if (r.status429 > 0) {
      process.stdout.write(
        `\nnote: ${r.request} was rate-limited ${r.status429} times (429 is tolerated; raise CONTACT_RATE_LIMIT_PER_MINUTE on the server for load runs)\n`,
      );
    }
  }

  if (values.json) {
    const summary = {
      url: base.origin,
      startedAt: new Date(Date.now() - seconds * 1000).toISOString(),
      seconds,
      connections,
      journeys: journeyRows,
      requests: requestRows,
      total: totalRow,
      autocannon: all.map((s) => ({ journey: s.journey.id, result: s.result })),
      problems,
    };
    await writeFile(values.json, `${JSON.stringify(summary, null, 2)}\n`);
  }

  if (problems.length > 0) {
    process.stdout.write(`\nFAIL\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`\nPASS: error rate ${(errorRate * 100).toFixed(2)}%, no non-2xx other than 429\n`);
  }
}

await main();
