import type { NatsConnection } from 'nats';
import type { Logger } from '../logger.js';
import type { EventListener, EventListening } from './event-bus.js';
import { busNames } from './nats-bus.js';
import { listenOnNats } from './nats-listen.js';
import { connectToNats } from './nats-url.js';

export interface NatsEventListenerOptions {
  /** NATS_URL, with the process's own NATS user (k8s/nats: the bff user may only subscribe). */
  url: string;
  /** The connection's name on the server. */
  name: string;
  namespace?: string;
  logger: Logger;
}

/**
 * Listening without a bus: a plain NATS connection that only subscribes (no JetStream, no
 * streams, no durable consumers), for a process that hears events but neither publishes nor
 * consumes them, such as the distributed BFF's live streams. Reconnects forever; what is published
 * while it is away is not heard (the listener's truth is kept elsewhere): `onResumed` says when it
 * is back, so the listener can catch up from that truth.
 */
export class NatsEventListener implements EventListening {
  private readonly resumed = new Set<() => void>();

  private constructor(
    private readonly connection: NatsConnection,
    private readonly options: NatsEventListenerOptions,
  ) {}

  static async connect(options: NatsEventListenerOptions): Promise<NatsEventListener> {
    const connection = await connectToNats(options.url, options.name);
    const listener = new NatsEventListener(connection, options);
    void listener.watchStatus();
    return listener;
  }

  private async watchStatus(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') {
        this.options.logger.warn({ natsStatus: status.type }, `NATS ${status.type} (event listening)`);
      }
      if (status.type === 'reconnect') void this.announceResumed();
    }
  }

  /**
   * The client sent its subscriptions again on the new connection before it said `reconnect`; a
   * flush (a round trip) makes sure the server has them, so an event published after the callbacks
   * run is heard.
   */
  private async announceResumed(): Promise<void> {
    try {
      await this.connection.flush();
    } catch (error) {
      // Gone again: the next reconnect announces it.
      this.options.logger.warn({ err: error }, 'NATS flush after reconnect failed');
      return;
    }
    for (const callback of [...this.resumed]) {
      try {
        callback();
      } catch (error) {
        this.options.logger.error({ err: error }, 'a callback on NATS listening resumed failed');
      }
    }
  }

  onResumed(callback: () => void): () => void {
    this.resumed.add(callback);
    return () => this.resumed.delete(callback);
  }

  listen(eventType: string, listener: EventListener): () => void {
    const subject = busNames(this.options.namespace).eventSubject(eventType);
    return listenOnNats(this.connection, subject, listener, this.options.logger);
  }

  async ping(): Promise<void> {
    if (this.connection.isClosed()) throw new Error('NATS connection is closed');
    await this.connection.flush();
  }

  async close(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain();
  }
}
