import type { Db, Outbox, ServiceDeps } from '@localpros/kit';

/** What the admin read models' handlers are handed, once per hosted instance. */
export interface AdminContext {
  db: Db;
  outbox: Outbox;
}

export const adminContext = ({ db, outbox }: ServiceDeps): AdminContext => ({ db, outbox });
