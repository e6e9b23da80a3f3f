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

/**
 * The businesses among the leads' that take new-lead alerts by SMS or e-mail: one read for both
 * (delivery/lead-alert-consumers.ts), their ids one array parameter (uuidIn).
 */
export function leadTakers(tx: Tx, leads: readonly { businessId: string }[]): Promise<LeadTaker[]> {
  const businessIds = [...new Set(leads.map((lead) => lead.businessId))];
  return tx
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
    );
}
