import type { adminRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminContext } from '../context.js';
import { ADMIN_PAGE_SIZE, contains, iso, notFound, pageIndexField, rows, searchField } from './paging.js';

const request = z.object({ pageIndex: pageIndexField, name: searchField, email: searchField });

interface CustomerRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  is_verified: boolean;
  is_active: boolean;
  registered_at: string | null;
  posted: number;
  completed: number;
  cancelled: number;
  upheld_lead_reports: number;
}

/** Customers with their jobs counted by status (deleted jobs and accounts left out). */
function customersQuery(where: SQL, paging: SQL) {
  return sql`
    select a.user_id, a.first_name, a.last_name, a.email, a.mobile_number, a.is_verified, a.is_active, a.registered_at,
      (select count(*) from admin.upheld_lead_reports r where r.customer_id = a.user_id)::int as upheld_lead_reports,
      count(j.job_id) filter (where j.posted_at is not null)::int as posted,
      count(j.job_id) filter (where j.status = 'finished')::int as completed,
      count(j.job_id) filter (where j.status = 'cancelled')::int as cancelled
    from admin.accounts a
    left join admin.jobs j on j.customer_id = a.user_id and j.deleted_at is null
    where a.user_type = 'customer' and a.deleted_at is null and ${where}
    group by a.user_id
    order by a.registered_at desc nulls last, a.user_id
    ${paging}`;
}

const toCustomer = (row: CustomerRow): adminRpc.Customer => ({
  id: row.user_id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  mobileNumber: row.mobile_number,
  isVerified: row.is_verified,
  isActive: row.is_active,
  postedJobs: row.posted,
  completedJobs: row.completed,
  cancelledJobs: row.cancelled,
  createdAt: iso(row.registered_at),
  upheldLeadReports: row.upheld_lead_reports,
});

export async function listCustomers(
  { db }: AdminContext,
  raw: adminRpc.ListCustomersRequest,
): Promise<adminRpc.ListCustomersResponse> {
  const input = parseOrInvalid(request, raw);
  const filters = [sql`true`];
  if (input.name) filters.push(contains(sql`(a.first_name || ' ' || a.last_name)`, input.name));
  if (input.email) filters.push(contains(sql`a.email`, input.email));
  const where = sql.join(filters, sql` and `);
  const page = await rows<CustomerRow>(
    db,
    customersQuery(where, sql`limit ${ADMIN_PAGE_SIZE} offset ${input.pageIndex * ADMIN_PAGE_SIZE}`),
  );
  const [total] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from admin.accounts a
        where a.user_type = 'customer' and a.deleted_at is null and ${where}`,
  );
  return { customers: page.map(toCustomer), count: total?.count ?? 0 };
}

export async function getCustomer({ db }: AdminContext, raw: adminRpc.AccountRef): Promise<adminRpc.Customer> {
  if (!z.uuid().safeParse(raw.userId).success) notFound('customer');
  const [row] = await rows<CustomerRow>(db, customersQuery(sql`a.user_id = ${raw.userId}`, sql``));
  return row ? toCustomer(row) : notFound('customer');
}
