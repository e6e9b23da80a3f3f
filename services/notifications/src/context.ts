import type { Db, Logger, Outbox, ServiceDeps } from '@localpros/kit';
import { loadNotificationsConfig, type NotificationsConfig } from './config.js';
import { type MessageSealers, messageSealers } from './delivery/sealed-message.js';

/** What notifications' handlers, consumers and sender are handed, once per hosted instance. */
export interface NotificationsContext {
  db: Db;
  outbox: Outbox;
  logger: Logger;
  config: NotificationsConfig;
  sealers: MessageSealers;
  /** The sender start() started (none before it, nor after its stop). */
  sender: { kick(): void } | undefined;
  /** Wakes this instance's sender, if it runs: never another marketplace's in the same process. */
  kickSender(): void;
}

export function notificationsContext({ db, outbox, logger, env }: ServiceDeps): NotificationsContext {
  const config = loadNotificationsConfig(env);
  const context: NotificationsContext = {
    db,
    outbox,
    logger,
    config,
    sealers: messageSealers(config.codeEncryptionKey),
    sender: undefined,
    kickSender: () => context.sender?.kick(),
  };
  return context;
}
