import type { adminRpc } from '@localpros/contracts';
import { type Db, parseOrInvalid } from '@localpros/kit';
import { count, desc } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages } from '../schema.js';

export const ADMIN_PAGE_SIZE = 10;

const request = z.object({ pageIndex: z.number().int().min(0, 'pageIndex must be 0 or more') });

export async function listContactMessages(
  db: Db,
  raw: adminRpc.ListContactMessagesRequest,
): Promise<adminRpc.ListContactMessagesResponse> {
  const { pageIndex } = parseOrInvalid(request, raw);
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.receivedAt), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageIndex * ADMIN_PAGE_SIZE);
  const [total] = await db.select({ value: count() }).from(contactMessages);
  return {
    contactMessages: rows.map((row) => ({ ...row, phone: row.phone ?? undefined })),
    count: total?.value ?? 0,
  };
}
