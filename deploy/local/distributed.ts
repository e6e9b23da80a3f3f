import { parseArgs } from 'node:util';
import { LocalCluster, type Replicas } from './cluster.js';
import { parseReplicas } from './replicas.js';

// `npm run start:distributed [-- --replicas matching=3] [--port-offset 20000]`: every service and the
// BFF as separate processes on localhost; a service given replicas runs that many processes on
// distinct ports.
const required = ['DATABASE_URL', 'NATS_URL'] as const;
const missing = required.filter((name) => !process.env[name]);
if (missing.length > 0) {
  for (const name of missing)
    process.stderr.write(`config error: ${name}: is required in distributed mode (see .env.example)\n`);
  process.exit(1);
}

let replicas: Replicas;
let portOffset = 0;
try {
  const { values } = parseArgs({ options: { replicas: { type: 'string' }, 'port-offset': { type: 'string' } } });
  replicas = parseReplicas(values.replicas);
  // Beside another cluster on this machine: every port shifted (the BFF on 3000 + offset).
  if (values['port-offset'] !== undefined) {
    portOffset = Number(values['port-offset']);
    if (!Number.isInteger(portOffset) || portOffset < 0 || portOffset > 27_000)
      throw new Error(`--port-offset must be a whole number from 0 to 27000 (got "${values['port-offset']}")`);
  }
} catch (error) {
  process.stderr.write(`start:distributed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}

const cluster = new LocalCluster({
  env: { ...process.env, PLATFORM: process.env.PLATFORM ?? 'local' },
  replicas,
  portOffset,
  // A process that dies is started again (with backoff), as a cluster would: never silently gone.
  supervise: true,
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nStopping every process…\n');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await cluster.start();
  const scaled = Object.entries(replicas)
    .filter(([, n]) => (n ?? 1) > 1)
    .map(([service, n]) => `${service} × ${n}`);
  process.stdout.write(
    `\n  LocalPros (distributed${scaled.length ? `; ${scaled.join(', ')}` : ''}) is running at ${cluster.bffUrl.replace('127.0.0.1', 'localhost')}\n  Stop with Ctrl+C.\n\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await cluster.stop();
  process.exit(1);
}
