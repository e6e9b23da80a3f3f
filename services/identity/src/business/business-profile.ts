import { businessMessages, businessProfileFields, type identityRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordContactChanged } from '../accounts/contact-event.js';
import type { IdentityContext } from '../context.js';
import { businessProfiles } from '../schema.js';
import { requireBusiness } from './business-queries.js';
import { toBusinessProfileMessage } from './business-view.js';
import { recordProfileUpdated } from './profile-event.js';

/** The same rules as the form; the caller has checked the category and services exist (jobs). */
const profileUpdate = z
  .object({
    ...businessProfileFields,
    workCategoryId: z.union([z.literal(''), z.uuid(businessMessages.unknownCategory)]),
    serviceIds: z.array(z.string().trim().min(1).max(64)).max(100, 'Choose at most 100 services'),
  })
  .superRefine((value, ctx) => {
    if (!value.workCategoryId && value.serviceIds.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['services'], message: businessMessages.serviceOutsideCategory });
    }
  });

export async function getBusinessProfile(
  { db }: IdentityContext,
  request: identityRpc.UserRef,
): Promise<identityRpc.BusinessProfileResponse> {
  const { user, profile } = await requireBusiness(db, request.userId);
  return { profile: toBusinessProfileMessage(profile, user) };
}

/** Settings → Business profile: replaces the editable fields and tells matching (and notifications). */
export async function updateBusinessProfile(
  { outbox }: IdentityContext,
  request: identityRpc.UpdateBusinessProfileRequest,
): Promise<identityRpc.BusinessProfileResponse> {
  const input = parseOrInvalid(profileUpdate, {
    name: request.name,
    description: request.description,
    mobile_number: request.mobileNumber,
    address: request.address,
    website: request.website,
    landline: request.landline,
    workCategoryId: request.workCategoryId ?? '',
    serviceIds: request.serviceIds ?? [],
  });
  return outbox.transaction(async (tx, events) => {
    const { user } = await requireBusiness(tx, request.userId, { forUpdate: true });
    const [profile] = await tx
      .update(businessProfiles)
      .set({
        businessName: input.name,
        description: input.description ?? null,
        mobileNumber: input.mobile_number ?? null,
        address: input.address ?? null,
        website: input.website ?? null,
        landline: input.landline ?? null,
        workCategoryId: input.workCategoryId || null,
        serviceIds: [...new Set(input.serviceIds)],
        updatedAt: sql`now()`,
      })
      .where(eq(businessProfiles.userId, user.id))
      .returning();
    if (!profile) throw new Error('business profile vanished inside its transaction');
    await recordProfileUpdated(events, profile, { isActive: user.isActive, isVerified: user.emailVerifiedAt !== null });
    // The business name is part of the contact snapshot (e-mails name the business).
    await recordContactChanged(tx, events, user.id);
    return { profile: toBusinessProfileMessage(profile, user) };
  });
}
