import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@localpros/contracts';
import { busNames, createLogger, NatsBus, NatsEventListener, PoisonEventError } from '@localpros/kit';
import { freePort, waitUntilListening } from '@localpros/kit/testing';
import { AckPolicy, connect, JSONCodec, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { natsConnection } from '../../packages/kit/src/bus/nats-url.js';
import { runEventsCli } from '../../packages/kit/src/cli/events-cli.js';
import { consumedBy, natsUsers } from '../nats/users.js';
import { repoRoot } from './support/kustomize.js';

/**
 * The committed k8s/nats/authorization.conf on a real nats-server of its own (JetStream in a
 * temporary folder), with the project's NatsBus: each service can do its own work on the bus and
 * nothing of another's. CI and this machine have nats-server; elsewhere the suite says it is skipped.
 */
const binary = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find(existsSync);
const natsServerMissing = binary
  ? null
  : 'nats-server is not installed (/usr/sbin/nats-server: apt install nats-server)';

const names = busNames();
const stream = names.eventsStream;
const logger = createLogger({ name: 'nats-permissions', level: 'silent' });
const refused = /Permissions Violation/;

const envelope = (type: string): EventEnvelope => ({
  id: randomUUID(),
  type,
  version: 1,
  occurredAt: new Date().toISOString(),
  correlationId: 'nats-permissions',
  payload: {},
});

/** Resolves with the error a subscription ends with (the server's refusal), or undefined. */
const subscriptionEnd = async (connection: NatsConnection, subject: string): Promise<unknown> => {
  const subscription = connection.subscribe(subject);
  try {
    for await (const _ of subscription) return undefined;
  } catch (error) {
    return error;
  }
  return undefined;
};

describe.skipIf(natsServerMissing)('the NATS users of k8s/nats on a real server', () => {
  const folder = mkdtempSync(join(tmpdir(), 'localpros-nats-users-'));
  // Each user's password; the server reads it quoted, as the Secret gives a bcrypt hash.
  const passwords = new Map(natsUsers().map((u) => [u.user, randomBytes(16).toString('hex')]));
  const serverEnv = {
    PATH: process.env.PATH,
    ...Object.fromEntries(natsUsers().map((u) => [u.passwordVariable, `'${passwords.get(u.user)}'`])),
  };
  let server: ChildProcess;
  let port: number;
  const opened: { close(): Promise<void> }[] = [];
  const url = (name: string) => `nats://localpros-${name}:${passwords.get(`localpros-${name}`)}@127.0.0.1:${port}`;
  const bus = async (name: string) => {
    const opening = await NatsBus.connect({ url: url(name), name, logger, maxDeliver: 2, backoffBaseMs: 50 });
    opened.push(opening);
    return opening;
  };
  /** matching, consuming JobPosted as its module does; the events it handled, and those to fail once. */
  const handled: string[] = [];
  const failOnce = new Set<string>();
  /** The operator's events command (dead letters), as run on Kubernetes with operator-nats-url. */
  const events = async (...argv: string[]) => {
    const out: string[] = [];
    const code = await runEventsCli(argv, { env: { NATS_URL: url('operator') }, out: (line) => out.push(line) });
    return { code, out: out.join('\n') };
  };
  /** A plain nats.js connection as `name`, with the inbox prefix the kit gives it. */
  const raw = async (name: string) => {
    const connection = await connect({ ...natsConnection(url(name)), reconnect: false });
    opened.push(connection);
    return connection;
  };

  beforeAll(async () => {
    port = await freePort();
    copyFileSync(join(repoRoot, 'k8s/nats/authorization.conf'), join(folder, 'authorization.conf'));
    const config = `listen: 127.0.0.1:${port}\njetstream { store_dir: "${join(folder, 'js')}" }\ninclude ./authorization.conf\n`;
    writeFileSync(join(folder, 'nats.conf'), config);
    server = spawn(binary as string, ['-c', join(folder, 'nats.conf')], { env: serverEnv, stdio: 'ignore' });
    await waitUntilListening(port, { what: 'nats-server' });
    await bus('identity'); // a service creates the streams on its first start
    const matching = await bus('matching');
    matching.subscribe('matching', 'JobPosted', async (event) => {
      if (failOnce.delete(event.id)) throw new PoisonEventError('a handler bug, fixed since');
      handled.push(event.id);
    });
    await matching.start();
  });

  afterAll(async () => {
    await Promise.allSettled(opened.map((connection) => connection.close()));
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('values.yaml, rendered as the Helm chart renders config.merge, is a configuration the server accepts', () => {
    const { merge } = parse(readFileSync(join(repoRoot, 'k8s/nats/values.yaml'), 'utf8')).config;
    // The chart writes config.merge as JSON, then unquotes each "<< … >>" (its nats.formatConfig).
    const rendered = JSON.stringify({ ...merge, port: 4222 }, null, 2).replace(/"<<\s+(.*?)\s+>>"/g, '$1');
    writeFileSync(join(folder, 'chart.conf'), rendered);
    const check = spawnSync(binary as string, ['-c', join(folder, 'chart.conf'), '-t'], {
      env: serverEnv,
      encoding: 'utf8',
    });
    expect(check.stderr).toMatch(/is valid/);
    expect(check.status).toBe(0);
  });

  it('lets a service publish its own events and consume those it subscribes to, acked', async () => {
    expect(consumedBy('matching')).toContain('JobPosted');
    const jobs = await bus('jobs');
    const posted = envelope('JobPosted');
    await jobs.publish(posted);
    await expect.poll(() => handled).toContain(posted.id);
    const manager = await (await raw('matching')).jetstreamManager();
    await expect
      .poll(async () => {
        const info = await manager.consumers.info(stream, names.durableName('matching', 'JobPosted'));
        return { pending: info.num_pending, awaitingAck: info.num_ack_pending };
      })
      .toEqual({ pending: 0, awaitingAck: 0 });
  });

  it("refuses a service another service's event subject", async () => {
    const matching = await bus('matching');
    await expect(matching.publish(envelope('JobPosted'))).rejects.toThrow(refused);
    const notifications = await bus('notifications');
    await expect(notifications.publish(envelope('LeadsCreated'))).rejects.toThrow(refused);
    await expect(notifications.publish(envelope('AdminActionRecorded'))).rejects.toThrow(refused);
  });

  it("refuses a service another service's consumer, a wider filter on its own, and others' messages", async () => {
    const notifications = await raw('notifications');
    const manager = await notifications.jetstreamManager();
    const config = { ack_policy: AckPolicy.Explicit, filter_subject: names.eventSubject('JobPosted') };
    await expect(
      manager.consumers.add(stream, { ...config, durable_name: names.durableName('matching', 'JobPosted') }),
    ).rejects.toThrow(refused);
    // Its own durable's name, every event: the filter is in the subject, so the server refuses it.
    await expect(
      manager.consumers.add(stream, {
        ...config,
        durable_name: names.durableName('notifications', 'JobPosted'),
        filter_subject: names.eventSubject('>'),
      }),
    ).rejects.toThrow(refused);
    const pull = `$JS.API.CONSUMER.MSG.NEXT.${stream}.${names.durableName('matching', 'JobPosted')}`;
    await expect(notifications.request(pull, JSONCodec().encode({ batch: 1 }))).rejects.toThrow(refused);
    await expect(manager.consumers.info(stream, names.durableName('matching', 'JobPosted'))).rejects.toThrow(refused);
    // Neither the events as they are published, nor the ones matching pulls (they arrive on its inbox).
    expect(String(await subscriptionEnd(notifications, names.eventSubject('>')))).toMatch(refused);
    expect(String(await subscriptionEnd(notifications, '_INBOX.localpros-matching.>'))).toMatch(refused);
  });

  it('refuses every service deleting, purging or changing the stream; a create that differs changes nothing', async () => {
    const manager = await (await raw('notifications')).jetstreamManager();
    await expect(manager.streams.delete(stream)).rejects.toThrow(refused);
    await expect(manager.streams.purge(stream)).rejects.toThrow(refused);
    await expect(manager.streams.update(stream, { max_msgs: 1 })).rejects.toThrow(refused);
    await expect(manager.streams.delete(names.deadLetterStream)).rejects.toThrow(refused);
    await expect(
      manager.streams.add({ name: stream, subjects: [names.eventSubject('>')], max_msgs: 1 }),
    ).rejects.toThrow(/already in use with a different configuration/);
    expect((await manager.streams.info(stream)).config.max_msgs).toBe(-1);
  });

  it('dead-letters a failed event as its service, which the operator lists and replays to it alone', async () => {
    const jobs = await bus('jobs');
    const failing = envelope('JobPosted');
    failOnce.add(failing.id);
    await jobs.publish(failing);
    await expect
      .poll(async () => (await events('dead-letters', 'list', '--service', 'matching')).out)
      .toMatch(/JobPosted/);
    const replayed = await events('dead-letters', 'replay', '--all', '--service', 'matching');
    expect(replayed.out).toMatch(/1 dead letter\(s\) replayed/);
    expect(replayed.code).toBe(0);
    await expect.poll(() => handled).toContain(failing.id);
    expect((await events('dead-letters', 'list')).out).toMatch(/No dead letters/);
  });

  it('lets the BFF hear the notifications and ended sessions of its live streams, and nothing else; it publishes nothing', async () => {
    const listener = await NatsEventListener.connect({ url: url('bff'), name: 'bff', logger });
    opened.push(listener);
    const heard: string[] = [];
    listener.listen('NotificationsAdded', (event) => void heard.push(event.id));
    listener.listen('SessionsEnded', (event) => void heard.push(event.id));
    await listener.ping();
    const added = envelope('NotificationsAdded');
    await (await bus('notifications')).publish(added);
    const ended = envelope('SessionsEnded');
    await (await bus('identity')).publish(ended);
    await expect.poll(() => heard).toEqual(expect.arrayContaining([added.id, ended.id]));
    const bff = await raw('bff');
    expect(String(await subscriptionEnd(bff, names.eventSubject('JobPosted')))).toMatch(refused);
    expect(String(await subscriptionEnd(bff, names.eventSubject('>')))).toMatch(refused);
    expect(String(await subscriptionEnd(bff, '_INBOX.localpros-matching.>'))).toMatch(refused);
    await expect(bff.jetstream().publish(names.eventSubject('NotificationsAdded'))).rejects.toThrow(refused);
    await expect(bff.jetstreamManager()).rejects.toThrow();
  });

  it('lets the operator publish no event', async () => {
    const js = (await raw('operator')).jetstream();
    await expect(js.publish(names.eventSubject('JobPosted'))).rejects.toThrow(refused);
  });
});
