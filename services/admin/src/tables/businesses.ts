import type { adminRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminContext } from '../context.js';
import { ADMIN_PAGE_SIZE, contains, iso, notFound, pageIndexField, rows, searchField } from './paging.js';

const request = z.object({ pageIndex: pageIndexField, businessName: searchField, businessEmail: searchField });

interface BusinessRow {
  user_id: string;
  business_name: string | null;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  location: string | null;
  work_category_id: string | null;
  service_ids: string[];
  is_verified: boolean;
  is_active: boolean;
  registered_at: string | null;
  company_number: string | null;
  documents_count: number;
  leads_count: number;
  quoted_jobs: number;
  finished_jobs: number;
  cancelled_jobs: number;
  subscription_package: string | null;
  subscription_status: string | null;
}

/**
 * Businesses with their work counted: leads received, jobs quoted on, jobs finished (completed
 * with this business) and jobs it quoted on that were then cancelled; and its subscription.
 */
function businessesQuery(where: SQL, paging: SQL) {
  return sql`
    select a.user_id, a.business_name, a.first_name, a.last_name, a.email, a.mobile_number, a.location,
      a.work_category_id, a.service_ids, a.is_verified, a.is_active, a.registered_at, a.company_number,
      a.documents_count,
      (select count(*) from admin.lead_batches l where l.business_ids @> array[a.user_id])::int as leads_count,
      (select count(distinct q.job_id) from admin.quotes q where q.business_id = a.user_id)::int as quoted_jobs,
      (select count(*) from admin.jobs j
        where j.business_id = a.user_id and j.status = 'finished' and j.deleted_at is null)::int as finished_jobs,
      (select count(distinct q.job_id) from admin.quotes q join admin.jobs j on j.job_id = q.job_id
        where q.business_id = a.user_id and j.status = 'cancelled' and j.deleted_at is null)::int as cancelled_jobs,
      s.package_id as subscription_package, s.status as subscription_status
    from admin.accounts a
    left join admin.subscriptions s on s.business_id = a.user_id
    where a.user_type = 'business' and a.deleted_at is null and ${where}
    order by a.registered_at desc nulls last, a.user_id
    ${paging}`;
}

const toBusiness = (row: BusinessRow): adminRpc.Business => ({
  id: row.user_id,
  businessName: row.business_name ?? '',
  userName: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  mobileNumber: row.mobile_number,
  location: row.location ?? '',
  workCategoryId: row.work_category_id ?? '',
  serviceIds: row.service_ids ?? [],
  isVerified: row.is_verified,
  isActive: row.is_active,
  leadsCount: row.leads_count,
  quotedJobs: row.quoted_jobs,
  finishedJobs: row.finished_jobs,
  cancelledJobs: row.cancelled_jobs,
  createdAt: iso(row.registered_at),
  companyNumber: row.company_number ?? undefined,
  documentsCount: row.documents_count,
  subscriptionPackage: row.subscription_package ?? undefined,
  subscriptionStatus: row.subscription_status ?? undefined,
});

export async function listBusinesses(
  { db }: AdminContext,
  raw: adminRpc.ListBusinessesRequest,
): Promise<adminRpc.ListBusinessesResponse> {
  const input = parseOrInvalid(request, raw);
  const filters = [sql`true`];
  if (input.businessName) filters.push(contains(sql`coalesce(a.business_name, '')`, input.businessName));
  if (input.businessEmail) filters.push(contains(sql`a.email`, input.businessEmail));
  const where = sql.join(filters, sql` and `);
  const page = await rows<BusinessRow>(
    db,
    businessesQuery(where, sql`limit ${ADMIN_PAGE_SIZE} offset ${input.pageIndex * ADMIN_PAGE_SIZE}`),
  );
  const [total] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from admin.accounts a
        where a.user_type = 'business' and a.deleted_at is null and ${where}`,
  );
  return { businesses: page.map(toBusiness), count: total?.count ?? 0 };
}

export async function getBusiness({ db }: AdminContext, raw: adminRpc.AccountRef): Promise<adminRpc.Business> {
  if (!z.uuid().safeParse(raw.userId).success) notFound('business');
  const [row] = await rows<BusinessRow>(db, businessesQuery(sql`a.user_id = ${raw.userId}`, sql``));
  return row ? toBusiness(row) : notFound('business');
}
