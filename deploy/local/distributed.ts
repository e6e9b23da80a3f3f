import { LocalCluster } from './cluster.js';

// `npm run start:distributed`: every service and the BFF as separate processes on localhost.
const required = ['DATABASE_URL', 'NATS_URL'] as const;
const missing = required.filter((name) => !process.env[name]);
if (missing.length > 0) {
  for (const name of missing)
    process.stderr.write(`config error: ${name}: is required in distributed mode (see .env.example)\n`);
  process.exit(1);
}

const cluster = new LocalCluster({ env: { ...process.env, PLATFORM: process.env.PLATFORM ?? 'local' } });
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
  process.stdout.write(
    `\n  LocalPros (distributed) is running at ${cluster.bffUrl.replace('127.0.0.1', 'localhost')}\n  Stop with Ctrl+C.\n\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await cluster.stop();
  process.exit(1);
}
