import { type identityRpc, type jobsRpc, type PackageId, packageIds, type ResponseTime } from '@localpros/contracts';
import { z } from 'zod';
import { ratingSummary } from './people-directory.js';
import { responseTime } from './response-time.js';

const service = z.object({ id: z.string(), name: z.string() });

/** GET /business: the owner's view (docs/api/jobs-and-leads.md). Optional texts are null when not given. */
export const ownerBusiness = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  mobile_number: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  landline: z.string().nullable(),
  location: z.string().nullable(),
  logo: z.string().nullable(),
  workCategories: z.string().nullable(),
  workCategoriesName: z.string().nullable(),
  services: z.array(service),
  /** Average stars to one decimal, null without reviews. */
  rating: z.number().nullable(),
  reviewsCount: z.number(),
  memberSince: z.string(),
});

/** GET /business/{id}: what anyone may see. */
export const publicBusiness = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  services: z.array(service),
  workCategoriesName: z.string().nullable(),
  location: z.string().nullable(),
  locationName: z.string().nullable(),
  memberSince: z.string(),
  /** Average stars to one decimal, null without reviews. */
  rating: z.number().nullable(),
  reviewsCount: z.number(),
  /** Its package while it gets leads (the page's Premium badge), else null. */
  package: z.enum(packageIds).nullable(),
  /** How fast it usually responds to a lead (the response-time badge); null with too few leads. */
  responseTime,
});

/** Category and service names come from jobs; ids it no longer lists (deactivated) are left out. */
export function namesOf(profile: identityRpc.BusinessProfile, categories: jobsRpc.WorkCategory[]) {
  const category = categories.find((c) => c.id === profile.workCategoryId);
  const serviceNames = new Map(categories.flatMap((c) => c.services.map((s) => [s.id, s.name] as const)));
  return {
    workCategoriesName: category?.name ?? null,
    services: profile.serviceIds.flatMap((id) => {
      const name = serviceNames.get(id);
      return name ? [{ id, name }] : [];
    }),
  };
}

const orNull = (value: string) => value || null;

export function toOwnerBusiness(
  profile: identityRpc.BusinessProfile,
  categories: jobsRpc.WorkCategory[],
  rating: jobsRpc.BusinessRating | undefined,
): z.infer<typeof ownerBusiness> {
  return {
    id: profile.id,
    name: profile.name,
    description: orNull(profile.description),
    mobile_number: orNull(profile.mobileNumber),
    address: orNull(profile.address),
    website: orNull(profile.website),
    landline: orNull(profile.landline),
    location: orNull(profile.location),
    logo: orNull(profile.logo),
    workCategories: orNull(profile.workCategoryId),
    ...namesOf(profile, categories),
    ...ratingSummary(rating),
    memberSince: profile.memberSince,
  };
}

export function toPublicBusiness(
  profile: identityRpc.BusinessProfile,
  categories: jobsRpc.WorkCategory[],
  locationName: string | null,
  rating: jobsRpc.BusinessRating | undefined,
  badges: { packageId: PackageId | null; responseTime: ResponseTime | null },
): z.infer<typeof publicBusiness> {
  return {
    id: profile.id,
    name: profile.name,
    description: orNull(profile.description),
    logo: orNull(profile.logo),
    ...namesOf(profile, categories),
    location: orNull(profile.location),
    locationName,
    memberSince: profile.memberSince,
    ...ratingSummary(rating),
    package: badges.packageId,
    responseTime: badges.responseTime,
  };
}
