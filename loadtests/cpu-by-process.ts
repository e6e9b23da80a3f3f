/**
 * Where the machine's CPU goes while a bench step runs (issue 26): every process's user + system
 * time from /proc over a window, summed by what it is. PostgreSQL backends are named by
 * pg_stat_activity.application_name (distributed, one per service: localpros-matching, …) when
 * `--database` reaches the server they belong to; Node processes by their entry file. Linux only.
 *
 * Beside a steady step of the matching bench, e.g.:
 *   npm run bench -- --matching-only --mode distributed --matching-start 8 --matching-steps 1 &
 *   # once it prints "matching at 8 jobs/s":
 *   npx tsx loadtests/cpu-by-process.ts --after 3 --seconds 6 --database postgres://postgres@127.0.0.1:5432/postgres
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    after: { type: 'string', default: '0' },
    seconds: { type: 'string', default: '6' },
    database: { type: 'string' },
  },
});

/** Clock ticks a second (USER_HZ): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

async function backendNames(): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (!args.database) return names;
  const client = new pg.Client({ connectionString: args.database });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; name: string }>(
      `select pid, coalesce(nullif(application_name, ''), backend_type) as name from pg_stat_activity`,
    );
    for (const row of rows) names.set(row.pid, `postgres: ${row.name}`);
  } finally {
    await client.end();
  }
  return names;
}

/** Each process's name and CPU ticks so far. */
async function sample(): Promise<Map<number, { name: string; ticks: number }>> {
  const backends = await backendNames();
  const found = new Map<number, { name: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      // Fields after the command name in parentheses (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const pid = Number(entry);
      // The script it runs, past loaders such as tsx's.
      const entryFile = command.filter((part) => /\.(ts|js|mjs)$/.test(part) && !part.includes('node_modules')).at(-1);
      const name =
        backends.get(pid) ??
        (comm === 'postgres' ? 'postgres: other' : comm === 'node' && entryFile ? `node: ${entryFile}` : comm);
      found.set(pid, { name, ticks });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

await new Promise((resolve) => setTimeout(resolve, Number(args.after) * 1000));
const before = await sample();
const started = performance.now();
await new Promise((resolve) => setTimeout(resolve, Number(args.seconds) * 1000));
const after = await sample();
const seconds = (performance.now() - started) / 1000;

const byName = new Map<string, number>();
for (const [pid, { name, ticks }] of after) {
  const spent = ticks - (before.get(pid)?.ticks ?? 0);
  if (spent > 0) byName.set(name, (byName.get(name) ?? 0) + spent / TICKS_PER_SECOND);
}
const total = [...byName.values()].reduce((sum, cpu) => sum + cpu, 0);
console.log(
  `${seconds.toFixed(1)} s window: ${total.toFixed(2)} s of CPU (${((100 * total) / seconds).toFixed(0)} % of one core)`,
);
for (const [name, cpu] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`${cpu.toFixed(2).padStart(7)} s  ${name}`);
}
