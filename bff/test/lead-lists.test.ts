import { randomUUID } from 'node:crypto';
import { LeadDismissed, LeadListsChanged, LeadsCreated } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { LeadLists, type LoadedLeadList } from '../src/leads/lead-lists.js';
import { fakeEvents } from './fake-events.js';

const [ann, bob] = [randomUUID(), randomUUID()];
const [annsJob, bobsJob, sharedJob] = [randomUUID(), randomUUID(), randomUUID()];
const [annsPoster, bobsPoster] = [randomUUID(), randomUUID()];

/** Lead lists on a fake bus, with a loader that counts its loads and answers a new body each time. */
function setUp(options: { listening?: boolean; now?: () => number } = {}) {
  const bus = fakeEvents();
  const lists = new LeadLists({
    events: options.listening === false ? undefined : bus.events,
    maxBytes: 1024 * 1024,
    ttlMs: 30_000,
    now: options.now,
  });
  const loads: string[] = [];
  const shows: Record<string, Omit<LoadedLeadList, 'body'>> = {
    [ann]: { jobIds: [annsJob, sharedJob], customerIds: [annsPoster] },
    [bob]: { jobIds: [bobsJob, sharedJob], customerIds: [bobsPoster] },
  };
  const get = (businessId: string) =>
    lists.get(businessId, async () => {
      loads.push(businessId);
      return { body: JSON.stringify({ leads: [], load: loads.length }), ...shows[businessId] } as LoadedLeadList;
    });
  /** Reads both lists and says whose were loaded again. */
  const reloaded = async () => {
    const before = loads.length;
    await get(ann);
    await get(bob);
    return loads.slice(before);
  };
  return { bus, lists, loads, get, reloaded };
}

const change = (whose: Partial<Record<'businessIds' | 'jobIds' | 'customerIds', string[]>>) => ({
  businessIds: [],
  jobIds: [],
  customerIds: [],
  ...whose,
});

describe("the businesses' leads lists kept ready by the BFF", () => {
  it('serves a kept list with a strong ETag until matching says it changed', async () => {
    const { get, loads, reloaded } = setUp();
    const first = await get(ann);
    const again = await get(ann);
    expect(again).toBe(first);
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect(loads).toEqual([ann]);
    expect(await reloaded()).toEqual([bob]);
  });

  it("forgets exactly the lists each of matching's events names", async () => {
    const { bus, get, reloaded } = setUp();
    await get(ann);
    await get(bob);
    const at = new Date().toISOString();
    const cases: [string, unknown, string[]][] = [
      [
        LeadsCreated.type,
        {
          jobId: randomUUID(),
          customerId: randomUUID(),
          createdAt: at,
          leads: [{ leadId: randomUUID(), businessId: bob, distanceKm: 3 }],
        },
        [bob],
      ],
      [
        LeadDismissed.type,
        { leadId: randomUUID(), jobId: annsJob, businessId: ann, reason: 'not_interested', dismissedAt: at },
        [ann],
      ],
      // A place taken on a job (interest or a quote): every list showing the job counts its places anew.
      [LeadListsChanged.type, change({ jobIds: [sharedJob] }), [ann, bob]],
      [LeadListsChanged.type, change({ jobIds: [bobsJob] }), [bob]],
      [LeadListsChanged.type, change({ customerIds: [annsPoster] }), [ann]],
      [LeadListsChanged.type, change({ businessIds: [bob] }), [bob]],
      // A job or poster no list shows: nothing to forget.
      [LeadListsChanged.type, change({ jobIds: [randomUUID()], customerIds: [randomUUID()] }), []],
    ];
    for (const [type, payload, expected] of cases) {
      bus.publish(type, payload);
      expect({ type, reloaded: await reloaded() }).toEqual({ type, reloaded: expected });
    }
  });

  it('never keeps a list whose load began before a change it may show', async () => {
    const { bus, lists, loads, get } = setUp();
    let finish: () => void = () => {};
    const slow = lists.get(ann, async () => {
      loads.push(ann);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { body: '{"leads":[]}', jobIds: [annsJob], customerIds: [] };
    });
    // The job is not indexed yet (the load has not said what it shows): every load under way goes.
    bus.publish(LeadListsChanged.type, change({ jobIds: [annsJob] }));
    // A request after the change does not wait for the load begun before it.
    const after = get(ann);
    finish();
    await slow;
    await after;
    expect(loads).toEqual([ann, ann]);
    await get(ann);
    expect(loads).toHaveLength(2);
  });

  it("forgets a business's list when this BFF changes it, and every list when listening breaks", async () => {
    const { bus, lists, get, reloaded } = setUp();
    await get(ann);
    await get(bob);
    lists.forget([ann]);
    expect(await reloaded()).toEqual([ann]);
    bus.resume();
    expect(await reloaded()).toEqual([ann, bob]);
  });

  it('keeps a list 30 s at most, event or not', async () => {
    const clock = { now: 1_000 };
    const { get, loads } = setUp({ now: () => clock.now });
    await get(ann);
    clock.now += 29_999;
    await get(ann);
    expect(loads).toHaveLength(1);
    clock.now += 2;
    await get(ann);
    expect(loads).toHaveLength(2);
  });

  it('keeps nothing where no event is heard: each request loads its own', async () => {
    const { get, loads } = setUp({ listening: false });
    const first = await get(ann);
    const second = await get(ann);
    expect(loads).toEqual([ann, ann]);
    expect(second.etag).not.toBe(first.etag);
  });

  it('stops listening when closed', async () => {
    const { bus, lists, get, loads } = setUp();
    await get(ann);
    lists.close();
    bus.publish(LeadListsChanged.type, change({ businessIds: [ann] }));
    await get(ann);
    expect(loads).toEqual([ann]);
  });
});
