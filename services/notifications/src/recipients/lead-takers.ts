import { type Tx, uuidIn } from '@localpros/kit';
import { and, eq, or } from 'drizzle-orm';
import { recipients } from '../schema.js';

/** What a lead's SMS and e-mail need to know of the business. */
export interface LeadTaker {
  userId: string;
  email: string;
  firstName: string;
  mobileNumber: string;
  emailEnabled: boolean;
  smsEnabled: boolean;
  smsQuietHours: boolean;
  leadEmails: (typeof recipients.$inferSelect)['leadEmails'];
}

const read = new WeakMap<Tx, WeakMap<object, Promise<LeadTaker[]>>>();

/**
 * The businesses among the leads' that take new-lead alerts by SMS or e-mail: one read, their ids
 * one array parameter (uuidIn). Read once per transaction and leads: a LeadsCreated's SMS and e-mail parts run
 * one after the other in one inbox transaction on the same payload, and the second gets the
 * first's answer.
 */
export function leadTakers(tx: Tx, leads: readonly { businessId: string }[]): Promise<LeadTaker[]> {
  const ofTx = read.get(tx) ?? new WeakMap<object, Promise<LeadTaker[]>>();
  read.set(tx, ofTx);
  const known = ofTx.get(leads);
  if (known) return known;
  const businessIds = [...new Set(leads.map((lead) => lead.businessId))];
  // An async function: a drizzle query runs again each time it is awaited, this promise once.
  const taking = (async () =>
    tx
      .select({
        userId: recipients.userId,
        email: recipients.email,
        firstName: recipients.firstName,
        mobileNumber: recipients.mobileNumber,
        emailEnabled: recipients.emailEnabled,
        smsEnabled: recipients.smsEnabled,
        smsQuietHours: recipients.smsQuietHours,
        leadEmails: recipients.leadEmails,
      })
      .from(recipients)
      .where(
        and(
          uuidIn(recipients.userId, businessIds),
          eq(recipients.userType, 'business'),
          eq(recipients.newJobLeads, true),
          or(eq(recipients.smsEnabled, true), eq(recipients.emailEnabled, true)),
        ),
      ))();
  ofTx.set(leads, taking);
  return taking;
}
