import { randomUUID } from 'node:crypto';
import {
  type EventEnvelope,
  JobPosted,
  type PayloadOf,
  QuoteAccepted,
  QuoteDeclined,
  QuoteSent,
  ReviewHidden,
  ReviewPosted,
  ReviewRestored,
  UserContactChanged,
  UserDeleted,
} from '@localpros/contracts';
import { createLogger, InProcessBus, prepareService } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPounds, formatPrice } from '../src/delivery/compose-job-message.js';
import { notificationsService } from '../src/index.js';
import { deletedUsers, inbox, jobTitles, outgoingMessages, recipients } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: InProcessBus;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  // One attempt: a handler that throws dead-letters at once instead of retrying with backoff.
  bus = new InProcessBus({ logger, maxDeliver: 1 });
  // The sender is not started: these tests look at what is queued, for whom, saying what.
  await prepareService(notificationsService, { database: handle.database, bus, logger, env: { PLATFORM: 'local' } });
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

type Contact = PayloadOf<typeof UserContactChanged>;
let clock = Date.parse('2030-01-01T00:00:00Z');
/** Each snapshot later than the one before, unless told otherwise. */
const nextTime = () => {
  clock += 1000;
  return new Date(clock).toISOString();
};

function contact(overrides: Partial<Contact> = {}): Contact {
  const userId = overrides.userId ?? randomUUID();
  return {
    userId,
    userType: 'customer',
    firstName: 'Chloe',
    lastName: 'Carter',
    email: `${userId}@example.com`,
    mobileNumber: '07700900002',
    businessName: null,
    emailEnabled: true,
    smsEnabled: true,
    notifiableEvents: {
      messages: true,
      newsletters: false,
      specialOffers: false,
      recommendations: true,
      newJobLeads: true,
    },
    changedAt: nextTime(),
    ...overrides,
  };
}

/** Publishes and returns the event; the in-process bus returns once every subscriber settled it. */
async function publish<T>(type: string, payload: T) {
  const event = envelope(type, payload);
  await bus.publish(event);
  return event;
}

/** The messages queued for an event, and proof that notifications handled it (not dead-lettered). */
async function queuedFor(event: EventEnvelope) {
  const handled = await db().select().from(inbox).where(eq(inbox.eventId, event.id));
  expect(handled, `${event.type} was not handled`).toHaveLength(1);
  return db().select().from(outgoingMessages).where(eq(outgoingMessages.sourceEventId, event.id));
}

async function onlyMessageFor(event: EventEnvelope) {
  const rows = await queuedFor(event);
  expect(rows).toHaveLength(1);
  return rows[0] as typeof outgoingMessages.$inferSelect;
}

/** A customer with a posted job and a business that quotes for it, both known to notifications. */
async function marketplace(options: { title?: string | null } = {}) {
  const customer = contact({ firstName: 'Chloe', email: `chloe.${randomUUID()}@example.com` });
  const business = contact({
    userType: 'business',
    firstName: 'Sam',
    lastName: 'Sparkle',
    email: `sam.${randomUUID()}@example.com`,
    businessName: 'Sparkle Clean Clapham',
  });
  await publish(UserContactChanged.type, customer);
  await publish(UserContactChanged.type, business);
  const jobId = randomUUID();
  if (options.title !== null) {
    await publish(JobPosted.type, {
      jobId,
      customerId: customer.userId,
      title: options.title ?? 'Deep clean of a 2-bed flat',
      description: 'Kitchen, bathroom, two bedrooms.',
      workCategoryId: randomUUID(),
      serviceId: randomUUID(),
      serviceName: 'Deep cleaning',
      location: 'SW4',
      latitude: 51.46,
      longitude: -0.14,
      jobType: 'residential',
      targetJobDone: 'flexible',
      specificDate: null,
      type: 'standard',
      specificBusinessIds: [],
      postedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof JobPosted>);
  }
  const ref = { quoteId: randomUUID(), leadId: randomUUID(), jobId, businessId: business.userId };
  return { customer, business, jobId, ref: { ...ref, customerId: customer.userId } };
}

const quoteSent = (
  ref: Awaited<ReturnType<typeof marketplace>>['ref'],
  costPence = 4550,
  rateType: 'hourly' | 'daily' | 'flat' = 'hourly',
): PayloadOf<typeof QuoteSent> => ({
  ...ref,
  costPence,
  currency: 'GBP',
  rateType,
  comments: 'Happy to start on Monday.',
  sentAt: new Date().toISOString(),
});

describe('prices in e-mails', () => {
  it('shows pounds with pence only when there are some, and the rate', () => {
    expect(formatPrice(4550, 'hourly')).toBe('£45.50 per hour');
    expect(formatPrice(12000, 'daily')).toBe('£120 per day');
    expect(formatPrice(30000, 'flat')).toBe('£300 flat');
    expect(formatPounds(5)).toBe('£0.05');
    expect(formatPounds(125005)).toBe('£1,250.05');
    expect(formatPounds(100000000)).toBe('£1,000,000');
  });
});

describe('e-mails about quotes and reviews', () => {
  it('e-mails the customer about a new quote: job, business, price and rate', async () => {
    const { customer, business, ref } = await marketplace();
    const event = await publish(QuoteSent.type, quoteSent(ref, 4550, 'hourly'));
    const message = await onlyMessageFor(event);
    expect(message).toMatchObject({
      channel: 'email',
      recipient: customer.email,
      purpose: 'quote_received',
      status: 'pending',
      subject: 'New quote for “Deep clean of a 2-bed flat”',
    });
    expect(message.text).toContain('Hello Chloe,');
    expect(message.text).toContain(
      'Sparkle Clean Clapham sent you a quote for “Deep clean of a 2-bed flat”: £45.50 per hour.',
    );
    expect(message.html).toContain('£45.50 per hour');
    expect(message.recipient).not.toBe(business.email);
  });

  it('e-mails the business when its quote is accepted', async () => {
    const { customer, business, ref } = await marketplace({ title: 'Garden tidy' });
    const event = await publish(QuoteAccepted.type, {
      ...ref,
      costPence: 12000,
      currency: 'GBP',
      rateType: 'daily',
      acceptedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof QuoteAccepted>);
    const message = await onlyMessageFor(event);
    expect(message).toMatchObject({
      recipient: business.email,
      purpose: 'quote_accepted',
      subject: 'Your quote for “Garden tidy” was accepted',
    });
    expect(message.text).toContain('Hello Sam,');
    expect(message.text).toContain('Chloe accepted your quote of £120 per day for “Garden tidy”.');
    expect(message.recipient).not.toBe(customer.email);
  });

  it('e-mails the business when its quote is declined, saying why', async () => {
    const { business, ref } = await marketplace({ title: 'Oven clean' });
    const declined = (reason: 'another_quote_accepted' | 'job_cancelled') =>
      publish(QuoteDeclined.type, {
        ...ref,
        reason,
        declinedAt: new Date().toISOString(),
      } satisfies PayloadOf<typeof QuoteDeclined>);

    const other = await onlyMessageFor(await declined('another_quote_accepted'));
    expect(other).toMatchObject({
      recipient: business.email,
      purpose: 'quote_declined',
      subject: 'Your quote for “Oven clean” was not chosen',
    });
    expect(other.text).toContain('The customer accepted another quote for “Oven clean”');

    const cancelled = await onlyMessageFor(await declined('job_cancelled'));
    expect(cancelled).toMatchObject({ recipient: business.email, subject: '“Oven clean” was cancelled' });
    expect(cancelled.text).toContain('The customer cancelled “Oven clean”, so your quote for it will not be taken.');
  });

  it('e-mails the business about the review of its completed job, with the stars', async () => {
    const { business, ref } = await marketplace({ title: 'Window clean' });
    const event = await publish(ReviewPosted.type, {
      reviewId: randomUUID(),
      jobId: ref.jobId,
      customerId: ref.customerId,
      businessId: ref.businessId,
      rating: 4,
      text: 'Spotless windows, on time.',
      postedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof ReviewPosted>);
    const message = await onlyMessageFor(event);
    expect(message).toMatchObject({
      recipient: business.email,
      purpose: 'review_received',
      subject: 'You have a new 4-star review',
    });
    expect(message.text).toContain('Chloe reviewed your work on “Window clean” and gave you 4 out of 5 stars (★★★★☆).');
    expect(message.text).toContain('They wrote: “Spotless windows, on time.”');
  });

  it('queues exactly one e-mail when the event is delivered again', async () => {
    const { customer, ref } = await marketplace();
    const event = envelope(QuoteSent.type, quoteSent(ref, 30000, 'flat'));
    await bus.publish(event);
    await bus.publish(event);
    const message = await onlyMessageFor(event);
    expect(message.text).toContain('£300 flat');
    const all = await db().select().from(outgoingMessages).where(eq(outgoingMessages.recipient, customer.email));
    expect(all).toHaveLength(1);
  });

  it('sends nothing when the recipient has e-mail off, or "messages" off, or is unknown', async () => {
    const { customer, business, ref } = await marketplace();
    await publish(UserContactChanged.type, { ...customer, emailEnabled: false, changedAt: nextTime() });
    expect(await queuedFor(await publish(QuoteSent.type, quoteSent(ref)))).toHaveLength(0);

    await publish(UserContactChanged.type, {
      ...customer,
      emailEnabled: true,
      notifiableEvents: { ...customer.notifiableEvents, messages: false },
      changedAt: nextTime(),
    });
    expect(await queuedFor(await publish(QuoteSent.type, quoteSent(ref)))).toHaveLength(0);

    // Newsletters, offers and the rest do not govern these: messages back on, e-mail goes again.
    await publish(UserContactChanged.type, {
      ...customer,
      notifiableEvents: {
        messages: true,
        newsletters: false,
        specialOffers: false,
        recommendations: false,
        newJobLeads: false,
      },
      changedAt: nextTime(),
    });
    expect((await onlyMessageFor(await publish(QuoteSent.type, quoteSent(ref)))).recipient).toBe(customer.email);

    const unknown = { ...ref, businessId: randomUUID() };
    const accepted = await publish(QuoteAccepted.type, {
      ...unknown,
      costPence: 100,
      currency: 'GBP',
      rateType: 'flat',
      acceptedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof QuoteAccepted>);
    expect(await queuedFor(accepted)).toHaveLength(0);
    // The known business, same job: it does get one.
    expect(
      (
        await onlyMessageFor(
          await publish(QuoteDeclined.type, { ...ref, reason: 'job_cancelled', declinedAt: new Date().toISOString() }),
        )
      ).recipient,
    ).toBe(business.email);
  });

  it('still e-mails when the job or the other party is not known here, in general words', async () => {
    const { customer, ref } = await marketplace({ title: null });
    const event = await publish(QuoteSent.type, quoteSent({ ...ref, businessId: randomUUID() }, 9999, 'daily'));
    const message = await onlyMessageFor(event);
    expect(message).toMatchObject({ recipient: customer.email, subject: 'New quote for your job' });
    expect(message.text).toContain('A local business sent you a quote for your job: £99.99 per day.');
  });

  it('never lets a job title become markup', async () => {
    const { ref } = await marketplace({ title: 'Clean <script>alert(1)</script> & polish' });
    const message = await onlyMessageFor(await publish(QuoteSent.type, quoteSent(ref)));
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('Clean &lt;script&gt;alert(1)&lt;/script&gt; &amp; polish');
  });
});

describe('the recipients read model', () => {
  const stored = async (userId: string) =>
    (await db().select().from(recipients).where(eq(recipients.userId, userId)))[0];

  it('keeps the newest snapshot whatever order the events arrive in', async () => {
    const first = contact({ email: 'old.address@example.com' });
    const second = { ...first, email: 'new.address@example.com', firstName: 'Chlo', changedAt: nextTime() };
    await publish(UserContactChanged.type, second);
    await publish(UserContactChanged.type, first);
    expect(await stored(first.userId)).toMatchObject({
      email: 'new.address@example.com',
      firstName: 'Chlo',
      changedAt: expect.any(String),
    });
    expect(Date.parse(String((await stored(first.userId))?.changedAt))).toBe(Date.parse(second.changedAt));

    // Microseconds count: identity's clock orders two changes within one millisecond.
    const finer = {
      ...second,
      email: 'finer@example.com',
      changedAt: second.changedAt.replace('Z', '').concat('001Z'),
    };
    await publish(UserContactChanged.type, finer);
    expect((await stored(first.userId))?.email).toBe('finer@example.com');
  });

  it('forgets the user on UserDeleted, and a late snapshot does not bring them back', async () => {
    const { customer, ref } = await marketplace();
    expect(await stored(customer.userId)).toBeDefined();
    await publish(UserDeleted.type, {
      userId: customer.userId,
      userType: 'customer',
      deletedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof UserDeleted>);
    expect(await stored(customer.userId)).toBeUndefined();

    // Recorded before the deletion, delivered after it.
    await publish(UserContactChanged.type, { ...customer, changedAt: nextTime() });
    expect(await stored(customer.userId)).toBeUndefined();
    expect(await queuedFor(await publish(QuoteSent.type, quoteSent(ref)))).toHaveLength(0);
    const tombstone = await db().select().from(deletedUsers).where(eq(deletedUsers.userId, customer.userId));
    expect(tombstone).toHaveLength(1);
  });

  it('keeps each posted job title with its customer', async () => {
    const { customer, jobId } = await marketplace({ title: 'Carpet clean' });
    const [row] = await db()
      .select()
      .from(jobTitles)
      .where(and(eq(jobTitles.jobId, jobId), eq(jobTitles.customerId, customer.userId)));
    expect(row?.title).toBe('Carpet clean');
  });
});

describe('review moderation e-mails', () => {
  it('tells the customer and the business when an admin hides a review (with the reason) and restores it, once each', async () => {
    const { customer, business, ref } = await marketplace({ title: 'Gutter clear' });
    const moderation = {
      reviewId: randomUUID(),
      jobId: ref.jobId,
      customerId: customer.userId,
      businessId: business.userId,
      adminId: randomUUID(),
      reason: 'It names a member of staff',
      at: new Date().toISOString(),
    } satisfies PayloadOf<typeof ReviewHidden>;
    const hidden = envelope(ReviewHidden.type, moderation);
    await bus.publish(hidden);
    await bus.publish(hidden);
    const moderated = (recipient: string) =>
      db()
        .select()
        .from(outgoingMessages)
        .where(and(eq(outgoingMessages.recipient, recipient), eq(outgoingMessages.purpose, 'review_moderated')));
    const [toCustomer] = await moderated(customer.email);
    const [toBusiness] = await moderated(business.email);
    expect(await moderated(customer.email)).toHaveLength(1);
    expect(await moderated(business.email)).toHaveLength(1);
    expect(toCustomer?.subject).toBe('A review was hidden by LocalPros');
    expect(toCustomer?.text).toContain('Your review of “Gutter clear” has been hidden');
    expect(toCustomer?.text).toContain('Reason: It names a member of staff');
    expect(toBusiness?.text).toContain('The review of your work on “Gutter clear” has been hidden');

    expect(toCustomer?.text).toContain('/review-policy');

    await publish(ReviewRestored.type, { ...moderation, reason: 'The staff member agreed to be named' });
    const restored = await moderated(business.email);
    expect(restored).toHaveLength(2);
    const visibleAgain = restored.find((m) => m.subject === 'A review is visible again on LocalPros');
    expect(visibleAgain?.text).toContain('Reason: The staff member agreed to be named');
  });
});
