import type { Db, FieldSealer, Logger, Metrics } from '@localpros/kit';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type MessageChannel, outgoingMessages } from '../schema.js';
import type { DeliveryChannel } from './channels.js';
import { UndeliverableError } from './delivery-channel.js';
import { quietHoursEnd } from './quiet-hours.js';
import { messageBody } from './sealed-message.js';

export interface MessageSenderOptions {
  db: Db;
  /** Web push may be left out (a sender of e-mail and SMS only): its alerts then fail. */
  channels: Record<Exclude<MessageChannel, 'push'>, DeliveryChannel> & Partial<Record<MessageChannel, DeliveryChannel>>;
  logger: Logger;
  /** Opens the sealed body of a message that carries a code (sealed-message.ts). */
  bodySealer: FieldSealer;
  /**
   * Whether a sealed body stays once the message is sent or has failed: only where the dev mailbox
   * shows it; on production the code is gone from the database as soon as it is no longer needed.
   */
  keepSealedBody: boolean;
  /** How often due messages are looked for when nothing kicks the sender. */
  pollMs?: number;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** The first retry's delay; each later one doubles it, up to maxRetryMs. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  batchSize?: number;
  /**
   * Counts each attempt by channel and outcome: sent, failed (given up) or retried. Labels name no
   * recipient, purpose or error text: personal data stays out of metrics.
   */
  deliveries?: Pick<Metrics['messageDeliveries'], 'inc'>;
  /** The clock quiet hours are read from (tests set the night). */
  now?: () => Date;
}

/** While a replica sends a message its row is leased for this long; a crash mid-send frees it then. */
const LEASE_SECONDS = 60;

/**
 * Delivers queued messages after their transaction committed: claims due rows (SKIP LOCKED, so
 * replicas never send the same row), sends each on its channel, then marks it sent, or schedules
 * a retry with capped exponential backoff, or after the last attempt marks it failed.
 */
export class MessageSender {
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly maxRetryMs: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** When the scheduled pass runs (Date.now() ms). */
  private dueAt = 0;

  constructor(private readonly options: MessageSenderOptions) {
    this.pollMs = options.pollMs ?? 1_000;
    // 5 s, 10 s, 20 s … then every 10 minutes: twenty attempts ride out a mail server that is
    // down for about two and a half hours before a message is given up as failed.
    this.maxAttempts = options.maxAttempts ?? 20;
    this.retryBaseMs = options.retryBaseMs ?? 5_000;
    this.maxRetryMs = options.maxRetryMs ?? 10 * 60_000;
    this.batchSize = options.batchSize ?? 20;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Something was queued and has committed (kick after the commit: context.kickSender): look now.
   * A pass in flight runs again when it ends; a pass already due is never put off, so a steady run
   * of kicks cannot hold the sender back.
   */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else if (this.dueAt > Date.now()) this.schedule(0);
  }

  /** Stops polling and waits for the pass in flight, so no send is cut off half-way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await Promise.all(Object.values(this.options.channels).map((channel) => channel?.close()));
  }

  /** One pass: sends everything due now. Returns how many messages it handled. */
  async sendDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.claimDue();
      for (const message of batch) await this.deliver(message);
      handled += batch.length;
      if (batch.length < this.batchSize || this.stopped) return handled;
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.dueAt = Date.now() + delayMs;
    this.timer = setTimeout(() => void this.pass(), delayMs);
  }

  private async pass(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = this.sendDue()
      .then(() => undefined)
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'message sender pass failed'));
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const again = this.again;
    this.again = false;
    this.schedule(again ? 0 : this.pollMs);
  }

  private async claimDue() {
    const { db } = this.options;
    const due = db
      .select({ id: outgoingMessages.id })
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.status, 'pending'), lte(outgoingMessages.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outgoingMessages.nextAttemptAt))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outgoingMessages)
      .set({
        attempts: sql`${outgoingMessages.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      })
      .where(inArray(outgoingMessages.id, due))
      .returning();
  }

  private async deliver(message: typeof outgoingMessages.$inferSelect): Promise<void> {
    const { db, channels, logger } = this.options;
    // Never the recipient or the text in logs: they are personal data and may hold a code.
    const about = {
      messageId: message.id,
      channel: message.channel,
      purpose: message.purpose,
      attempt: message.attempts,
    };
    const done = this.options.keepSealedBody ? {} : { sealedBody: null };
    // An SMS that respects quiet hours and came due inside them (queued just before 21:00, or a
    // retry) waits for 08:00 UK time; the claim's attempt is given back.
    const heldUntil = message.quietHours ? quietHoursEnd(this.options.now?.() ?? new Date()) : null;
    if (heldUntil) {
      await db
        .update(outgoingMessages)
        .set({ attempts: message.attempts - 1, nextAttemptAt: heldUntil.toISOString() })
        .where(eq(outgoingMessages.id, message.id));
      logger.info({ ...about, heldUntil: heldUntil.toISOString() }, 'SMS held until quiet hours end');
      return;
    }
    try {
      const channel = channels[message.channel];
      if (!channel) throw new UndeliverableError(`this sender has no ${message.channel} channel`);
      await channel.send({ ...message, ...messageBody(message, this.options.bodySealer) });
      await db
        .update(outgoingMessages)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...done })
        .where(eq(outgoingMessages.id, message.id));
      this.options.deliveries?.inc({ channel: message.channel, outcome: 'sent' });
      logger.info(about, 'message sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failed = message.attempts >= this.maxAttempts || error instanceof UndeliverableError;
      const retryMs = Math.min(this.retryBaseMs * 2 ** (message.attempts - 1), this.maxRetryMs);
      await db
        .update(outgoingMessages)
        .set(
          failed
            ? { status: 'failed', lastError: reason.slice(0, 500), ...done }
            : { lastError: reason.slice(0, 500), nextAttemptAt: sql`now() + make_interval(secs => ${retryMs / 1000})` },
        )
        .where(eq(outgoingMessages.id, message.id));
      // The reason stays in the row: a mail server's reply can quote the address.
      this.options.deliveries?.inc({ channel: message.channel, outcome: failed ? 'failed' : 'retried' });
      const cause = errorCodes(error);
      if (failed) logger.error({ ...about, ...cause }, 'message failed after the last attempt');
      else logger.warn({ ...about, ...cause, retryInMs: retryMs }, 'message not sent, will retry');
    }
  }
}

/** The machine-readable parts of a delivery error (nodemailer's code and the SMTP reply code). */
function errorCodes(error: unknown): { errorCode?: string; responseCode?: number } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return {
    errorCode: typeof code === 'string' ? code : undefined,
    responseCode: typeof responseCode === 'number' ? responseCode : undefined,
  };
}
