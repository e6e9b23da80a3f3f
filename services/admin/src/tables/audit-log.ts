import { adminActions, type adminRpc } from '@localpros/contracts';
import { isStorableTime, parseOrInvalid } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminContext } from '../context.js';
import { ADMIN_PAGE_SIZE, iso, pageIndexField, rows } from './paging.js';

const whenMessage = 'from and to must be dates (YYYY-MM-DD) or ISO times';
/**
 * A time goes on to PostgreSQL as UTC (it refuses offsets beyond ±15:59 that ISO allows), and one
 * it cannot store is refused here, not by the database.
 */
const when = z.union(
  [
    z.literal(''),
    z.iso.date().refine((value) => !value.startsWith('0000-')),
    z.iso
      .datetime({ offset: true })
      .transform((value) => new Date(value))
      .refine(isStorableTime)
      .transform((at) => at.toISOString()),
  ],
  { message: whenMessage },
);
const request = z.object({
  pageIndex: pageIndexField,
  action: z.union([z.literal(''), z.enum(adminActions)], {
    message: `action must be one of ${adminActions.join(', ')}`,
  }),
  adminId: z.union([z.literal(''), z.uuid('adminId must be an id')]),
  from: when,
  to: when,
});

interface EntryRow {
  id: string;
  admin_id: string;
  first_name: string | null;
  last_name: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  detail: string;
  at: string;
}

/** The audit log, newest first; `to` as a date includes that whole day. */
export async function listAuditLog(
  { db }: AdminContext,
  raw: adminRpc.ListAuditLogRequest,
): Promise<adminRpc.ListAuditLogResponse> {
  const input = parseOrInvalid(request, raw);
  const filters = [sql`true`];
  if (input.action) filters.push(sql`e.action = ${input.action}`);
  if (input.adminId) filters.push(sql`e.admin_id = ${input.adminId}`);
  if (input.from) filters.push(sql`e.at >= ${input.from}::timestamptz`);
  if (input.to) {
    filters.push(input.to.length === 10 ? sql`e.at < ${input.to}::date + 1` : sql`e.at <= ${input.to}::timestamptz`);
  }
  const where = sql.join(filters, sql` and `);
  const page = await rows<EntryRow>(
    db,
    sql`select e.id, e.admin_id, a.first_name, a.last_name, e.action, e.target_type, e.target_id, e.detail, e.at
        from admin.audit_log e left join admin.accounts a on a.user_id = e.admin_id
        where ${where}
        order by e.at desc, e.id
        limit ${ADMIN_PAGE_SIZE} offset ${input.pageIndex * ADMIN_PAGE_SIZE}`,
  );
  const [total] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from admin.audit_log e where ${where}`,
  );
  return {
    entries: page.map((row) => ({
      id: row.id,
      adminId: row.admin_id,
      adminName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || 'Unknown admin',
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id ?? '',
      detail: row.detail,
      at: iso(row.at),
    })),
    count: total?.count ?? 0,
  };
}
