import type { identityRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { and, asc, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { IdentityContext } from '../context.js';
import { businessProfiles, users } from '../schema.js';
import { logoPath } from './business-view.js';

const listRequest = z.object({
  serviceId: z.union([z.literal(''), z.uuid()]),
  limit: z.number().int().min(1, 'limit must be 1 to 1000').max(1000, 'limit must be 1 to 1000'),
  offset: z.number().int().min(0),
});

/** The same rule as a business's public page: live, verified, active. */
const isPublic = and(
  eq(users.userType, 'business'),
  eq(users.isActive, true),
  isNull(users.deletedAt),
  isNotNull(users.emailVerifiedAt),
);

/**
 * Public businesses by name (then id, so pages never overlap), with public fields only: what the
 * service landing pages list and the sitemap links to.
 */
export async function listPublicBusinesses(
  { db }: IdentityContext,
  raw: identityRpc.ListPublicBusinessesRequest,
): Promise<identityRpc.ListPublicBusinessesResponse> {
  const { serviceId, limit, offset } = parseOrInvalid(listRequest, raw);
  const offersService: SQL | undefined = serviceId
    ? sql`${businessProfiles.serviceIds} @> ${JSON.stringify([serviceId])}::jsonb`
    : undefined;
  const where = and(isPublic, offersService);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: businessProfiles.userId,
        name: businessProfiles.businessName,
        location: businessProfiles.location,
        logoId: businessProfiles.logoId,
        updatedAt: businessProfiles.updatedAt,
      })
      .from(businessProfiles)
      .innerJoin(users, eq(users.id, businessProfiles.userId))
      .where(where)
      .orderBy(asc(businessProfiles.businessName), asc(businessProfiles.userId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(businessProfiles)
      .innerJoin(users, eq(users.id, businessProfiles.userId))
      .where(where),
  ]);
  return {
    businesses: rows.map((row) => ({
      id: row.id,
      name: row.name,
      location: row.location ?? '',
      logo: row.logoId ? logoPath(row.logoId) : '',
      updatedAt: new Date(row.updatedAt).toISOString(),
    })),
    total: totals?.total ?? 0,
  };
}

/**
 * How many businesses anyone may see, by the same rule as the list: the home page's "verified
 * businesses" figure. Counted in the database, never by loading the rows.
 */
export async function countPublicBusinesses({
  db,
}: IdentityContext): Promise<identityRpc.CountPublicBusinessesResponse> {
  const [totals] = await db
    .select({ total: count() })
    .from(businessProfiles)
    .innerJoin(users, eq(users.id, businessProfiles.userId))
    .where(isPublic);
  return { total: totals?.total ?? 0 };
}
