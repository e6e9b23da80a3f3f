import type { Db, Outbox, ServiceDeps } from '@localpros/kit';
import { type IdentityConfig, loadIdentityConfig } from './config.js';

/** What identity's handlers and its seed are handed, once per hosted instance. */
export interface IdentityContext {
  db: Db;
  outbox: Outbox;
  config: IdentityConfig;
}

export const identityContext = ({ db, outbox, env }: ServiceDeps): IdentityContext => ({
  db,
  outbox,
  config: loadIdentityConfig(env),
});
