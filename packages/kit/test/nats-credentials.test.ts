import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NatsBus } from '../src/bus/nats-bus.js';
import { natsConnection } from '../src/bus/nats-url.js';
import { freePort, waitUntilListening } from '../src/net/ports.js';
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
    await waitUntilListening(port, { what: 'nats-server' });
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
