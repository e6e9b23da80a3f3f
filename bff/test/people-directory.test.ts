import { describe, expect, it } from 'vitest';
import type { ServiceClients } from '../src/clients.js';
import { businessCard, createPeopleDirectory, roundedRating } from '../src/views/people-directory.js';

/** Fake identity and jobs clients that record each call's ids and answer one row per id. */
function fakeClients() {
  const calls: string[][] = [];
  const identity = {
    getUserContacts: async ({ userIds }: { userIds: string[] }) => {
      calls.push(userIds);
      return {
        contacts: userIds.map((userId) => ({
          userId,
          firstName: 'Bea',
          lastName: 'brush',
          mobileNumber: '',
          avatar: '',
          businessName: userId === 'b-0' ? 'Brush & Co' : '',
          logo: '',
        })),
      };
    },
  };
  const jobs = {
    getBusinessRatings: async ({ businessIds }: { businessIds: string[] }) => {
      calls.push(businessIds);
      return { ratings: businessIds.map((businessId) => ({ businessId, average: 4.25, count: 4 })) };
    },
  };
  return { calls, clients: { identity, jobs } as unknown as Pick<ServiceClients, 'identity' | 'jobs'> };
}

describe('people directory', () => {
  it('asks in batches of at most 500 distinct ids, and not at all for none', async () => {
    const { calls, clients } = fakeClients();
    const directory = createPeopleDirectory(clients);
    const ids = Array.from({ length: 1201 }, (_, i) => `b-${i}`);
    const contacts = await directory.contacts([...ids, ...ids.slice(0, 10), '']);
    expect(calls.map((c) => c.length)).toEqual([500, 500, 201]);
    expect(contacts.size).toBe(1201);
    calls.length = 0;
    expect((await directory.ratings([])).size).toBe(0);
    expect(calls).toEqual([]);
  });

  it('names a business by its business name, else its owner, and rounds its rating', async () => {
    const { clients } = fakeClients();
    const directory = createPeopleDirectory(clients);
    const contacts = await directory.contacts(['b-0', 'b-1']);
    const ratings = await directory.ratings(['b-0']);
    expect(businessCard('b-0', contacts, ratings)).toEqual({
      id: 'b-0',
      userName: 'Brush & Co',
      logo: null,
      reviewsCount: 4,
      rating: 4.3,
    });
    expect(businessCard('b-1', contacts).userName).toBe('Bea B.');
    expect(businessCard('unknown', contacts).userName).toBe('A local pro');
    expect(roundedRating(undefined)).toBeNull();
  });
});
