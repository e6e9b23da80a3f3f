import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NatsBus } from '../src/bus/nats-bus.js';
import { natsConnection } from '../src/bus/nats-url.js';
import { silentLogger } from './fixtures/setup.js';

describe('NATS_URL credentials', () => {
  it('splits a user and password, or a token, off the server address (percent-decoded)', () => {
    expect(natsConnection('nats://127.0.0.1:4222')).toEqual({ servers: 'nats://127.0.0.1:4222' });
    expect(natsConnection('nats://localpros:p%40ss%2Fw0rd@nats.nats.svc:4222')).toEqual({
      servers: 'nats://nats.nats.svc:4222',
      user: 'localpros',
      pass: 'p@ss/w0rd',
      inboxPrefix: '_INBOX.localpros',
    });
    expect(natsConnection('tls://s3cr3t-token@nats.example:4222')).toEqual({
      servers: 'tls://nats.example:4222',
      token: 's3cr3t-token',
    });
  });
});

const binary = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find(existsSync);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const listening = async (port: number) => {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => resolve(socket.destroy() === socket));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nats-server is not listening on ${port}`);
};

describe.skipIf(!binary)('the bus on a NATS server that requires a password (nats-server of its own)', () => {
  let server: ChildProcess;
  let port: number;
  const store = mkdtempSync(join(tmpdir(), 'localpros-nats-auth-'));

  beforeAll(async () => {
    port = await freePort();
    server = spawn(
      binary as string,
      ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store, '--user', 'localpros', '--pass', 'p@ss/w0rd'],
      { stdio: 'ignore' },
    );
    await listening(port);
  });
  afterAll(async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(store, { recursive: true, force: true });
  });

  it('refuses a client without the credentials', async () => {
    await expect(
      connect({ servers: `nats://127.0.0.1:${port}`, maxReconnectAttempts: 0, reconnect: false }),
    ).rejects.toThrow(/authorization/i);
  });

  it('connects the bus with the credentials NATS_URL carries', async () => {
    const bus = await NatsBus.connect({
      url: `nats://localpros:${encodeURIComponent('p@ss/w0rd')}@127.0.0.1:${port}`,
      name: 'credentials-test',
      namespace: 'credtest',
      logger: silentLogger,
    });
    try {
      await expect(bus.ping()).resolves.toBeUndefined();
    } finally {
      await bus.close();
    }
  });
});
