import { JobPosted, LeadsCreated, QuoteSent } from '@localpros/contracts';
import { type EventConsumer, independentDeliveries, on } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { centreConsumers } from '../src/centre/centre-consumers.js';
import { withNotificationCentre } from '../src/centre/with-notification-centre.js';
import { loadNotificationsConfig, type NotificationsConfig } from '../src/config.js';
import { leadAlertConsumers } from '../src/delivery/lead-alert-consumers.js';

type LeadContext = { config: NotificationsConfig; kickSender(): void };

const contextOf = (env: Record<string, string>): LeadContext => ({
  config: loadNotificationsConfig({ PLATFORM: 'local', ...env }),
  kickSender: () => undefined,
});

const consumerOf = (consumers: readonly EventConsumer[], type: string) =>
  consumers.find((consumer) => consumer.event.type === type);

describe('new leads handled several jobs at once', () => {
  it('takes NOTIFICATIONS_LEAD_CONCURRENCY (default 4, 1 to 16)', () => {
    expect(contextOf({}).config.leadConcurrency).toBe(4);
    expect(contextOf({ NOTIFICATIONS_LEAD_CONCURRENCY: '2' }).config.leadConcurrency).toBe(2);
    for (const bad of ['0', '17', '2.5', 'many']) {
      expect(() => contextOf({ NOTIFICATIONS_LEAD_CONCURRENCY: bad }), bad).toThrow(/NOTIFICATIONS_LEAD_CONCURRENCY/);
    }
  });

  it('runs the joined LeadsCreated consumer (centre, SMS, e-mail) at that concurrency', () => {
    const context = contextOf({ NOTIFICATIONS_LEAD_CONCURRENCY: '6' });
    const consumers = withNotificationCentre<LeadContext>([leadAlertConsumers])(context);
    expect(consumers.filter((consumer) => consumer.event.type === LeadsCreated.type)).toHaveLength(1);
    expect(consumerOf(consumers, LeadsCreated.type)?.concurrency).toBe(6);
    // The job's copy (job_titles) touches only its own row: several at once (kit's independentDeliveries).
    expect(consumerOf(consumers, JobPosted.type)?.concurrency).toBe(independentDeliveries.concurrency);
    // The centre's other events keep one delivery at a time (nothing asked for more).
    expect(consumerOf(consumers, QuoteSent.type)?.concurrency ?? 1).toBe(1);
  });

  it('joins at the lowest concurrency of its parts: a part that declares none keeps the whole serial', () => {
    const context = contextOf({ NOTIFICATIONS_LEAD_CONCURRENCY: '6' });
    const serialPart = [on(LeadsCreated, async () => undefined)];
    const consumers = withNotificationCentre<LeadContext>([serialPart, leadAlertConsumers], centreConsumers)(context);
    expect(consumerOf(consumers, LeadsCreated.type)?.concurrency).toBe(1);
  });
});
