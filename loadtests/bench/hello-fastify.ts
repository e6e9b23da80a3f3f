/**
 * The yardstick: a bare Fastify hello-world on a free loopback port, in its own process. It also
 * answers GET /same-body with a body the bench hands it (the leads list's exact bytes), so the
 * cost of only writing that many bytes per request is measured beside the real route.
 */
import Fastify from 'fastify';

let body = '{}';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/same-body', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` });
process.on('message', (message: { type?: string; id?: number; body?: string }) => {
  if (message.type === 'setBody') {
    body = message.body ?? '{}';
    process.send?.({ id: message.id, result: null });
  }
  if (message.type === 'close') void app.close().then(() => process.exit(0));
});
