import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serviceNames, servicePorts } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { serverUrls, useDistributed } from '../support/distributed.js';
import { type AccountsTarget, accountsApiEnv, describeAccountsApi } from './accounts-api.suite.js';
import { accountsClient } from './accounts-client.js';

/** Rate limits live in Redis here, so the suite only runs when all three servers are given. */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn(
    'distributed accounts e2e skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL (.ci/run does)',
  );
}

/** This suite's ports: the cluster's plus a second BFF beside it. */
const portOffset = 12_000;

describe.skipIf(!enabled)('accounts, distributed mode', () => {
  const marketplace = useDistributed({
    portOffset,
    env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100', MESSAGE_SENDER_POLL_MS: '200' },
  });

  const target = (): AccountsTarget => ({ url: marketplace().target.url });
  describeAccountsApi('distributed: 9 processes, gRPC, NATS JetStream, PostgreSQL, Redis', target);

  it('ends a session on every BFF within a second of a logout or a password change on another', async () => {
    const secondPort = portOffset + 3000 + 1;
    const second = await startSecondBff(secondPort);
    try {
      const first = accountsClient(target);
      const other = accountsClient(() => ({ url: `http://127.0.0.1:${secondPort}` }));
      const account = await first.verifiedCustomer();
      const kept = await first.signIn(account.email, account.password);
      // Both BFFs have just seen the sessions live (and may answer from their caches for up to 1 s).
      expect((await other.get('/auth/user', account.token)).status).toBe(200);
      expect((await other.get('/auth/user', kept.token)).status).toBe(200);

      expect((await first.post('/auth/logout', undefined, account.token)).status).toBe(200);
      await sleep(1100);
      expect((await other.get('/auth/user', account.token)).status).toBe(401);

      const changed = await other.post(
        '/auth/update-password',
        { currentPassword: account.password, new_password: 'Rainy-Days-43', passwordConfirmation: 'Rainy-Days-43' },
        kept.token,
      );
      expect(changed.status).toBe(200);
      const elsewhere = await first.signIn(account.email, 'Rainy-Days-43');
      expect((await first.get('/auth/user', elsewhere.token)).status).toBe(200);
      expect((await other.post('/auth/logout-all', undefined, kept.token)).status).toBe(200);
      await sleep(1100);
      expect((await first.get('/auth/user', elsewhere.token)).status).toBe(401);
    } finally {
      second.kill('SIGTERM');
      await new Promise((resolve) => second.once('exit', resolve));
    }
  });

  it('keeps an account lock and ended sessions across a BFF restart (Redis and identity hold them)', async () => {
    const client = accountsClient(target);
    const locked = await client.verifiedCustomer();
    for (let i = 0; i < 5; i++) expect((await client.login(locked.email, `Wrong-password-${i}`)).status).toBe(401);
    const active = await client.verifiedCustomer();
    const loggedOut = await client.signIn(active.email, active.password);
    expect((await client.post('/auth/logout', undefined, loggedOut.token)).status).toBe(200);
    const kept = await client.signIn(active.email, active.password);

    await marketplace().cluster.stopMember('bff');
    await marketplace().cluster.startMember('bff');

    const stillLocked = await client.login(locked.email, locked.password);
    expect(stillLocked.status).toBe(429);
    expect((await client.get('/auth/user', loggedOut.token)).status).toBe(401);
    const current = await client.get<{ data: { email: string } }>('/auth/user', kept.token);
    expect(current.status).toBe(200);
    expect(current.body.data.email).toBe(active.email.toLowerCase());
  });
});

/** A second BFF replica on the same services and Redis, as a second pod behind the ingress would be. */
async function startSecondBff(port: number): Promise<ChildProcess> {
  const addresses = Object.fromEntries(
    serviceNames.map((name) => [`${name.toUpperCase()}_GRPC_URL`, `127.0.0.1:${servicePorts[name].grpc + portOffset}`]),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      ...process.env,
      ...accountsApiEnv,
      ...addresses,
      PORT: String(port),
      REDIS_URL: serverUrls.redis,
      LOG_LEVEL: 'silent',
    } as NodeJS.ProcessEnv,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the second BFF exited with code ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('the second BFF was not ready within 60 s');
}
