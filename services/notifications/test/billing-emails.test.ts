import { randomUUID } from 'node:crypto';
import {
  BusinessProfileUpdated,
  type EventEnvelope,
  type PayloadOf,
  PaymentFailed,
  PaymentSucceeded,
  SubscriptionCancelled,
  SubscriptionLapsed,
  UserContactChanged,
  UserDeleted,
} from '@localpros/contracts';
import { createLogger, InProcessBus, prepareService } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureReason, formatMoney, paymentMethodWording } from '../src/billing/billing-wording.js';
import { localProsSeller } from '../src/config.js';
import { notificationsService } from '../src/index.js';
import { businessLocations, inbox, outgoingMessages } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
const PUBLIC_URL = 'https://localpros.test';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: InProcessBus;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  // One attempt: a handler that throws dead-letters at once instead of retrying with backoff.
  bus = new InProcessBus({ logger, maxDeliver: 1 });
  await prepareService(notificationsService, {
    database: handle.database,
    bus,
    logger,
    env: { PLATFORM: 'local', PUBLIC_URL },
  });
  await bus.start();
});
afterAll(async () => {
  await bus?.stop();
  await handle?.drop();
});

function envelope<T>(type: string, payload: T): EventEnvelope<T> {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    payload,
  };
}

async function publish<T>(type: string, payload: T) {
  const event = envelope(type, payload);
  await bus.publish(event);
  return event;
}

const handled = async (event: EventEnvelope) =>
  (await db().select().from(inbox).where(eq(inbox.eventId, event.id))).length === 1;

let clock = Date.parse('2030-01-01T00:00:00Z');
const nextTime = () => {
  clock += 1000;
  return new Date(clock).toISOString();
};

/** A business known to notifications, with settings that turn every optional e-mail off. */
async function business(overrides: { businessName?: string; firstName?: string } = {}) {
  const userId = randomUUID();
  const contact: PayloadOf<typeof UserContactChanged> = {
    userId,
    userType: 'business',
    firstName: overrides.firstName ?? 'Sam',
    lastName: 'Sparkle',
    email: `sam.${userId}@example.com`,
    mobileNumber: '07700900003',
    businessName: overrides.businessName ?? 'Sparkle Clean Clapham',
    emailEnabled: false,
    smsEnabled: false,
    notifiableEvents: {
      messages: false,
      newsletters: false,
      specialOffers: false,
      recommendations: false,
      newJobLeads: false,
    },
    changedAt: nextTime(),
  };
  await publish(UserContactChanged.type, contact);
  return contact;
}

function profile(businessId: string, location: string | null, updatedAt: string) {
  return {
    businessId,
    businessName: 'Sparkle Clean Clapham',
    workCategoryId: null,
    serviceIds: [],
    location,
    latitude: null,
    longitude: null,
    isActive: true,
    isVerified: true,
    updatedAt,
  } satisfies PayloadOf<typeof BusinessProfileUpdated>;
}

function payment(businessId: string, overrides: Partial<PayloadOf<typeof PaymentSucceeded>> = {}) {
  return {
    transactionId: randomUUID(),
    receiptNumber: 'LP-R-2026-000123',
    subscriptionId: randomUUID(),
    businessId,
    packageId: 'premium',
    kind: 'subscription',
    amountPence: 19500,
    vatPence: 3250,
    discountPence: 0,
    promoCode: null,
    periodStart: '2026-11-23T10:00:00.000Z',
    periodEnd: '2026-12-23T10:00:00.000Z',
    paymentMethod: { type: 'card', brand: 'Visa', last4: '4242', bankName: null, accountNumberEnding: null },
    paidAt: '2026-11-23T10:00:05.000Z',
    ...overrides,
  } satisfies PayloadOf<typeof PaymentSucceeded>;
}

function snapshot(businessId: string, status: 'lapsed' | 'cancelled') {
  return {
    subscriptionId: randomUUID(),
    businessId,
    packageId: 'standard' as const,
    status,
    currentPeriodEnd: '2026-12-23T10:00:00.000Z',
    cancelAtPeriodEnd: status === 'cancelled',
    changedAt: '2026-12-30T10:00:00.000Z',
  };
}

const messagesTo = (email: string) => db().select().from(outgoingMessages).where(eq(outgoingMessages.recipient, email));

async function onlyMessageTo(email: string) {
  const rows = await messagesTo(email);
  expect(rows).toHaveLength(1);
  return rows[0] as typeof outgoingMessages.$inferSelect;
}

describe('billing e-mails', () => {
  it('e-mails a receipt with the amount, VAT, net, package, period, method, both parties and a link to Billing', async () => {
    const sam = await business();
    await publish(BusinessProfileUpdated.type, profile(sam.userId, 'Clapham, London SW4', nextTime()));
    const event = await publish(PaymentSucceeded.type, payment(sam.userId));
    expect(await handled(event)).toBe(true);
    const mail = await onlyMessageTo(sam.email);
    expect(mail).toMatchObject({ channel: 'email', purpose: 'payment_receipt', status: 'pending' });
    expect(mail.subject).toBe('Your LocalPros receipt LP-R-2026-000123');
    for (const line of [
      'Hello Sam,',
      'Receipt number: LP-R-2026-000123',
      'Date: 23 November 2026',
      'Package: LocalPros Premium, billed monthly',
      'For: First payment',
      'Period: 23 November 2026 to 23 December 2026',
      'Amount paid: £195.00',
      'VAT at 20 % (included): £32.50',
      'Net (excluding VAT): £162.50',
      'Paid by: Visa ending 4242',
      'Business: Sparkle Clean Clapham',
      'Contact: Sam Sparkle',
      'Location: Clapham, London SW4',
      `E-mail: ${sam.email}`,
      `Seller: ${localProsSeller.name}`,
      `Address: ${localProsSeller.address}`,
      'VAT number: GB 123 4567 89',
      `${PUBLIC_URL}/dashboard/settings/billing`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain('Promo code');
    expect(mail.html).toContain('<th scope="row"');
    expect(mail.html).toContain('£162.50');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/dashboard/settings/billing"`);
  });

  it('shows a promo discount and a Direct Debit by bank and account ending, and reads the newest location', async () => {
    const sam = await business();
    const later = nextTime();
    await publish(BusinessProfileUpdated.type, profile(sam.userId, 'Brixton SW9', later));
    // An older profile delivered late does not overwrite the newer location.
    await publish(BusinessProfileUpdated.type, profile(sam.userId, 'Old place', '2000-01-01T00:00:00.000Z'));
    await publish(
      PaymentSucceeded.type,
      payment(sam.userId, {
        packageId: 'standard',
        kind: 'renewal',
        amountPence: 7600,
        vatPence: 1267,
        discountPence: 1900,
        promoCode: 'SPRING20',
        paymentMethod: {
          type: 'direct_debit',
          brand: null,
          last4: null,
          bankName: 'Barclays',
          accountNumberEnding: '11',
        },
      }),
    );
    const mail = await onlyMessageTo(sam.email);
    for (const line of [
      'Package: LocalPros Standard, billed monthly',
      'For: Renewal',
      'Price before discount: £95.00',
      'Promo code SPRING20: −£19.00',
      'Amount paid: £76.00',
      'VAT at 20 % (included): £12.67',
      'Net (excluding VAT): £63.33',
      'Paid by: Direct Debit from Barclays account ending 11',
      'Location: Brixton SW9',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain('Old place');
  });

  it('escapes what users typed in the HTML part', async () => {
    const sam = await business({ businessName: '<script>alert("x")</script> & Sons', firstName: 'Sam <b>' });
    await publish(PaymentSucceeded.type, payment(sam.userId, { promoCode: '<img src=x>', discountPence: 100 }));
    const mail = await onlyMessageTo(sam.email);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('Sam <b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons');
    expect(mail.html).toContain('Promo code &lt;img src=x&gt;');
    // The text part is plain text: as typed.
    expect(mail.text).toContain('Business: <script>alert("x")</script> & Sons');
  });

  it('sends one receipt per transaction: a redelivered event, or the same payment under a new event id', async () => {
    const sam = await business();
    const paid = payment(sam.userId);
    const event = await publish(PaymentSucceeded.type, paid);
    await bus.publish(event);
    await publish(PaymentSucceeded.type, paid);
    expect(await messagesTo(sam.email)).toHaveLength(1);
  });

  it('e-mails a failed payment with the reason in plain words, the next retry, when leads stop and a link to update the method', async () => {
    const sam = await business();
    const failed = {
      transactionId: randomUUID(),
      subscriptionId: randomUUID(),
      businessId: sam.userId,
      packageId: 'premium',
      kind: 'renewal',
      amountPence: 19500,
      reason: 'insufficient_funds',
      nextRetryAt: '2026-12-24T10:00:00.000Z',
      graceEndsAt: '2026-12-30T10:00:00.000Z',
      failedAt: '2026-12-23T10:00:00.000Z',
    } satisfies PayloadOf<typeof PaymentFailed>;
    const event = await publish(PaymentFailed.type, failed);
    await bus.publish(event);
    const mail = await onlyMessageTo(sam.email);
    expect(mail).toMatchObject({ purpose: 'payment_failed', subject: 'We could not take your LocalPros payment' });
    expect(mail.text).toContain(
      'We tried to take £195.00 on 23 December 2026 for the renewal of your LocalPros Premium subscription, but the payment did not go through: there were not enough funds to cover it.',
    );
    expect(mail.text).toContain('We will try again on 24 December 2026.');
    expect(mail.text).toContain('You keep receiving leads until 30 December 2026.');
    expect(mail.text).toContain(`${PUBLIC_URL}/dashboard/settings/billing`);
    expect(mail.text).not.toContain('insufficient_funds');

    const last = await business();
    await publish(PaymentFailed.type, {
      ...failed,
      transactionId: randomUUID(),
      businessId: last.userId,
      reason: 'mandate_cancelled',
      nextRetryAt: null,
    });
    const final = await onlyMessageTo(last.email);
    expect(final.text).toContain('your Direct Debit was cancelled by your bank');
    expect(final.text).toContain('We will not try this payment again on our own.');
  });

  it('e-mails a lapsed subscription (leads stopped, link to Subscribe) and an ended one', async () => {
    const sam = await business();
    await publish(SubscriptionLapsed.type, snapshot(sam.userId, 'lapsed'));
    const lapsed = await onlyMessageTo(sam.email);
    expect(lapsed).toMatchObject({
      purpose: 'subscription_lapsed',
      subject: 'Your LocalPros subscription has lapsed — leads have stopped',
    });
    expect(lapsed.text).toContain('it lapsed on 30 December 2026 and you no longer receive leads');
    expect(lapsed.text).toContain(`${PUBLIC_URL}/subscribe`);

    const bea = await business();
    await publish(SubscriptionCancelled.type, snapshot(bea.userId, 'cancelled'));
    const ended = await onlyMessageTo(bea.email);
    expect(ended).toMatchObject({ purpose: 'subscription_ended', subject: 'Your LocalPros subscription has ended' });
    expect(ended.text).toContain('your LocalPros Standard subscription ended on 23 December 2026');
    expect(ended.text).toContain(`${PUBLIC_URL}/subscribe`);
  });

  it('sends nothing for a deleted business, and asks for redelivery while the business is not known yet', async () => {
    const gone = await business();
    await publish(BusinessProfileUpdated.type, profile(gone.userId, 'SW4', nextTime()));
    await publish(UserDeleted.type, { userId: gone.userId, userType: 'business', deletedAt: nextTime() });
    expect(await db().select().from(businessLocations).where(eq(businessLocations.businessId, gone.userId))).toEqual(
      [],
    );
    const afterDeletion = await publish(PaymentSucceeded.type, payment(gone.userId));
    expect(await handled(afterDeletion)).toBe(true);
    expect(await messagesTo(gone.email)).toHaveLength(0);

    // Unknown: the handler throws, so the event is not marked handled (here dead-lettered at once).
    const early = await publish(PaymentSucceeded.type, payment(randomUUID()));
    expect(await handled(early)).toBe(false);
  });
});

describe('billing wording', () => {
  it('formats pence as pounds with pence, without floats', () => {
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(9500)).toBe('£95.00');
    expect(formatMoney(1583)).toBe('£15.83');
    expect(formatMoney(123456789)).toBe('£1,234,567.89');
    expect(formatMoney(-1900)).toBe('−£19.00');
  });

  it('words payment methods and failure reasons', () => {
    expect(
      paymentMethodWording({
        type: 'card',
        brand: 'Mastercard',
        last4: '4444',
        bankName: null,
        accountNumberEnding: null,
      }),
    ).toBe('Mastercard ending 4444');
    expect(
      paymentMethodWording({
        type: 'direct_debit',
        brand: null,
        last4: null,
        bankName: null,
        accountNumberEnding: '58',
      }),
    ).toBe('Direct Debit from your bank account ending 58');
    expect(failureReason('card_declined')).toBe('your card was declined');
    expect(failureReason('something_new')).toBe('the payment was declined by your card issuer or bank');
  });
});
