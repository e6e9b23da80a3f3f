import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AccountsTarget, accountsClient } from '../accounts/accounts-client.js';
import { CLEANING, DOMESTIC_CLEANING, swCleaningJob } from '../support/sw-cleaning-job.js';

export { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';

interface ThreadView {
  id: string;
  unread: number;
  with: { id: string; name: string };
}

/**
 * A job's conversation from outside, in either mode: the business's interest (matching) opens the
 * thread (messaging, from LeadInterested), its message reaches the customer's unread count and
 * bell (notifications, from MessageSent), the reply comes back, and nobody else sees any of it.
 * Across processes, that is matching → NATS → messaging → NATS → notifications → the BFF.
 */
export function describeMessagingApi(mode: string, target: () => AccountsTarget) {
  const { get, post, verifiedCustomer, verifiedBusiness } = accountsClient(target);

  describe(`conversations (${mode})`, () => {
    it('opens a thread on interest and carries messages both ways to the two parties only', async () => {
      const [customer, stranger, business] = await Promise.all([
        verifiedCustomer(),
        verifiedCustomer(),
        verifiedBusiness({
          businessName: `Chat Mops ${randomUUID().slice(0, 4)}`,
          workCategoryId: CLEANING,
          serviceIds: [DOMESTIC_CLEANING],
          location: 'SW',
        }),
      ]);
      const posted = await post<{ job: { id: string } }>(
        '/job',
        swCleaningJob('Clean before moving in'),
        customer.token,
      );
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      const job = posted.body.job.id;

      let lead = '';
      await expect
        .poll(async () => {
          const { body } = await get<{ leads?: { id: string; job: { id: string } }[] }>(
            '/business/leads',
            business.token,
          );
          lead = body.leads?.find((l) => l.job.id === job)?.id ?? '';
          return lead;
        })
        .not.toBe('');
      expect((await post(`/lead/${lead}/interested`, undefined, business.token)).status).toBe(200);
      let thread = '';
      await expect
        .poll(async () => {
          const { body } = await get<{ threads?: ThreadView[] }>(`/job/${job}/threads`, business.token);
          thread = body.threads?.[0]?.id ?? '';
          return thread;
        })
        .not.toBe('');

      expect((await post(`/thread/${thread}/messages`, { text: 'When can I come?' }, business.token)).status).toBe(201);
      await expect
        .poll(async () => (await get<{ total: number }>('/messages/unread', customer.token)).body.total)
        .toBe(1);
      await expect
        .poll(async () => {
          const { body } = await get<{ notifications: { kind: string; link: string }[] }>(
            '/notifications',
            customer.token,
          );
          return body.notifications.some((n) => n.kind === 'message_received' && n.link === `/messages/${thread}`);
        })
        .toBe(true);
      const { body: threads } = await get<{ threads: ThreadView[] }>(`/job/${job}/threads`, customer.token);
      expect(threads.threads).toMatchObject([{ id: thread, unread: 1, with: { id: business.user.id } }]);

      expect((await post(`/thread/${thread}/messages`, { text: 'Saturday at 10' }, customer.token)).status).toBe(201);
      const { body: seen } = await get<{ messages: { text: string; mine: boolean }[] }>(
        `/thread/${thread}/messages`,
        business.token,
      );
      expect(seen.messages.map((m) => [m.mine, m.text])).toEqual([
        [true, 'When can I come?'],
        [false, 'Saturday at 10'],
      ]);
      await expect
        .poll(async () => (await get<{ total: number }>('/messages/unread', business.token)).body.total)
        .toBe(1);

      expect((await get(`/thread/${thread}/messages`, stranger.token)).status).toBe(404);
      expect((await get(`/job/${job}/threads`, stranger.token)).status).toBe(404);
      expect((await post(`/thread/${thread}/messages`, { text: 'Hi' }, stranger.token)).status).toBe(404);
    });
  });
}
