import type { adminRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminContext } from '../context.js';
import { contactMessageStates, contactMessages } from '../schema.js';
import { ADMIN_PAGE_SIZE, pageIndexField } from '../tables/paging.js';

export { ADMIN_PAGE_SIZE } from '../tables/paging.js';

const request = z.object({ pageIndex: pageIndexField });

export const contactMessageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  message: contactMessages.message,
  receivedAt: contactMessages.receivedAt,
  isRead: contactMessageStates.isRead,
};

export const toContactMessage = (row: {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  receivedAt: string;
  isRead: boolean | null;
}): adminRpc.ContactMessage => ({
  ...row,
  phone: row.phone ?? undefined,
  receivedAt: new Date(row.receivedAt).toISOString(),
  isRead: row.isRead ?? false,
});

export async function listContactMessages(
  { db }: AdminContext,
  raw: adminRpc.ListContactMessagesRequest,
): Promise<adminRpc.ListContactMessagesResponse> {
  const { pageIndex } = parseOrInvalid(request, raw);
  const rows = await db
    .select(contactMessageColumns)
    .from(contactMessages)
    .leftJoin(contactMessageStates, eq(contactMessageStates.contactMessageId, contactMessages.id))
    .orderBy(desc(contactMessages.receivedAt), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageIndex * ADMIN_PAGE_SIZE);
  const [total] = await db.select({ value: count() }).from(contactMessages);
  return { contactMessages: rows.map(toContactMessage), count: total?.value ?? 0 };
}
