import { UserContactChanged } from '@localpros/contracts';
import { type EventRecorder, on, type Tx } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { leadListsChanged } from '../leads/lead-lists-changed.js';
import { customers } from '../schema.js';

/**
 * Who posted each job, as a lead card names them, from identity's state-carrying event: the
 * newest snapshot wins (changedAt), and a deleted customer stays anonymised (forgetCustomer).
 */
export const customerConsumers = [
  on(UserContactChanged, async (contact, { tx, events }) => {
    if (contact.userType !== 'customer') return;
    const row = {
      customerId: contact.userId,
      firstName: contact.firstName,
      lastName: contact.lastName,
      mobileNumber: contact.mobileNumber,
      changedAt: contact.changedAt,
    };
    const applied = await tx
      .insert(customers)
      .values(row)
      .onConflictDoUpdate({
        target: customers.customerId,
        set: row,
        setWhere: sql`not ${customers.deleted} and ${customers.changedAt} < excluded.changed_at`,
      })
      .returning({ customerId: customers.customerId });
    // Their leads' cards name them (or said "N/A" until matching knew them).
    if (applied.length) await leadListsChanged(events, { customerIds: [contact.userId] });
  }),
];

/** As identity anonymises the account's row: the card then reads "Deleted U." with no number. */
export async function forgetCustomer(
  tx: Tx,
  events: EventRecorder,
  customerId: string,
  deletedAt: string,
): Promise<void> {
  const row = {
    customerId,
    firstName: 'Deleted',
    lastName: 'user',
    mobileNumber: '',
    changedAt: deletedAt,
    deleted: true,
  };
  await tx.insert(customers).values(row).onConflictDoUpdate({ target: customers.customerId, set: row });
  await leadListsChanged(events, { customerIds: [customerId] });
}
