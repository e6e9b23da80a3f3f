import type { jobsRpc } from '@localpros/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { JobsContext } from '../context.js';
import { workCategories, workServices } from '../schema.js';

/** Active categories with their active services, both by name: what pickers and the home page show. */
export async function listWorkCategories({ db }: JobsContext): Promise<jobsRpc.ListWorkCategoriesResponse> {
  const rows = await db
    .select({
      categoryId: workCategories.id,
      categoryName: workCategories.name,
      serviceId: workServices.id,
      serviceName: workServices.name,
    })
    .from(workCategories)
    .leftJoin(
      workServices,
      and(
        eq(workServices.categoryId, workCategories.id),
        eq(workServices.isActive, true),
        isNull(workServices.deletedAt),
      ),
    )
    .where(and(eq(workCategories.isActive, true), isNull(workCategories.deletedAt)))
    .orderBy(asc(workCategories.name), asc(workServices.name));
  const byId = new Map<string, jobsRpc.WorkCategory>();
  for (const row of rows) {
    let category = byId.get(row.categoryId);
    if (!category) {
      category = { id: row.categoryId, name: row.categoryName, services: [] };
      byId.set(row.categoryId, category);
    }
    if (row.serviceId && row.serviceName) category.services.push({ id: row.serviceId, name: row.serviceName });
  }
  return { workCategories: [...byId.values()] };
}
