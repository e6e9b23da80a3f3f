// views/: the services' answers in the API's shapes (docs/api/), and the people and ratings lookups they need.

import type { identityRpc, jobsRpc } from '@localpros/contracts';
import type { ServiceClients } from '../clients.js';

export type Contacts = Map<string, identityRpc.UserContact>;
export type Ratings = Map<string, jobsRpc.BusinessRating>;

/** What identity and jobs take in one call (their MAX of 500 ids). */
const BATCH = 500;

/** The distinct non-empty ids in batches the services accept. */
function batchesOf(ids: Iterable<string>): string[][] {
  const distinct = [...new Set(ids)].filter(Boolean);
  const batches: string[][] = [];
  for (let i = 0; i < distinct.length; i += BATCH) batches.push(distinct.slice(i, i + BATCH));
  return batches;
}

/**
 * The people on a list (customers, businesses) and businesses' ratings, fetched once per list:
 * one identity call and one jobs call for any list up to 500 people.
 */
export function createPeopleDirectory({ identity, jobs }: Pick<ServiceClients, 'identity' | 'jobs'>) {
  return {
    async contacts(userIds: Iterable<string>): Promise<Contacts> {
      const answers = await Promise.all(batchesOf(userIds).map((ids) => identity.getUserContacts({ userIds: ids })));
      return new Map(answers.flatMap((a) => a.contacts).map((contact) => [contact.userId, contact]));
    },
    async ratings(businessIds: Iterable<string>): Promise<Ratings> {
      const answers = await Promise.all(
        batchesOf(businessIds).map((ids) => jobs.getBusinessRatings({ businessIds: ids })),
      );
      return new Map(answers.flatMap((a) => a.ratings).map((rating) => [rating.businessId, rating]));
    },
  };
}

export type PeopleDirectory = ReturnType<typeof createPeopleDirectory>;

/** Average stars to one decimal, null without reviews. */
export const roundedRating = (rating: jobsRpc.BusinessRating | undefined): number | null =>
  rating && rating.count > 0 ? Math.round(rating.average * 10) / 10 : null;

/** "Jane S.": a first name and last initial, all another party needs to see. */
export function shortName(contact: Pick<identityRpc.UserContact, 'firstName' | 'lastName'> | undefined): string {
  if (!contact) return '';
  const initial = contact.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${contact.firstName} ${initial}.` : contact.firstName;
}

/** The business's stars and review count (the jobs service keeps the reviews). */
export const ratingSummary = (rating: jobsRpc.BusinessRating | undefined) => ({
  rating: roundedRating(rating),
  reviewsCount: rating?.count ?? 0,
});

/** A business as a card shows it; its name falls back to the owner's when the profile has none. */
export const businessCard = (businessId: string, contacts: Contacts, ratings?: Ratings) => {
  const contact = contacts.get(businessId);
  return {
    id: businessId,
    userName: contact?.businessName || shortName(contact) || 'A local pro',
    logo: contact?.logo || null,
    ...ratingSummary(ratings?.get(businessId)),
  };
};
