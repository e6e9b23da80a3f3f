import { randomUUID } from 'node:crypto';
import type { Notification } from '@localpros/contracts/rules';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../accounts/accounts-client.js';
import { swCleaningJob } from '../support/sw-cleaning-job.js';
import { type OpenStream, openStream } from './sse-client.js';

/**
 * The live marketplace from outside (docs/live-marketplace.md): `GET /api/events` and the bell.
 * `actions` and `streams` are two BFFs in the distributed run (one in the embedded run): what a
 * user does through one reaches the streams another holds.
 */
export interface LiveTarget {
  /** Where the users act (post jobs, quote, sign out). */
  actions: string;
  /** Where the streams are opened. */
  streams: string;
  /** The ids of a user's stored notifications (every kind), read from the notifications service's tables. */
  storedNotificationIds(userId: string): Promise<string[]>;
}

const DEMO_PASSWORD = 'LocalPros123!';
/** The heartbeat the runs set (LIVE_HEARTBEAT_MS), so a ping and a recheck come quickly. */
export const liveTestEnv = { LIVE_HEARTBEAT_MS: '500' };
/** fast-check's seed of the privacy run (print it on failure: FUZZ_SEED replays it). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);

const ascending = (ids: string[]) => [...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));

export function describeLiveApi(mode: string, target: () => LiveTarget) {
  const actions = () => accountsClient(() => ({ url: target().actions }));
  const stream = (token: string | undefined, options?: Parameters<typeof openStream>[2]) =>
    openStream(target().streams, token, options);
  const opened: OpenStream[] = [];
  const watch = async (token: string | undefined, options?: Parameters<typeof openStream>[2]) => {
    const s = await stream(token, options);
    opened.push(s);
    return s;
  };

  async function postJob(token: string, title = `Deep clean ${randomUUID().slice(0, 6)}`) {
    const posted = await actions().post<{ job: { id: string } }>('/job', swCleaningJob(title), token);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    return { jobId: posted.body.job.id, title, answeredAt: performance.now() };
  }

  describe(`live stream and notification centre (${mode})`, () => {
    afterAll(() => {
      for (const s of opened) s.close();
    });

    it('delivers a new lead to the business’s open stream within moments of the job being posted', async () => {
      const { signIn, verifiedCustomer } = actions();
      const [business, customer] = await Promise.all([
        signIn('business@localpros.test', DEMO_PASSWORD),
        verifiedCustomer(),
      ]);
      const events = await watch(business.token);
      expect(events.status).toBe(200);
      expect(events.headers.get('content-type')).toBe('text/event-stream');
      expect(events.headers.get('cache-control')).toBe('no-cache');
      expect(events.headers.get('x-accel-buffering')).toBe('no');
      const latencies: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const { jobId, title, answeredAt } = await postJob(customer.token);
        const lead = await events.next((n) => n.jobId === jobId, `the lead on ${jobId}`);
        expect(lead).toMatchObject({
          kind: 'lead_created',
          title: `New lead: ${title} in SW`,
          link: '/dashboard/leads',
          read: false,
        });
        latencies.push(Math.max(0, lead.at - answeredAt));
      }
      console.info(
        `live (${mode}): a lead reached the business's stream ${latencies.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} after POST /api/job answered`,
      );
      events.close();
    });

    it('answers 401 to a visitor and 403 to an admin; a stream is never compressed and beats every heartbeat', async () => {
      expect((await stream(undefined)).status).toBe(401);
      const admin = await actions().adminSession();
      expect((await stream(admin.token)).status).toBe(403);
      const business = await actions().signIn('business2@localpros.test', DEMO_PASSWORD);
      const events = await watch(business.token, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(events.status).toBe(200);
      expect(events.headers.get('content-encoding')).toBeNull();
      await expect.poll(() => events.comments.includes('ping'), { message: 'a heartbeat comment' }).toBe(true);
      events.close();
    });

    it('keeps at most five streams per session: the oldest is told it was replaced and closes', async () => {
      const session = await actions().verifiedCustomer();
      const streams: OpenStream[] = [];
      for (let i = 0; i < 5; i += 1) streams.push(await watch(session.token));
      const sixth = await watch(session.token);
      expect(sixth.status).toBe(200);
      await streams[0]?.closed;
      expect(streams[0]?.events.at(-1)).toMatchObject({ event: 'ended', data: '{"reason":"replaced"}' });
      expect(streams.slice(1).some((s) => s.isClosed())).toBe(false);
      for (const s of [...streams, sixth]) s.close();
    });

    it("ends a stream when its session ends, and another session's stream goes on", async () => {
      const { signIn, verifiedCustomer, post } = actions();
      const customer = await verifiedCustomer();
      const other = await signIn(customer.email, customer.password);
      const ending = await watch(customer.token);
      const going = await watch(other.token);
      expect((await post('/auth/logout', undefined, customer.token)).status).toBe(200);
      await ending.closed;
      expect(ending.events.at(-1)).toMatchObject({ event: 'ended', data: '{"reason":"signed_out"}' });
      // The other session's stream keeps beating.
      const beats = going.comments.length;
      await expect.poll(() => going.comments.length).toBeGreaterThan(beats);
      expect(going.isClosed()).toBe(false);
      // A signed-out token opens no stream.
      expect((await stream(customer.token)).status).toBe(401);
      going.close();
    });

    it('ends the streams of the sessions a logout, logout everywhere or password change ends, at once (SessionsEnded)', async () => {
      const { signIn, verifiedCustomer, post } = actions();
      const customer = await verifiedCustomer();
      const sessions = [
        customer,
        ...(await Promise.all([1, 2, 3].map(() => signIn(customer.email, customer.password)))),
      ];
      const [laptop, phone, tablet, desktop] = sessions.map((session) => session.token) as [
        string,
        string,
        string,
        string,
      ];
      const streams = await Promise.all([laptop, phone, tablet, desktop].map((token) => watch(token)));
      const [onLaptop, onPhone, onTablet, onDesktop] = streams as [OpenStream, OpenStream, OpenStream, OpenStream];
      const latencies: number[] = [];
      /**
       * Acts right after the stream's heartbeat, then waits for its end: the stream must end with
       * no heartbeat in between, so not by its heartbeat's recheck but by the event (on the other
       * BFF, which served nothing of the user's), well within a second.
       */
      async function endsAtOnce(stream: OpenStream, act: () => Promise<{ status: number }>) {
        const beats = stream.comments.length;
        await expect.poll(() => stream.comments.length, { interval: 5 }).toBeGreaterThan(beats);
        const pingsBefore = stream.comments.length;
        expect((await act()).status).toBe(200);
        const answeredAt = performance.now();
        await stream.closed;
        const ended = stream.events.at(-1);
        expect(ended).toMatchObject({ event: 'ended', data: '{"reason":"signed_out"}' });
        expect(stream.comments.length, 'a heartbeat came before the end').toBe(pingsBefore);
        latencies.push(Math.max(0, (ended?.at ?? answeredAt) - answeredAt));
      }

      await endsAtOnce(onLaptop, () => post('/auth/logout', undefined, laptop));
      // The password change ends every other session; this one's stream goes on.
      await endsAtOnce(onPhone, () =>
        post(
          '/auth/update-password',
          {
            currentPassword: customer.password,
            new_password: 'Another-Pass-42',
            passwordConfirmation: 'Another-Pass-42',
          },
          tablet,
        ),
      );
      await onDesktop.closed;
      expect(onDesktop.events.at(-1)).toMatchObject({ event: 'ended', data: '{"reason":"signed_out"}' });
      expect(onTablet.isClosed()).toBe(false);
      const fifth = await signIn(customer.email, 'Another-Pass-42');
      await endsAtOnce(onTablet, () => post('/auth/logout-all', undefined, fifth.token));
      expect(latencies.every((ms) => ms < 1_000)).toBe(true);
      console.info(
        `live (${mode}): a stream ended ${latencies.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} after the logout, password change and logout everywhere answered`,
      );
    });

    it('resumes after Last-Event-ID with the missed notifications, once each, in order', async () => {
      const { signIn, verifiedCustomer } = actions();
      const [business, customer] = await Promise.all([
        signIn('business2@localpros.test', DEMO_PASSWORD),
        verifiedCustomer(),
      ]);
      const first = await watch(business.token);
      const { jobId } = await postJob(customer.token);
      const seen = await first.next((n) => n.jobId === jobId);
      first.close();
      // Posted while the business is away.
      const missed = [await postJob(customer.token), await postJob(customer.token)];
      await expect
        .poll(async () => {
          const stored = await target().storedNotificationIds(business.user.id);
          return stored.filter((id) => BigInt(id) > BigInt(seen.id)).length;
        })
        .toBeGreaterThanOrEqual(2);
      // As EventSource reconnects: the header (the query string is what the page first asked for).
      const resumed = await watch(business.token, { lastEventId: seen.id, query: '?lastEventId=1' });
      for (const { jobId: missedJob } of missed) await resumed.next((n) => n.jobId === missedJob);
      // A heartbeat later: each missed one once, in order, nothing seen before; the stream carries
      // what the service stored after the id, no more, no less.
      const beats = resumed.comments.length;
      await expect.poll(() => resumed.comments.length).toBeGreaterThan(beats);
      const storedAfterSeen = async () =>
        ascending(
          (await target().storedNotificationIds(business.user.id)).filter((id) => BigInt(id) > BigInt(seen.id)),
        );
      await expect
        .poll(
          async () =>
            resumed
              .notifications()
              .map((n) => n.id)
              .join(',') === (await storedAfterSeen()).join(','),
        )
        .toBe(true);
      const ids = resumed.notifications().map((n) => n.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(seen.id);
      resumed.close();

      // `?lastEventId=` (a page's first connection) does the same.
      const byQuery = await watch(business.token, { query: `?lastEventId=${seen.id}` });
      await byQuery.next((n) => n.jobId === missed[1]?.jobId);
      expect(byQuery.notifications()[0]?.id).toBe((await storedAfterSeen())[0]);
      byQuery.close();
    });

    it('opens without an id ready from the latest id, so a drop before any notification misses nothing', async () => {
      const { signIn, verifiedCustomer } = actions();
      const [business, customer] = await Promise.all([
        signIn('business2@localpros.test', DEMO_PASSWORD),
        verifiedCustomer(),
      ]);
      const first = await watch(business.token);
      await expect.poll(() => first.events.some((e) => e.event === 'ready')).toBe(true);
      const ready = first.events.find((e) => e.event === 'ready');
      expect(first.events[0]).toBe(ready);
      expect(ready?.data).toBe('{}');
      const stored = ascending(await target().storedNotificationIds(business.user.id));
      // The user's own latest (nothing else happens to this business meanwhile), or 0 when none.
      expect(ready?.id).toBe(stored.at(-1) ?? '0');
      // Gone before any notification; a job is posted meanwhile.
      first.close();
      const { jobId } = await postJob(customer.token);
      await expect
        .poll(async () => (await target().storedNotificationIds(business.user.id)).length)
        .toBeGreaterThan(stored.length);
      const resumed = await watch(business.token, { query: `?lastEventId=${ready?.id}` });
      await resumed.next((n) => n.jobId === jobId, `the lead on ${jobId} after the drop`);
      // A heartbeat later: the lead came once, and no ready (the id was the user's own).
      const beats = resumed.comments.length;
      await expect.poll(() => resumed.comments.length).toBeGreaterThan(beats);
      expect(resumed.notifications().filter((n) => n.jobId === jobId)).toHaveLength(1);
      expect(resumed.events.some((e) => e.event === 'ready')).toBe(false);
      resumed.close();
    });

    it("resumes a malformed, unknown or another user's id from the user's own latest, never anyone else's", async () => {
      const { signIn, verifiedCustomer } = actions();
      const [business, customer] = await Promise.all([
        signIn('business@localpros.test', DEMO_PASSWORD),
        verifiedCustomer(),
      ]);
      const { jobId } = await postJob(customer.token);
      await expect.poll(async () => (await target().storedNotificationIds(business.user.id)).length).toBeGreaterThan(0);
      // Let the business's lead land, then give the customer a notification of their own (a cancel).
      const customersJob = await actions().post(`/job/${jobId}/update-status`, { status: 'cancelled' }, customer.token);
      expect(customersJob.status, JSON.stringify(customersJob.body)).toBe(200);
      await expect.poll(async () => (await target().storedNotificationIds(customer.user.id)).length).toBe(1);
      const [customersId] = await target().storedNotificationIds(customer.user.id);
      for (const lastEventId of [
        customersId as string,
        'not-an-id',
        '-1',
        '99999999999999999999999',
        `1${'0'.repeat(200)}`,
      ]) {
        const resumed = await watch(business.token, { lastEventId });
        const beats = resumed.comments.length;
        await expect.poll(() => resumed.comments.length).toBeGreaterThan(beats);
        const ids = resumed.notifications().map((n) => n.id);
        // What the business has now (the cancel's lead_withdrawn may have landed meanwhile).
        const own = new Set(await target().storedNotificationIds(business.user.id));
        expect(ids.length, lastEventId).toBeGreaterThan(0);
        expect(ids.length).toBeLessThanOrEqual(20);
        expect(
          ids.every((id) => own.has(id)),
          `resumed from ${lastEventId}`,
        ).toBe(true);
        expect(ids).not.toContain(customersId);
        resumed.close();
      }
    });

    it('lists the bell newest first and marks one or all read', async () => {
      const { verifiedCustomer, verifiedBusiness, get, post } = actions();
      const customer = await verifiedCustomer();
      const business = await verifiedBusiness({
        businessName: `Bell Brooms ${randomUUID().slice(0, 4)}`,
        workCategoryId: swCleaningJob('x').category_id,
        serviceIds: [swCleaningJob('x').service_id],
        location: 'SW',
      });
      const events = await watch(business.token);
      const jobs = [await postJob(customer.token), await postJob(customer.token)];
      for (const { jobId } of jobs) await events.next((n) => n.jobId === jobId);
      const bell = await get<{ notifications: Notification[]; unreadCount: number }>(
        '/notifications?limit=1',
        business.token,
      );
      expect(bell.status, JSON.stringify(bell.body)).toBe(200);
      expect(bell.body.unreadCount).toBe(2);
      expect(bell.body.notifications).toEqual([events.notifications().at(-1)]);
      const older = await get<{ notifications: Notification[] }>(
        `/notifications?before=${bell.body.notifications[0]?.id}`,
        business.token,
      );
      expect(older.body.notifications.map((n) => n.jobId)).toEqual([jobs[0]?.jobId]);
      const one = await post<{ unreadCount: number }>(
        '/notifications/read',
        { ids: [older.body.notifications[0]?.id] },
        business.token,
      );
      expect(one.body).toEqual({ unreadCount: 1 });
      // Another user's ids change nothing of theirs, and count nothing for the caller.
      expect((await post('/notifications/read', { all: true }, customer.token)).body).toEqual({ unreadCount: 0 });
      expect((await get('/notifications', business.token)).body).toMatchObject({ unreadCount: 1 });
      expect((await post('/notifications/read', { all: true }, business.token)).body).toEqual({ unreadCount: 0 });
      for (const bad of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { all: true, ids: ['1'] }]) {
        expect((await post('/notifications/read', bad, business.token)).status, JSON.stringify(bad)).toBe(400);
      }
      expect((await get('/notifications?limit=51', business.token)).status).toBe(400);
      events.close();
    });

    it("never lets a stream carry another user's notification (a seeded run of many events for many users)", async () => {
      const { signIn, verifiedCustomer, verifiedBusiness, get, post } = actions();
      const category = swCleaningJob('x');
      const [c1, c2, c3, b1, b2, b3] = await Promise.all([
        verifiedCustomer(),
        verifiedCustomer(),
        verifiedCustomer(),
        signIn('business@localpros.test', DEMO_PASSWORD),
        signIn('business2@localpros.test', DEMO_PASSWORD),
        verifiedBusiness({
          businessName: `Privacy Pails ${randomUUID().slice(0, 4)}`,
          workCategoryId: category.category_id,
          serviceIds: [category.service_id],
          location: 'SW',
        }),
      ]);
      const customers = [c1, c2, c3];
      const businesses = [b1, b2, b3];
      const users = [...customers, ...businesses];
      // What each user had before: their streams resume after it, so nothing in flight is missed or
      // counted twice. Each user a stream; some a second one (on the other BFF in the distributed run).
      const since = new Map<string, Set<string>>();
      const streams = new Map<string, OpenStream[]>();
      for (const [i, user] of users.entries()) {
        const before = await target().storedNotificationIds(user.user.id);
        since.set(user.user.id, new Set(before));
        const lastEventId = before.length ? ascending(before).at(-1) : undefined;
        const own = [await watch(user.token, { lastEventId })];
        if (i % 2 === 0) {
          const second = await openStream(target().actions, user.token, { lastEventId });
          opened.push(second);
          own.push(second);
        }
        streams.set(user.user.id, own);
      }

      const jobsOf = new Map<string, string[]>(customers.map((c) => [c.user.id, []]));
      const quotesOn = new Map<string, string[]>();
      type Step = { act: 'post' | 'quote' | 'accept' | 'cancel' | 'dismiss'; who: number; pick: number };
      const steps: Step[] = fc.sample(
        fc.array(
          fc.record({
            act: fc.constantFrom('post', 'post', 'quote', 'quote', 'accept', 'cancel', 'dismiss'),
            who: fc.nat(2),
            pick: fc.nat(50),
          }),
          { minLength: 24, maxLength: 24 },
        ),
        { seed: SEED, numRuns: 1 },
      )[0] as Step[];
      for (const { act, who, pick } of steps) {
        const customer = customers[who] as (typeof customers)[number];
        const business = businesses[who] as (typeof businesses)[number];
        const jobs = jobsOf.get(customer.user.id) ?? [];
        if (act === 'post') {
          jobs.push((await postJob(customer.token)).jobId);
        } else if (act === 'quote' || act === 'dismiss') {
          const leads = (await get<{ leads: { id: string; job: { id: string } }[] }>('/business/leads', business.token))
            .body.leads;
          const lead = leads[pick % Math.max(1, leads.length)];
          if (!lead) continue;
          if (act === 'dismiss') {
            await post(`/lead/${lead.id}/not-interested`, undefined, business.token);
          } else {
            const sent = await post<{ quote: { id: string } }>(
              '/quote',
              { leadId: lead.id, rate_type: 'flat', cost: 80 + pick, currency: 'GBP', comments: 'Happy to help' },
              business.token,
            );
            if (sent.status === 201)
              quotesOn.set(lead.job.id, [...(quotesOn.get(lead.job.id) ?? []), sent.body.quote.id]);
          }
        } else {
          const jobId = jobs[pick % Math.max(1, jobs.length)];
          if (!jobId) continue;
          if (act === 'cancel') await post(`/job/${jobId}/update-status`, { status: 'cancelled' }, customer.token);
          else {
            const quoteId = quotesOn.get(jobId)?.[0];
            if (quoteId) await post(`/quote/${quoteId}/accept`, undefined, customer.token);
          }
        }
      }

      // Once the events settle, each stream carried exactly its own user's new notifications: every
      // one, once, in order, and nothing of anyone else's.
      let carried = 0;
      for (const user of users) {
        for (const own of streams.get(user.user.id) ?? []) {
          await expect
            .poll(
              async () => {
                const before = since.get(user.user.id) ?? new Set();
                const stored = (await target().storedNotificationIds(user.user.id)).filter((id) => !before.has(id));
                return (
                  own
                    .notifications()
                    .map((n) => n.id)
                    .join(',') === ascending(stored).join(',')
                );
              },
              { message: `the stream of ${user.user.userType} ${user.user.id} carries exactly their notifications` },
            )
            .toBe(true);
          carried += own.notifications().length;
        }
      }
      // No notification went to two users; a new lead's row is shared by up to 64 of its job's businesses,
      // so its id is too (issue 26), and each business read it in its own stream above.
      const everyId = users.flatMap((u) =>
        (streams.get(u.user.id)?.[0]?.notifications() ?? []).filter((n) => n.kind !== 'lead_created').map((n) => n.id),
      );
      expect(new Set(everyId).size).toBe(everyId.length);
      console.info(
        `live (${mode}): ${steps.length} steps (seed ${SEED}) → ${carried} notifications over ${[...streams.values()].flat().length} streams, none to another user`,
      );
      for (const own of streams.values()) for (const s of own) s.close();
    });
  });
}
