/**
 * The yardstick: a bare Fastify hello-world on a free loopback port, in its own process. It also
 * answers GET /same-body with a body the bench hands it (the leads list's exact bytes), so the
 * cost of only writing that many bytes per request is measured beside the real route, and
 * GET /api/events with a bare Server-Sent Events stream (a `retry:` line, a `: ping` every 15 s, no
 * session, no hub), so the memory of an idle stream sits beside the BFF's.
 */
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';

// A Buffer: the cheapest way to write the same bytes (no encoding per request), as the BFF writes a kept list.
let body = Buffer.from('{}');
let open = 0;
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/same-body', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
app.get('/api/events', (request, reply) => {
  const stream = new PassThrough();
  stream.write('retry: 3000\n\n');
  const ping = setInterval(() => stream.write(': ping\n\n'), 15_000);
  open += 1;
  request.raw.on('close', () => {
    clearInterval(ping);
    stream.end();
    open -= 1;
  });
  return reply.header('content-type', 'text/event-stream').header('cache-control', 'no-cache').send(stream);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` });
process.on('message', (message: { type?: string; id?: number; body?: string }) => {
  if (message.type === 'setBody') {
    body = Buffer.from(message.body ?? '{}');
    process.send?.({ id: message.id, result: null });
  }
  if (message.type === 'usage') {
    const { user, system } = process.cpuUsage();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ id: message.id, result: { rss, heapUsed, cpuSeconds: (user + system) / 1e6, open } });
  }
  if (message.type === 'close') void app.close().then(() => process.exit(0));
});
