import { BusinessProfileUpdated } from '@localpros/contracts';
import type { EventRecorder } from '@localpros/kit';
import type { businessProfiles } from '../schema.js';

type ProfileRow = typeof businessProfiles.$inferSelect;

/** Records BusinessProfileUpdated for a profile as it now stands (inside the caller's transaction). */
export function recordProfileUpdated(
  events: EventRecorder,
  profile: Pick<
    ProfileRow,
    'userId' | 'businessName' | 'workCategoryId' | 'serviceIds' | 'location' | 'latitude' | 'longitude'
  > & { updatedAt?: Date },
  account: { isActive: boolean; isVerified: boolean },
) {
  return events.record(BusinessProfileUpdated, {
    businessId: profile.userId,
    businessName: profile.businessName,
    workCategoryId: profile.workCategoryId,
    serviceIds: profile.serviceIds,
    location: profile.location,
    latitude: profile.latitude,
    longitude: profile.longitude,
    isActive: account.isActive,
    isVerified: account.isVerified,
    updatedAt: (profile.updatedAt ?? new Date()).toISOString(),
  });
}
