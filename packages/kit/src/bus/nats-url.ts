/** What nats.js needs to connect: the server, and the credentials NATS_URL carries. */
export interface NatsConnection {
  servers: string;
  user?: string;
  pass?: string;
  token?: string;
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
  return pass ? { servers, user, pass } : { servers, token: user };
}
