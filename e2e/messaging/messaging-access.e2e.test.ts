import { randomUUID } from 'node:crypto';
import { IMPERSONATION_REFUSED_MESSAGE } from '@localpros/contracts';
import { MESSAGE_TEXT_MAX, messageMessages, REMOVED_ACCOUNT_NAME } from '@localpros/contracts/rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formWith, tinyPng } from '../accounts/accounts-client.js';
import { rowsOf, type Session, securityPeople, useSecurityMarketplace } from '../security/security-marketplace.js';
import { untilMatchingReaches } from '../support/matching-reach.js';

/**
 * A job's conversations from outside (docs/messaging.md): only the two parties read or write a
 * thread, whoever else asks (another customer, another business, a business that never marked
 * interest, an admin acting as a party); an admin reads with a reason, audited; bad messages are
 * refused with nothing written; a removed party's thread stays readable, read only.
 */
const RATE_LIMIT = 10;
const marketplace = useSecurityMarketplace({ MESSAGES_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
const people = securityPeople(marketplace);
const { call, get, post, put, verifiedCustomer } = people.client;

interface ThreadView {
  id: string;
  jobId: string;
  unread: number;
  lastMessageText: string;
  with: { id: string; type: string; name: string; removed: boolean };
}
interface MessageView {
  id: string;
  mine: boolean;
  from: string;
  text: string;
  photo: string | null;
  read: boolean;
  paymentWarning: boolean;
}
type Thread = { thread: ThreadView; messages: MessageView[] };

/** The business opens its thread about the job; the customer sees it among the job's threads. */
async function interestedThread(customer: Session, business: Session, job: string): Promise<string> {
  const { thread } = await people.openThread(business, job);
  const { body } = await get<{ threads: ThreadView[] }>(`/job/${job}/threads`, customer.token);
  expect(body.threads.map((t) => t.id)).toContain(thread);
  return thread;
}

const messagesIn = async (threadId: string) =>
  (
    await rowsOf<{ n: number }>(
      marketplace(),
      sql`select count(*)::int as n from messaging.messages where thread_id = ${threadId}`,
    )
  )[0]?.n;

describe('conversations (embedded)', () => {
  let customer: Session & { email: string };
  let otherCustomer: Session;
  let business: Session;
  let bystander: Session;
  let stranger: Session;
  let job: string;
  let thread: string;

  // The people and their threads, made in the first test that runs (expect.poll, which leadOn uses,
  // cannot run in beforeAll).
  let made: Promise<void> | undefined;
  const ready = () => {
    made ??= makePeople();
    return made;
  };
  async function makePeople() {
    [customer, otherCustomer, business, bystander, stranger] = await Promise.all([
      verifiedCustomer(),
      verifiedCustomer(),
      people.business(`Talk Mops ${randomUUID().slice(0, 4)}`),
      people.business(`Quiet Brooms ${randomUUID().slice(0, 4)}`),
      people.business(`Far Dusters ${randomUUID().slice(0, 4)}`),
    ]);
    await untilMatchingReaches(post, await people.admin(), [business, bystander, stranger]);
    job = await people.postJob(customer);
    thread = await interestedThread(customer, business, job);
    // The bystander got a lead on the same job and never marked interest; the stranger has a thread of its own elsewhere.
    await people.leadOn(bystander, job);
    await interestedThread(otherCustomer, stranger, await people.postJob(otherCustomer));
  }

  it('lets the two parties talk, with unread counts and read state', async () => {
    await ready();
    const sent = await post<{ message: MessageView }>(
      `/thread/${thread}/messages`,
      { text: ' Hello, Tuesday? ' },
      business.token,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message).toMatchObject({ mine: true, from: 'business', text: 'Hello, Tuesday?', read: false });

    const unread = await get<{ total: number; jobs: { jobId: string; unread: number }[] }>(
      '/messages/unread',
      customer.token,
    );
    expect(unread.body.jobs).toContainEqual({ jobId: job, unread: 1 });
    const seen = await get<Thread>(`/thread/${thread}/messages`, customer.token);
    expect(seen.status).toBe(200);
    expect(seen.body.thread.with).toMatchObject({ id: business.user.id, type: 'business', removed: false });
    expect(seen.body.messages.map((m) => [m.mine, m.text])).toEqual([[false, 'Hello, Tuesday?']]);
    expect((await post<{ marked: number }>(`/thread/${thread}/read`, undefined, customer.token)).body).toEqual({
      marked: 1,
    });
    const own = await get<Thread>(`/thread/${thread}/messages`, business.token);
    expect(own.body.messages.at(-1)).toMatchObject({ mine: true, read: true });

    // The customer hears of it in the bell (and so on the live stream).
    const bell = await get<{ notifications: { kind: string; link: string }[] }>('/notifications', customer.token);
    expect(bell.body.notifications).toContainEqual(
      expect.objectContaining({ kind: 'message_received', link: `/messages/${thread}` }),
    );
  });

  it('warns the customer, not the business, about a message asking to be paid outside LocalPros', async () => {
    await ready();
    const text = 'Cheaper if you pay me directly: sort code 12-34-56, account 12345678';
    expect((await post(`/thread/${thread}/messages`, { text }, business.token)).status).toBe(201);
    const forCustomer = (await get<Thread>(`/thread/${thread}/messages`, customer.token)).body.messages.at(-1);
    const forBusiness = (await get<Thread>(`/thread/${thread}/messages`, business.token)).body.messages.at(-1);
    expect([forCustomer?.paymentWarning, forBusiness?.paymentWarning]).toEqual([true, false]);
  });

  it('shows a thread to nobody but its two parties, on every route', async () => {
    await ready();
    const refusedImpersonating = { message: IMPERSONATION_REFUSED_MESSAGE, error: 'impersonating' };
    const admin = await people.admin();
    const asCustomer = await people.impersonate(admin, customer.email);
    const asBusiness = await people.impersonate(await people.admin(), business.user.email);
    const { body: photoSent } = await post<{ message: MessageView }>(
      `/thread/${thread}/messages`,
      formWith({ text: 'Photo of the oven', photo: { content: tinyPng, filename: 'oven.png', type: 'image/png' } }),
      customer.token,
    );
    const photo = photoSent.message.photo as string;
    expect((await get(photo.replace(/^\/api/, ''), business.token)).status).toBe(200);
    const before = await messagesIn(thread);

    const routes = [
      ['GET', `/job/${job}/threads`, undefined],
      ['GET', `/thread/${thread}/messages`, undefined],
      ['POST', `/thread/${thread}/messages`, { text: 'Let me in' }],
      ['POST', `/thread/${thread}/read`, undefined],
      ['GET', photo.replace(/^\/api/, ''), undefined],
    ] as const;
    const answers: string[] = [];
    for (const [method, path, body] of routes) {
      for (const [who, session] of [
        ['other customer', otherCustomer],
        ['business that never marked interest', bystander],
        ['another business', stranger],
      ] as const) {
        const answer = await call(method, path, { token: session.token, body });
        answers.push(`${method} ${path.split('/')[1]} as ${who}: ${answer.status}`);
        expect([403, 404], `${method} ${path} as ${who}`).toContain(answer.status);
      }
      for (const session of [asCustomer, asBusiness]) {
        const answer = await call(method, path, { token: session.token, body });
        expect(answer.status, `${method} ${path} impersonating`).toBe(403);
        expect(answer.body).toEqual(refusedImpersonating);
      }
      const asAdmin = await call(method, path, { token: admin.token, body });
      expect(asAdmin.status, `${method} ${path} as admin`).toBe(403);
    }
    expect(answers.length).toBe(routes.length * 3);
    expect(await messagesIn(thread)).toBe(before);
  });

  it('lets an admin read a thread only with a reason, and audits the read', async () => {
    await ready();
    const admin = await people.admin();
    const audits = () =>
      rowsOf<{ detail: string }>(
        marketplace(),
        sql`select payload->>'detail' as detail from messaging.outbox
            where type = 'AdminActionRecorded' and payload->>'targetId' = ${thread}`,
      );
    // The job's conversations for an admin: who talks, never what is said.
    const listed = await get<{ threads: { id: string; customer: { id: string }; business: { id: string } }[] }>(
      `/admin/job/${job}/threads`,
      admin.token,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.threads).toMatchObject([
      { id: thread, customer: { id: customer.user.id }, business: { id: business.user.id } },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('Hello, Tuesday?');
    expect((await get(`/admin/job/${job}/threads`, customer.token)).status).toBe(403);
    const noReason = await post(`/admin/thread/${thread}/read`, { reason: '' }, admin.token);
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ message: messageMessages.reasonNeeded });
    expect((await post(`/admin/thread/${thread}/read`, {}, admin.token)).status).toBe(400);
    expect(await audits()).toEqual([]);

    const read = await post<Thread>(
      `/admin/thread/${thread}/read`,
      { reason: 'Customer reported a scam attempt' },
      admin.token,
    );
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.messages.length).toBeGreaterThan(0);
    expect(await audits()).toEqual([{ detail: 'Reason: Customer reported a scam attempt' }]);
    // Parties cannot use the admin's route.
    expect(
      (await post(`/admin/thread/${thread}/read`, { reason: 'Just curious, honestly' }, customer.token)).status,
    ).toBe(403);
  });

  it('refuses bad messages with a clear 4xx, writing nothing', async () => {
    // A pair of its own: the suite's customer has used some of its messages a minute.
    const [writer, pro] = await Promise.all([verifiedCustomer(), people.business(`Picky ${randomUUID().slice(0, 4)}`)]);
    const own = await interestedThread(writer, pro, await people.postJob(writer));
    const before = await messagesIn(own);
    const cases: [unknown, number, string][] = [
      [{ text: '' }, 400, messageMessages.empty],
      [{ text: '    ' }, 400, messageMessages.empty],
      [{ text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) }, 400, messageMessages.tooLong],
      [
        formWith({
          text: 'My invoice',
          photo: { content: Buffer.from('%PDF-1.4 an invoice'), filename: 'photo.png', type: 'image/png' },
        }),
        400,
        messageMessages.photoWrongType,
      ],
      [
        formWith({
          photo: { content: Buffer.alloc(5 * 1024 * 1024 + 10, 1), filename: 'big.jpg', type: 'image/jpeg' },
        }),
        413,
        messageMessages.photoTooLarge,
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await post<{ message: string }>(`/thread/${own}/messages`, body, writer.token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.message).toBe(message);
    }
    expect((await post(`/thread/${own}/messages`, undefined, writer.token)).status).toBe(400);
    expect((await post(`/thread/not-a-thread/messages`, { text: 'Hi' }, writer.token)).status).toBe(400);
    expect((await post(`/thread/${randomUUID()}/messages`, { text: 'Hi' }, writer.token)).status).toBe(404);
    expect(await messagesIn(own)).toBe(before);
  });

  it('limits how many messages a user sends a minute', async () => {
    const [talker, pro] = await Promise.all([
      verifiedCustomer(),
      people.business(`Chatty ${randomUUID().slice(0, 4)}`),
    ]);
    const own = await interestedThread(talker, pro, await people.postJob(talker));
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i += 1) {
      statuses.push((await post(`/thread/${own}/messages`, { text: `Message ${i}` }, talker.token)).status);
    }
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(201), 429]);
    expect(await messagesIn(own)).toBe(RATE_LIMIT);
  });

  it("keeps a removed business's thread readable to the customer, named as removed, and read only", async () => {
    const [owner, pro] = await Promise.all([
      verifiedCustomer(),
      people.business(`Leaving ${randomUUID().slice(0, 4)}`),
    ]);
    const ownJob = await people.postJob(owner);
    const own = await interestedThread(owner, pro, ownJob);
    expect((await post(`/thread/${own}/messages`, { text: 'Thanks for asking' }, pro.token)).status).toBe(201);
    const admin = await people.admin();
    expect((await put(`/admin/business/${pro.user.id}`, { is_active: 0 }, admin.token)).status).toBe(200);
    await expect
      .poll(
        async () => (await get<{ threads: ThreadView[] }>(`/job/${ownJob}/threads`, owner.token)).body.threads[0]?.with,
      )
      .toEqual({ id: pro.user.id, type: 'business', name: REMOVED_ACCOUNT_NAME, logo: null, removed: true });
    const kept = await get<Thread>(`/thread/${own}/messages`, owner.token);
    expect(kept.body.messages.map((m) => m.text)).toEqual(['Thanks for asking']);
    const refused = await post(`/thread/${own}/messages`, { text: 'Hello?' }, owner.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: messageMessages.otherPartyRemoved });
  });
});
