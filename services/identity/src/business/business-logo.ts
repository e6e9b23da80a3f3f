import type { identityRpc } from '@localpros/contracts';
import { isUuid, RpcError } from '@localpros/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { imageAtWidth, requestedWidth } from '../images/image-width.js';
import { reencodeImage } from '../images/reencode-image.js';
import { businessLogos, businessLogoWidths, businessProfiles } from '../schema.js';
import { requireBusiness } from './business-queries.js';
import { toBusinessProfileMessage } from './business-view.js';
import { recordProfileUpdated } from './profile-event.js';

/** Replaces the logo, re-encoded and cut into widths as avatars are; the old image goes, its widths with it. */
export async function setBusinessLogo(
  { outbox }: IdentityContext,
  request: identityRpc.SetBusinessLogoRequest,
): Promise<identityRpc.BusinessProfileResponse> {
  const { content, contentType, widths } = await reencodeImage(Buffer.from(request.content ?? []));
  return outbox.transaction(async (tx, events) => {
    const { user, profile: current } = await requireBusiness(tx, request.userId, { forUpdate: true });
    const [image] = await tx
      .insert(businessLogos)
      .values({ userId: user.id, content, contentType })
      .returning({ id: businessLogos.id });
    if (!image) throw new Error('logo insert returned no row');
    await tx.insert(businessLogoWidths).values(widths.map((w) => ({ logoId: image.id, ...w })));
    const [profile] = await tx
      .update(businessProfiles)
      .set({ logoId: image.id, updatedAt: sql`now()` })
      .where(eq(businessProfiles.userId, user.id))
      .returning();
    if (current.logoId) await tx.delete(businessLogos).where(eq(businessLogos.id, current.logoId));
    if (!profile) throw new Error('business profile vanished inside its transaction');
    await recordProfileUpdated(events, profile, { isActive: user.isActive, isVerified: user.emailVerifiedAt !== null });
    return { profile: toBusinessProfileMessage(profile, user) };
  });
}

export async function deleteBusinessLogo(
  { outbox }: IdentityContext,
  request: identityRpc.UserRef,
): Promise<identityRpc.BusinessProfileResponse> {
  return outbox.transaction(async (tx, events) => {
    const { user, profile: current } = await requireBusiness(tx, request.userId, { forUpdate: true });
    if (!current.logoId) return { profile: toBusinessProfileMessage(current, user) };
    const [profile] = await tx
      .update(businessProfiles)
      .set({ logoId: null, updatedAt: sql`now()` })
      .where(eq(businessProfiles.userId, user.id))
      .returning();
    await tx.delete(businessLogos).where(eq(businessLogos.id, current.logoId));
    if (!profile) throw new Error('business profile vanished inside its transaction');
    await recordProfileUpdated(events, profile, { isActive: user.isActive, isVerified: user.emailVerifiedAt !== null });
    return { profile: toBusinessProfileMessage(profile, user) };
  });
}

export async function getBusinessLogo(
  { db }: IdentityContext,
  request: identityRpc.GetBusinessLogoRequest,
): Promise<identityRpc.ImageResponse> {
  if (!isUuid(request.imageId)) throw RpcError.notFound('No such image');
  const width = requestedWidth(request.width);
  const [image] = await db
    .select({
      content: businessLogos.content,
      contentType: businessLogos.contentType,
      widthContent: businessLogoWidths.content,
    })
    .from(businessLogos)
    .leftJoin(
      businessLogoWidths,
      and(eq(businessLogoWidths.logoId, businessLogos.id), eq(businessLogoWidths.width, width)),
    )
    .where(eq(businessLogos.id, request.imageId));
  if (!image) throw RpcError.notFound('No such image');
  return imageAtWidth(image);
}
