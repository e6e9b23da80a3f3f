import {
  AccountStatusChanged,
  BusinessProfileUpdated,
  BusinessVettingChanged,
  LeadReportUpheld,
  UserContactChanged,
  UserDeleted,
  UserRegistered,
  UserVerified,
} from '@localpros/contracts';
import { on, type Tx } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { accounts, upheldLeadReports } from '../schema.js';

type UserType = 'customer' | 'business' | 'admin';

/** The row for a user, created bare when an event about it arrives before its registration. */
function ensureAccount(tx: Tx, userId: string, userType: UserType) {
  return tx.insert(accounts).values({ userId, userType }).onConflictDoNothing();
}

/** A newer time than the column holds (or the column is empty): the change applies. */
const newer = (column: typeof accounts.activeChangedAt, time: string) =>
  sql`(${column} is null or ${column} <= ${time}::timestamptz)`;

export const accountRegistered = on(UserRegistered, async (p, { tx }) => {
  await ensureAccount(tx, p.userId, p.userType);
  await tx.update(accounts).set({ registeredAt: p.registeredAt }).where(eq(accounts.userId, p.userId));
  // Names and contacts come from UserContactChanged unless it has not arrived yet.
  await tx
    .update(accounts)
    .set({
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      mobileNumber: p.mobileNumber,
      businessName: p.businessName,
    })
    .where(
      sql`${accounts.userId} = ${p.userId} and ${accounts.contactChangedAt} is null and ${accounts.deletedAt} is null`,
    );
});

export const accountContactChanged = on(UserContactChanged, async (p, { tx }) => {
  await ensureAccount(tx, p.userId, p.userType);
  await tx
    .update(accounts)
    .set({
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      mobileNumber: p.mobileNumber,
      businessName: p.businessName,
      contactChangedAt: p.changedAt,
    })
    .where(
      sql`${accounts.userId} = ${p.userId} and ${accounts.deletedAt} is null and ${newer(accounts.contactChangedAt, p.changedAt)}`,
    );
});

export const accountVerified = on(UserVerified, async (p, { tx }) => {
  await ensureAccount(tx, p.userId, p.userType);
  await tx
    .update(accounts)
    .set({ isVerified: true })
    .where(sql`${accounts.userId} = ${p.userId} and ${accounts.deletedAt} is null`);
});

export const accountStatusChanged = on(AccountStatusChanged, async (p, { tx }) => {
  await ensureAccount(tx, p.userId, p.userType);
  await tx
    .update(accounts)
    .set({ isActive: p.isActive, activeChangedAt: p.changedAt })
    .where(
      sql`${accounts.userId} = ${p.userId} and ${accounts.deletedAt} is null and ${newer(accounts.activeChangedAt, p.changedAt)}`,
    );
});

export const businessProfileUpdated = on(BusinessProfileUpdated, async (p, { tx }) => {
  await ensureAccount(tx, p.businessId, 'business');
  await tx
    .update(accounts)
    .set({
      businessName: p.businessName,
      workCategoryId: p.workCategoryId,
      serviceIds: p.serviceIds,
      location: p.location,
      profileUpdatedAt: p.updatedAt,
      ...(p.isVerified ? { isVerified: true } : {}),
    })
    .where(
      sql`${accounts.userId} = ${p.businessId} and ${accounts.deletedAt} is null and ${newer(accounts.profileUpdatedAt, p.updatedAt)}`,
    );
  // The profile carries the account's activation too (what matching goes by).
  await tx
    .update(accounts)
    .set({ isActive: p.isActive, activeChangedAt: p.updatedAt })
    .where(
      sql`${accounts.userId} = ${p.businessId} and ${accounts.deletedAt} is null and ${newer(accounts.activeChangedAt, p.updatedAt)}`,
    );
});

export const businessVettingChanged = on(BusinessVettingChanged, async (p, { tx }) => {
  await ensureAccount(tx, p.businessId, 'business');
  await tx
    .update(accounts)
    .set({ companyNumber: p.companyNumber, documentsCount: p.documentsCount, vettingChangedAt: p.changedAt })
    .where(
      sql`${accounts.userId} = ${p.businessId} and ${accounts.deletedAt} is null and ${newer(accounts.vettingChangedAt, p.changedAt)}`,
    );
});

/** A deleted account leaves the tables; its personal data leaves this copy too. */
export const accountDeleted = on(UserDeleted, async (p, { tx }) => {
  await ensureAccount(tx, p.userId, p.userType);
  await tx
    .update(accounts)
    .set({
      firstName: 'Deleted',
      lastName: 'user',
      email: '',
      mobileNumber: '',
      businessName: p.userType === 'business' ? 'Deleted business' : null,
      companyNumber: null,
      isActive: false,
      deletedAt: p.deletedAt,
      // Nothing about a deleted account changes after this, whatever arrives later: the guards reset.
      workCategoryId: null,
      serviceIds: [],
      location: null,
      documentsCount: 0,
      contactChangedAt: null,
      activeChangedAt: null,
      profileUpdatedAt: null,
      vettingChangedAt: null,
    })
    .where(eq(accounts.userId, p.userId));
});

/**
 * A bad-lead report upheld against a customer flags it: one row per report, so a replayed or
 * repeated event counts once (the Customers table counts the rows).
 */
export const leadReportUpheld = on(LeadReportUpheld, async (p, { tx }) => {
  if (!p.againstCustomer) return;
  await tx
    .insert(upheldLeadReports)
    .values({ reportId: p.reportId, customerId: p.customerId, upheldAt: p.upheldAt })
    .onConflictDoNothing();
});

export const accountConsumers = [
  accountRegistered,
  accountContactChanged,
  accountVerified,
  accountStatusChanged,
  businessProfileUpdated,
  businessVettingChanged,
  accountDeleted,
  leadReportUpheld,
];
