import type { identityRpc } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { requireUser, userMessage } from '../accounts/user-queries.js';
import type { IdentityContext } from '../context.js';
import { imageAtWidth, requestedWidth } from '../images/image-width.js';
import { reencodeImage } from '../images/reencode-image.js';
import { avatars, avatarWidths, users } from '../schema.js';

/**
 * Stores the picture re-encoded (reencode-image.ts: WebP, 512 px at most, no EXIF/GPS) with its
 * square widths; the old one goes, its widths with it.
 */
export async function setAvatar(
  { db, outbox }: IdentityContext,
  request: identityRpc.SetAvatarRequest,
): Promise<identityRpc.UserResponse> {
  const { content, contentType, widths } = await reencodeImage(Buffer.from(request.content ?? []));
  const user = await outbox.transaction(async (tx) => {
    const current = await requireUser(tx, request.userId);
    const [image] = await tx
      .insert(avatars)
      .values({ userId: current.id, content, contentType })
      .returning({ id: avatars.id });
    if (!image) throw new Error('avatar insert returned no row');
    await tx.insert(avatarWidths).values(widths.map((w) => ({ avatarId: image.id, ...w })));
    if (current.avatarId) await tx.delete(avatars).where(eq(avatars.id, current.avatarId));
    const [updated] = await tx.update(users).set({ avatarId: image.id }).where(eq(users.id, current.id)).returning();
    return updated;
  });
  if (!user) throw RpcError.notFound('No such user');
  return { user: await userMessage(db, user) };
}

export async function deleteAvatar(
  { db, outbox }: IdentityContext,
  request: identityRpc.UserRef,
): Promise<identityRpc.UserResponse> {
  const user = await outbox.transaction(async (tx) => {
    const current = await requireUser(tx, request.userId);
    const [updated] = await tx.update(users).set({ avatarId: null }).where(eq(users.id, current.id)).returning();
    if (current.avatarId) await tx.delete(avatars).where(eq(avatars.id, current.avatarId));
    return updated;
  });
  if (!user) throw RpcError.notFound('No such user');
  return { user: await userMessage(db, user) };
}

export async function getAvatar(
  { db }: IdentityContext,
  request: identityRpc.GetAvatarRequest,
): Promise<identityRpc.AvatarResponse> {
  if (!/^[0-9a-f-]{36}$/i.test(request.imageId ?? '')) throw RpcError.notFound('No such image');
  const width = requestedWidth(request.width);
  const [image] = await db
    .select({ content: avatars.content, contentType: avatars.contentType, widthContent: avatarWidths.content })
    .from(avatars)
    .leftJoin(avatarWidths, and(eq(avatarWidths.avatarId, avatars.id), eq(avatarWidths.width, width)))
    .where(eq(avatars.id, request.imageId));
  if (!image) throw RpcError.notFound('No such image');
  return imageAtWidth(image);
}
