// How fast this host is, in the unit BENCHMARKS.md uses: a bare Fastify hello-world in its own
// process, measured with autocannon (50 connections) for 5 s after a 1 s warm-up. .ci/run takes it
// first and scales the test phase's budget by it (scripts/ci/budget.mjs): a host half as fast gets
// twice the time, so a suite that doubles the work is caught on any host.
//
//   node scripts/ci/yardstick.mjs [--out FILE]     prints "yardstick: N requests/s", writes { requestsPerSecond }
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

if (process.argv[2] === '--serve') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: app.server.address().port });
} else {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const { default: autocannon } = await import('autocannon');
  const server = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const { port } = await new Promise((resolve, reject) => {
      server.once('message', resolve);
      server.once('exit', (code) => reject(new Error(`the hello-world server exited with code ${code}`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections: 50, duration: 1 });
    const result = await autocannon({ url, connections: 50, duration: 5 });
    const requestsPerSecond = Math.round(result.requests.average);
    if (!(requestsPerSecond > 0)) throw new Error('the yardstick measured no requests');
    process.stdout.write(`yardstick: bare Fastify hello-world, ${requestsPerSecond} requests/s\n`);
    if (values.out) {
      mkdirSync(dirname(values.out), { recursive: true });
      writeFileSync(values.out, `${JSON.stringify({ requestsPerSecond, at: new Date().toISOString() })}\n`);
    }
  } finally {
    server.kill();
  }
}
