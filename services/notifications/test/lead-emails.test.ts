import { randomUUID } from 'node:crypto';
import {
  type EventEnvelope,
  JobPosted,
  LeadsCreated,
  type PayloadOf,
  QuoteSent,
  UserContactChanged,
  VerificationCodeIssued,
  verifyUnsubscribeToken,
} from '@localpros/contracts';
import { createLogger, developmentSecret, InProcessBus, prepareService } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNotificationsConfig } from '../src/config.js';
import {
  dailyDigestBoundary,
  hourlyDigestBoundary,
  nextDigestPass,
  queueDueLeadDigests,
} from '../src/delivery/lead-digests.js';
import { messageSealers } from '../src/delivery/sealed-message.js';
import { notificationsService } from '../src/index.js';
import { leadDigestEntries, outgoingMessages } from '../src/schema.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';

/**
 * New-lead e-mails and digests through the service: events in, e-mails out to a real SMTP server
 * (smtp-server), each non-transactional one with its one-click unsubscribe headers.
 */
const logger = createLogger({ name: 'test', level: 'silent' });
const links = loadNotificationsConfig({ PLATFORM: 'local' }).mailLinks;

let inbox: SmtpInbox;
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: InProcessBus;
let stopService: () => Promise<void>;
const db = () => handle.database.db;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  handle = await createTestDatabase();
  bus = new InProcessBus({ logger, maxDeliver: 1 });
  const instance = await prepareService(notificationsService, {
    database: handle.database,
    bus,
    logger,
    env: { PLATFORM: 'local', SMTP_URL: inbox.url, MESSAGE_SENDER_POLL_MS: '50' },
  });
  await bus.start();
  await instance.start();
  stopService = () => instance.stop();
});
afterAll(async () => {
  await stopService?.();
  await bus?.stop();
  await handle?.drop();
  await inbox?.close();
});

async function publish<T>(type: string, payload: T, version = 1): Promise<EventEnvelope<T>> {
  const event = {
    id: randomUUID(),
    type,
    version,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    payload,
  };
  await bus.publish(event);
  return event;
}

type Contact = PayloadOf<typeof UserContactChanged>;

async function business(overrides: Partial<Contact> = {}) {
  const userId = randomUUID();
  const person: Contact = {
    userId,
    userType: 'business',
    firstName: 'Sam',
    lastName: 'Sparkle',
    email: `sam.${userId}@example.com`,
    mobileNumber: '07700900123',
    businessName: 'Sparkle Clean Clapham',
    emailEnabled: true,
    // No SMS here: only e-mails are looked at.
    smsEnabled: false,
    notifiableEvents: {
      messages: true,
      newsletters: false,
      specialOffers: false,
      recommendations: true,
      newJobLeads: true,
    },
    changedAt: new Date().toISOString(),
    ...overrides,
  };
  await publish(UserContactChanged.type, person);
  return person;
}

async function postJob(title: string, location = 'SW4') {
  const jobId = randomUUID();
  await publish(JobPosted.type, {
    jobId,
    customerId: randomUUID(),
    title,
    description: 'Two bedrooms, kitchen and bathroom.',
    workCategoryId: randomUUID(),
    serviceId: randomUUID(),
    serviceName: 'End of tenancy cleaning',
    location,
    latitude: 51.46,
    longitude: -0.14,
    jobType: 'residential',
    targetJobDone: 'flexible',
    specificDate: null,
    type: 'standard',
    specificBusinessIds: [],
    postedAt: new Date().toISOString(),
  } satisfies PayloadOf<typeof JobPosted>);
  return jobId;
}

async function leadsFor(jobId: string, businesses: readonly Contact[]) {
  const leads = businesses.map((b) => ({ leadId: randomUUID(), businessId: b.userId, distanceKm: 3.2 }));
  const event = await publish(LeadsCreated.type, {
    jobId,
    customerId: randomUUID(),
    leads,
    createdAt: new Date().toISOString(),
  } satisfies PayloadOf<typeof LeadsCreated>);
  return { event, leads };
}

const messagesTo = (recipient: string) =>
  db().select().from(outgoingMessages).where(eq(outgoingMessages.recipient, recipient));

/** A header of a received message, its folded lines joined. */
function header(body: string, name: string): string | undefined {
  const head = body.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return unfolded
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

async function mailTo(recipient: string, count = 1) {
  await expect
    .poll(() => inbox.mailTo(recipient).length, { message: `${count} e-mail(s) to the business` })
    .toBe(count);
  return inbox.mailTo(recipient);
}

describe('new-lead e-mails', () => {
  it('send a business that takes each lead one e-mail per lead, text and HTML, with one-click unsubscribe', async () => {
    const sam = await business();
    const jobId = await postJob('End of tenancy clean');
    const { event } = await leadsFor(jobId, [sam]);
    // The same event again (a redelivery) sends nothing more.
    await bus.publish(event);
    const [mail] = await mailTo(sam.email);
    const body = mail?.body ?? '';
    expect(header(body, 'Subject')).toBe('New lead: End of tenancy clean in SW4');
    expect(body).toMatch(/Content-Type: multipart\/alternative/);
    expect(body).toMatch(/Content-Type: text\/plain/);
    expect(body).toMatch(/Content-Type: text\/html/);
    // RFC 8058: the https link and a mailto in List-Unsubscribe, and the one-click POST.
    const listUnsubscribe = header(body, 'List-Unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(
      /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=u1\.[^>]+>, <mailto:unsubscribe@localpros\.co\.uk\?subject=unsubscribe%20u1\.[^>]+>$/,
    );
    expect(header(body, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = new URL(listUnsubscribe.slice(1, listUnsubscribe.indexOf('>'))).searchParams.get('token') ?? '';
    expect(verifyUnsubscribeToken(developmentSecret('UNSUBSCRIBE_SECRET'), token)).toEqual({
      valid: true,
      userId: sam.userId,
      category: 'new_job_leads',
    });
    // Both parts carry the unsubscribe link the header does.
    expect(body.split(token).length - 1).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await messagesTo(sam.email)).map((m) => m.status)).toEqual(['sent']);
  });

  it('send none to a business with e-mail or "New job leads" off', async () => {
    const noEmail = await business({ emailEnabled: false });
    const noLeads = await business({
      notifiableEvents: {
        messages: true,
        newsletters: false,
        specialOffers: false,
        recommendations: true,
        newJobLeads: false,
      },
    });
    const takes = await business();
    await leadsFor(await postJob('Oven clean'), [noEmail, noLeads, takes]);
    await mailTo(takes.email);
    expect(await messagesTo(noEmail.email)).toEqual([]);
    expect(await messagesTo(noLeads.email)).toEqual([]);
  });

  it('give a quote e-mail the unsubscribe from "messages", and a security code none', async () => {
    const customer = await business({ userType: 'customer', businessName: null, firstName: 'Chloe' });
    const jobId = await postJob('Carpet clean');
    await publish(QuoteSent.type, {
      quoteId: randomUUID(),
      leadId: randomUUID(),
      jobId,
      businessId: randomUUID(),
      customerId: customer.userId,
      costPence: 12000,
      currency: 'GBP',
      rateType: 'flat',
      comments: '',
      sentAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof QuoteSent>);
    const [quote] = await mailTo(customer.email);
    const quoteToken = /token=(u1\.[A-Za-z0-9._%-]+)>/.exec(header(quote?.body ?? '', 'List-Unsubscribe') ?? '')?.[1];
    expect(
      verifyUnsubscribeToken(developmentSecret('UNSUBSCRIBE_SECRET'), decodeURIComponent(quoteToken ?? '')),
    ).toMatchObject({
      valid: true,
      category: 'messages',
    });
    const sealers = messageSealers(developmentSecret('CODE_ENCRYPTION_KEY'));
    await publish(
      VerificationCodeIssued.type,
      {
        userId: customer.userId,
        purpose: 'password_reset',
        channel: 'email',
        recipient: customer.email,
        recipientName: 'Chloe',
        sealedCode: sealers.code.seal('QRST6789'),
        sealedLink: null,
        expiresAt: new Date(Date.now() + 900_000).toISOString(),
      },
      VerificationCodeIssued.version,
    );
    const [, code] = await mailTo(customer.email, 2);
    expect(code?.body).toContain('QRST-6789');
    expect(header(code?.body ?? '', 'List-Unsubscribe')).toBeUndefined();
    expect(header(code?.body ?? '', 'List-Unsubscribe-Post')).toBeUndefined();
  });
});

describe('lead digests', () => {
  /** The business's waiting leads, written at the given times (the digest reads created_at). */
  async function waitingLeads(b: Contact, times: readonly string[]) {
    const ids: string[] = [];
    for (const [index, at] of times.entries()) {
      const { leads } = await leadsFor(await postJob(`Job ${index + 1}`, 'SE1'), [b]);
      const leadId = leads[0]?.leadId ?? '';
      await db().update(leadDigestEntries).set({ createdAt: at }).where(eq(leadDigestEntries.leadId, leadId));
      ids.push(leadId);
    }
    return ids;
  }

  const digestsTo = async (b: Contact) =>
    (await messagesTo(b.email))
      .filter((m) => m.purpose === 'lead_digest')
      .sort((a, z) => a.createdAt.localeCompare(z.createdAt));
  const stillWaiting = async (ids: string[]) =>
    (await db().select().from(leadDigestEntries).where(inArray(leadDigestEntries.leadId, ids))).map((e) => e.leadId);

  it('hourly: the leads wait, then go in one e-mail at the top of the hour; no leads, no e-mail', async () => {
    const sam = await business({ leadEmails: 'hourly' });
    const [first, second, third] = await waitingLeads(sam, [
      '2030-01-07T09:15:00.000Z',
      '2030-01-07T09:59:59.000Z',
      '2030-01-07T10:00:00.000Z',
    ]);
    // Nothing was sent on the leads themselves.
    expect(await messagesTo(sam.email)).toEqual([]);
    // 09:59: the hour has not struck.
    await queueDueLeadDigests(db(), links, new Date('2030-01-07T09:59:59.999Z'));
    expect(await digestsTo(sam)).toEqual([]);
    await queueDueLeadDigests(db(), links, new Date('2030-01-07T10:00:00.000Z'));
    const [digest] = await digestsTo(sam);
    expect(digest?.subject).toBe('Your hourly LocalPros digest: 2 new leads');
    expect(digest?.text).toContain('Job 1');
    expect(digest?.text).toContain('Job 2');
    expect(digest?.text).not.toContain('Job 3');
    expect(digest?.unsubscribeUrl).toContain('/api/unsubscribe?token=u1.');
    expect(await stillWaiting([first ?? '', second ?? '', third ?? ''])).toEqual([third]);
    // A second pass in the same hour (another replica) sends nothing more.
    await queueDueLeadDigests(db(), links, new Date('2030-01-07T10:00:02.000Z'));
    expect(await digestsTo(sam)).toHaveLength(1);
    await queueDueLeadDigests(db(), links, new Date('2030-01-07T11:00:02.000Z'));
    const digests = await digestsTo(sam);
    expect(digests.map((d) => d.subject)).toEqual([
      'Your hourly LocalPros digest: 2 new leads',
      'Your hourly LocalPros digest: 1 new lead',
    ]);
    // No lead since: the next hour sends nothing.
    await queueDueLeadDigests(db(), links, new Date('2030-01-07T12:00:02.000Z'));
    expect(await digestsTo(sam)).toHaveLength(2);
    // And the sender delivers them to the SMTP server like any e-mail, with the unsubscribe headers.
    const mails = await mailTo(sam.email, 2);
    for (const mail of mails) expect(header(mail.body, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('daily: at 08:00 UK time, GMT in winter and BST in summer', async () => {
    const winter = await business({ leadEmails: 'daily' });
    const [early, late] = await waitingLeads(winter, ['2030-01-07T07:30:00.000Z', '2030-01-07T08:30:00.000Z']);
    await queueDueLeadDigests(db(), links, new Date('2030-01-07T07:59:00.000Z'));
    expect(await digestsTo(winter)).toEqual([]);
    await queueDueLeadDigests(db(), links, new Date('2030-01-07T08:00:02.000Z'));
    expect((await digestsTo(winter)).map((d) => d.subject)).toEqual(['Your daily LocalPros digest: 1 new lead']);
    expect(await stillWaiting([early ?? '', late ?? ''])).toEqual([late]);
    // The hourly passes of the day leave a daily business's leads waiting for tomorrow's 08:00.
    await queueDueLeadDigests(db(), links, new Date('2030-01-07T15:00:02.000Z'));
    expect(await digestsTo(winter)).toHaveLength(1);
    await queueDueLeadDigests(db(), links, new Date('2030-01-08T08:00:02.000Z'));
    expect(await digestsTo(winter)).toHaveLength(2);

    // In July 08:00 UK time is 07:00 UTC.
    const summer = await business({ leadEmails: 'daily' });
    await waitingLeads(summer, ['2030-07-01T06:30:00.000Z']);
    await queueDueLeadDigests(db(), links, new Date('2030-07-01T06:59:00.000Z'));
    expect(await digestsTo(summer)).toEqual([]);
    await queueDueLeadDigests(db(), links, new Date('2030-07-01T07:00:02.000Z'));
    expect(await digestsTo(summer)).toHaveLength(1);
  });

  it('drops the waiting leads of a business that switched lead e-mails off, unsent', async () => {
    const sam = await business({ leadEmails: 'hourly' });
    const ids = await waitingLeads(sam, ['2030-02-01T09:10:00.000Z']);
    await publish(UserContactChanged.type, {
      ...sam,
      emailEnabled: false,
      changedAt: new Date(Date.now() + 1000).toISOString(),
    });
    await queueDueLeadDigests(db(), links, new Date('2030-02-01T10:00:02.000Z'));
    expect(await digestsTo(sam)).toEqual([]);
    expect(await stillWaiting(ids)).toEqual([]);
  });

  it('finds the hours in UK time, across the changes of the clocks', () => {
    expect(hourlyDigestBoundary(new Date('2030-01-07T10:59:59.999Z')).toISOString()).toBe('2030-01-07T10:00:00.000Z');
    expect(nextDigestPass(new Date('2030-01-07T10:00:00.000Z')).toISOString()).toBe('2030-01-07T11:00:00.000Z');
    const daily = (at: string) => dailyDigestBoundary(new Date(at)).toISOString();
    // GMT: 08:00 UK is 08:00 UTC; before it, yesterday's.
    expect(daily('2030-01-07T08:00:00.000Z')).toBe('2030-01-07T08:00:00.000Z');
    expect(daily('2030-01-07T07:59:59.999Z')).toBe('2030-01-06T08:00:00.000Z');
    // BST: 08:00 UK is 07:00 UTC.
    expect(daily('2030-07-01T07:00:00.000Z')).toBe('2030-07-01T07:00:00.000Z');
    expect(daily('2030-07-01T06:59:00.000Z')).toBe('2030-06-30T07:00:00.000Z');
    // The clocks go forward on 31 March 2030 (01:00 UTC): that morning's 08:00 is already BST.
    expect(daily('2030-03-31T07:30:00.000Z')).toBe('2030-03-31T07:00:00.000Z');
    expect(daily('2030-03-31T06:30:00.000Z')).toBe('2030-03-30T08:00:00.000Z');
    // They go back on 27 October 2030: that morning's 08:00 is GMT again.
    expect(daily('2030-10-27T07:30:00.000Z')).toBe('2030-10-26T07:00:00.000Z');
    expect(daily('2030-10-27T08:00:00.000Z')).toBe('2030-10-27T08:00:00.000Z');
  });
});
