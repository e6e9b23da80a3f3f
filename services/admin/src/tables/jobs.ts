import type { adminRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminContext } from '../context.js';
import { ADMIN_PAGE_SIZE, contains, iso, pageIndexField, rows, searchField } from './paging.js';

const request = z.object({ pageIndex: pageIndexField, search: searchField });

interface JobRow {
  job_id: string;
  job_number: string | null;
  type: string;
  customer_id: string;
  first_name: string | null;
  last_name: string | null;
  title: string;
  description: string;
  status: string;
  is_active: boolean;
  work_category_id: string | null;
  service_name: string | null;
  location: string | null;
  property_type: string | null;
  target_time: string | null;
  posted_at: string;
  leads_received: number;
  quoted_businesses: number;
  completed_by: string | null;
  lead_businesses: string[] | null;
}

/** The Jobs table: every posted job not deleted, newest first, with its leads and quotes counted. */
export async function listJobs(
  { db }: AdminContext,
  raw: adminRpc.ListJobsRequest,
): Promise<adminRpc.ListJobsResponse> {
  const input = parseOrInvalid(request, raw);
  const where = input.search
    ? sql`(${contains(sql`j.title`, input.search)} or ${contains(sql`coalesce(j.job_number, '')`, input.search)})`
    : sql`true`;
  const page = await rows<JobRow>(
    db,
    sql`
      select j.job_id, j.job_number, j.type, j.customer_id, c.first_name, c.last_name, j.title, j.description,
        j.status, j.is_active, j.work_category_id, j.service_name, j.location, j.property_type, j.target_time,
        j.posted_at,
        (select coalesce(sum(cardinality(l.business_ids)), 0) from admin.lead_batches l
          where l.job_id = j.job_id)::int as leads_received,
        (select count(distinct q.business_id) from admin.quotes q where q.job_id = j.job_id)::int as quoted_businesses,
        b.business_name as completed_by,
        (select array_agg(coalesce(lb.business_name, 'Unknown') order by l.created_at, lb.business_name)
          from admin.lead_batches l cross join unnest(l.business_ids) as t(business_id)
          left join admin.accounts lb on lb.user_id = t.business_id
          where l.job_id = j.job_id) as lead_businesses
      from admin.jobs j
      left join admin.accounts c on c.user_id = j.customer_id
      left join admin.accounts b on b.user_id = j.business_id and j.status = 'finished'
      where j.posted_at is not null and j.deleted_at is null and ${where}
      order by j.posted_at desc, j.job_id
      limit ${ADMIN_PAGE_SIZE} offset ${input.pageIndex * ADMIN_PAGE_SIZE}`,
  );
  const [total] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from admin.jobs j where j.posted_at is not null and j.deleted_at is null and ${where}`,
  );
  return {
    jobs: page.map((row) => ({
      id: row.job_id,
      jobNumber: row.job_number ?? '',
      type: row.type,
      customerId: row.customer_id,
      customerName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
      title: row.title,
      description: row.description,
      status: row.status,
      isActive: row.is_active,
      workCategoryId: row.work_category_id ?? '',
      serviceName: row.service_name ?? '',
      location: row.location ?? '',
      propertyType: row.property_type ?? '',
      targetTime: row.target_time ?? '',
      leadsReceived: row.leads_received,
      quotedBusinesses: row.quoted_businesses,
      completedBy: row.completed_by ?? undefined,
      createdAt: iso(row.posted_at),
      leadBusinesses: row.lead_businesses ?? [],
    })),
    count: total?.count ?? 0,
  };
}
