import { BusinessProfileUpdated, UserDeleted } from '@localpros/contracts';
import { isUuid, on } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { forgetCustomer } from '../customers/customer-events.js';
import { businesses, businessServices } from '../schema.js';

/** Matching's read model of where each business works and what it offers, from identity's events. */
export const businessAreaConsumers = [
  on(BusinessProfileUpdated, async (profile, { tx }) => {
    const serviceIds = [...new Set(profile.serviceIds.filter(isUuid))];
    const row = {
      businessId: profile.businessId,
      name: profile.businessName,
      workCategoryId: profile.workCategoryId && isUuid(profile.workCategoryId) ? profile.workCategoryId : null,
      location: profile.location,
      latitude: profile.latitude,
      longitude: profile.longitude,
      isActive: profile.isActive,
      isVerified: profile.isVerified,
      serviceIds,
      updatedAt: profile.updatedAt,
    };
    const applied = await tx
      .insert(businesses)
      .values(row)
      .onConflictDoUpdate({
        target: businesses.businessId,
        set: row,
        // Events can arrive out of order: a stale profile never replaces a newer one.
        setWhere: sql`${businesses.updatedAt} <= excluded.updated_at`,
      })
      .returning({ businessId: businesses.businessId });
    if (applied.length === 0) return;
    await tx.delete(businessServices).where(eq(businessServices.businessId, profile.businessId));
    if (serviceIds.length) {
      await tx
        .insert(businessServices)
        .values(serviceIds.map((serviceId) => ({ businessId: profile.businessId, serviceId })));
    }
  }),
  // One handler per event type in a service: a deleted business gets no more leads (its services go
  // with it by cascade); a deleted customer's name and number leave its leads' cards.
  on(UserDeleted, async ({ userId, userType, deletedAt }, { tx, events }) => {
    if (userType === 'business') await tx.delete(businesses).where(eq(businesses.businessId, userId));
    if (userType === 'customer') await forgetCustomer(tx, events, userId, deletedAt);
  }),
];
