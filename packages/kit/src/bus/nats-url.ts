import { type NatsConnection as Connection, connect } from 'nats';
/** What nats.js needs to connect: the server, and the credentials NATS_URL carries. */
export interface NatsConnection {
  servers: string;
  user?: string;
  pass?: string;
  token?: string;
  /** `_INBOX.<user>`: replies (pulled events among them) come to subjects only this user may read. */
  inboxPrefix?: string;
}

/**
 * NATS_URL may carry credentials (nats://user:password@host:4222, or nats://token@host:4222), as
 * the k8s Secret gives them; nats.js takes them as options, not from the URL, so they are split
 * off here (percent-decoded) and the server address is passed on without them.
 */
export function natsConnection(url: string): NatsConnection {
  const parsed = new URL(url);
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  if (!user && !pass) return { servers: url };
  const servers = `${parsed.protocol}//${parsed.host}`;
  if (!pass) return { servers, token: user };
  // Each service's NATS user may subscribe to its own inbox only (k8s/nats): one user cannot read
  // the events another pulls, which arrive on the puller's inbox.
  return /^[\w-]+$/.test(user) ? { servers, user, pass, inboxPrefix: `_INBOX.${user}` } : { servers, user, pass };
}

/**
 * A connection to the broker as every bus part of the kit opens it: NATS_URL's server and
 * credentials, named for the server's connection list, riding out broker restarts (it keeps
 * reconnecting; the outbox holds what cannot be published meanwhile).
 */
export function connectToNats(url: string, name: string | undefined): Promise<Connection> {
  return connect({
    ...natsConnection(url),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
  });
}
