import { randomUUID } from 'node:crypto';
import { mobileToE164 } from '@localpros/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedMarketplace } from '../../embedded/src/start.js';
import { outgoingMessages, recipients } from '../../services/notifications/src/schema.js';
import { accountsApiEnv, accountsClient, newAccount } from '../accounts/accounts-client.js';
import { startEmbeddedScanned } from '../support/embedded-marketplace.js';
import { swCleaningJob } from '../support/sw-cleaning-job.js';

/**
 * SMS on `npm start`: the marketplace sends them with Vonage's SDK to the local stand-in of its
 * SMS API (as production sends them to Vonage), in E.164 from the sender id. A phone change is
 * confirmed with the code that reached the "provider", and a business that takes SMS and new job
 * leads gets one for a job posted in its area. The run also fails if a log line names a number.
 */
let marketplace: EmbeddedMarketplace;
beforeAll(async () => {
  marketplace = await startEmbeddedScanned({ env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100' } });
});
afterAll(async () => {
  await marketplace?.close();
});

const { get, post, put, signIn, verifiedCustomer } = accountsClient(() => ({ url: marketplace.url }));
const standIn = () => {
  const sms = marketplace.messagingStandIns?.sms;
  if (!sms) throw new Error('the marketplace runs without the SMS stand-in');
  return sms;
};
/** What the stand-in received for a mobile stored as 07…: Vonage takes it as 447…. */
const smsTo = (mobile: string) => standIn().received.filter((sms) => `+${sms.to}` === mobileToE164(mobile));

describe('SMS through the Vonage stand-in', () => {
  it('a phone change is confirmed with the code the SMS carried', async () => {
    const customer = await verifiedCustomer();
    const newMobile = newAccount().mobile;
    const requested = await put('/user/update-phone', { mobile_number: newMobile }, customer.token);
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    await expect.poll(() => smsTo(newMobile).length).toBe(1);
    const [sms] = smsTo(newMobile);
    expect(sms).toMatchObject({ from: 'LocalPros', type: 'text', status: '0' });
    const code = /code to confirm this mobile number is ([A-Z0-9]{4})-([A-Z0-9]{4})/.exec(sms?.text ?? '');
    expect(code, sms?.text).not.toBeNull();
    const confirmed = await post(
      '/user/confirm-update-phone',
      { mobile_number: newMobile, verificationCode: `${code?.[1]}${code?.[2]}` },
      customer.token,
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // The dev mailbox's row says it went.
    const [row] = await marketplace.database.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.recipient, newMobile));
    expect(row).toMatchObject({ channel: 'sms', purpose: 'phone_change', status: 'sent', attempts: 1 });
  });

  it('a business with SMS and new job leads on gets an SMS for a new lead in its area', async () => {
    const business = await signIn('business@localpros.test', 'LocalPros123!');
    const mobile = (await get<{ data: { mobile_number: string } }>('/auth/user', business.token)).body.data
      .mobile_number;
    // Quiet hours off, so the SMS goes now whatever the time of the run.
    const saved = await put(
      '/notifications/settings',
      {
        notificationChannels: { email: true, sms: true, smsQuietHours: false },
        notifiableEvents: {
          messages: true,
          newsletters: false,
          specialOffers: false,
          recommendations: true,
          newJobLeads: true,
        },
      },
      business.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expect
      .poll(async () => {
        const [known] = await marketplace.database.db
          .select({ quietHours: recipients.smsQuietHours })
          .from(recipients)
          .where(eq(recipients.userId, business.user.id));
        return known?.quietHours;
      })
      .toBe(false);

    const customer = await verifiedCustomer();
    const title = `End of tenancy clean ${randomUUID().slice(0, 4)}`;
    const posted = await post('/job', swCleaningJob(title), customer.token);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    await expect.poll(() => smsTo(mobile).filter((sms) => sms.text.includes(title)).length).toBe(1);
    expect(smsTo(mobile).find((sms) => sms.text.includes(title))).toMatchObject({
      from: 'LocalPros',
      status: '0',
      // PUBLIC_URL is the marketplace's address (its default here: the run listens on a free port).
      text: `New lead on LocalPros: ${title} in SW. Open: http://localhost:3000/dashboard/leads`,
    });
  });
});
