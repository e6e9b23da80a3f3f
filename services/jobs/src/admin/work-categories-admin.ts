import {
  AdminActionRecorded,
  adminAction,
  type jobsRpc,
  RESPONSE_CAP_MAX,
  responseCapMessage,
  WorkCategoriesChanged,
} from '@localpros/contracts';
import { type EventRecorder, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { workCategories, workServices } from '../schema.js';

export const ADMIN_PAGE_SIZE = 10;
export const CATEGORY_NAME_TAKEN = 'A work category with this name already exists';
export const SERVICE_NAME_TAKEN = 'This work category already has a service with this name';
const CATEGORY_NOT_FOUND = 'Work category not found';
const SERVICE_NOT_FOUND = 'Service not found';

const name = (what: string) =>
  z.string().trim().min(1, `${what} is required`).max(60, `${what} must be 60 characters or fewer`);
const categoryName = name('Category name');
const serviceName = name('Service name');
const pageRequest = z.object({ pageIndex: z.number().int().min(0).max(100_000) });
const categoryRequest = z.object({ adminId: z.uuid(), workCategoryId: z.uuid(CATEGORY_NOT_FOUND) });
const serviceRequest = z.object({ adminId: z.uuid(), serviceId: z.uuid(SERVICE_NOT_FOUND) });

type CategoryRow = typeof workCategories.$inferSelect;
type ServiceRow = typeof workServices.$inferSelect;

const liveCategory = (id: string) => and(eq(workCategories.id, id), isNull(workCategories.deletedAt));
const liveService = (id: string) => and(eq(workServices.id, id), isNull(workServices.deletedAt));

/** Names compare case-insensitively; a unique index on lower(name) backs this check up under a race. */
const sameName = (column: typeof workCategories.name | typeof workServices.name, value: string) =>
  sql`lower(${column}) = lower(${value})`;

function mapUniqueViolation(message: string) {
  return (error: unknown): never => {
    const text = String((error as { cause?: unknown })?.cause ?? error);
    if (text.includes('_name_unique')) throw RpcError.alreadyExists(message);
    throw error;
  };
}

type Change = 'added' | 'renamed' | 'activated' | 'deactivated' | 'deleted';

/**
 * Announces the change (WorkCategoriesChanged: caches and the admin's read model follow) and
 * records it for the audit log, in the change's own transaction: `service "Deep clean" renamed to
 * "Deep cleaning"` (names of categories and services are not personal data).
 */
async function recordChange(
  events: EventRecorder,
  adminId: string,
  target: { workCategoryId: string; serviceId: string | null },
  change: Change,
  what: string,
  renamedTo?: string,
) {
  const changedAt = new Date().toISOString();
  await events.record(WorkCategoriesChanged, { ...target, change, changedAt });
  const audited = target.serviceId
    ? { type: 'work_service', id: target.serviceId }
    : { type: 'work_category', id: target.workCategoryId };
  await events.record(
    AdminActionRecorded,
    adminAction(adminId, 'work_category_changed', audited, `${what} ${change}${renamedTo ? ` to "${renamedTo}"` : ''}`),
  );
}

/** The audit's words for a cap: a number, or "no cap" for 0. */
const capWords = (cap: number) => (cap === 0 ? 'no cap' : String(cap));

/**
 * A new cap is audited only: the public list of categories does not show it, so caches need not
 * hear of it (no WorkCategoriesChanged), and matching learns it from each job's JobPosted.
 */
const recordCapChange = (events: EventRecorder, adminId: string, before: CategoryRow, after: CategoryRow) =>
  events.record(
    AdminActionRecorded,
    adminAction(
      adminId,
      'work_category_changed',
      { type: 'work_category', id: after.id },
      `${categoryNamed(after)} response cap changed from ${capWords(before.responseCap)} to ${capWords(after.responseCap)}`,
    ),
  );

const categoryNamed = (row: CategoryRow) => `category "${row.name}"`;
const serviceNamed = (row: ServiceRow) => `service "${row.name}"`;

const toCategoryMessage = (row: CategoryRow): jobsRpc.AdminWorkCategory => ({
  id: row.id,
  name: row.name,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  responseCap: row.responseCap,
});

const toServiceMessage = (row: ServiceRow): jobsRpc.AdminWorkService => ({
  id: row.id,
  workCategoryId: row.categoryId,
  name: row.name,
  isActive: row.isActive,
});

/** Every category not deleted, active or not, by name, a page of 10. */
export async function adminListWorkCategories(
  { db }: JobsContext,
  raw: jobsRpc.AdminPageRequest,
): Promise<jobsRpc.AdminWorkCategoriesResponse> {
  const { pageIndex } = parseOrInvalid(pageRequest, raw);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(workCategories)
      .where(isNull(workCategories.deletedAt))
      .orderBy(asc(sql`lower(${workCategories.name})`), asc(workCategories.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(pageIndex * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(workCategories).where(isNull(workCategories.deletedAt)),
  ]);
  return { workCategories: rows.map(toCategoryMessage), count: total?.n ?? 0 };
}

export async function addWorkCategory(
  { outbox }: JobsContext,
  raw: jobsRpc.AddWorkCategoryRequest,
): Promise<jobsRpc.AdminWorkCategoryResponse> {
  const input = parseOrInvalid(z.object({ adminId: z.uuid(), name: categoryName }), raw);
  return outbox
    .transaction(async (tx, events) => {
      const [taken] = await tx
        .select({ id: workCategories.id })
        .from(workCategories)
        .where(and(sameName(workCategories.name, input.name), isNull(workCategories.deletedAt)));
      if (taken) throw RpcError.alreadyExists(CATEGORY_NAME_TAKEN);
      const [row] = await tx.insert(workCategories).values({ name: input.name }).returning();
      if (!row) throw new Error('insert returned no category');
      await recordChange(
        events,
        input.adminId,
        { workCategoryId: row.id, serviceId: null },
        'added',
        categoryNamed(row),
      );
      return { workCategory: toCategoryMessage(row) };
    })
    .catch(mapUniqueViolation(CATEGORY_NAME_TAKEN));
}

const updateCategoryRequest = categoryRequest.extend({
  isActive: z.boolean().optional(),
  responseCap: z
    .number(responseCapMessage)
    .int(responseCapMessage)
    .min(0, responseCapMessage)
    .max(RESPONSE_CAP_MAX, responseCapMessage)
    .optional(),
});

/**
 * Activates or deactivates a category and/or sets its cap on responses per job. The cap is copied
 * onto each job when it is posted (JobPosted carries it to matching), so a change applies to jobs
 * posted after it; jobs already posted keep the cap they were posted with.
 */
export async function updateWorkCategory(
  { outbox }: JobsContext,
  raw: jobsRpc.UpdateWorkCategoryRequest,
): Promise<jobsRpc.AdminWorkCategoryResponse> {
  const input = parseOrInvalid(updateCategoryRequest, raw);
  if (input.isActive === undefined && input.responseCap === undefined) {
    throw RpcError.invalidArgument('Nothing to change: send is_active or responseCap');
  }
  return outbox.transaction(async (tx, events) => {
    const [current] = await tx.select().from(workCategories).where(liveCategory(input.workCategoryId)).for('update');
    if (!current) throw RpcError.notFound(CATEGORY_NOT_FOUND);
    const [row] = await tx
      .update(workCategories)
      .set({ isActive: input.isActive ?? current.isActive, responseCap: input.responseCap ?? current.responseCap })
      .where(eq(workCategories.id, current.id))
      .returning();
    if (!row) throw new Error('the locked category is gone');
    const target = { workCategoryId: row.id, serviceId: null };
    if (row.isActive !== current.isActive) {
      await recordChange(events, input.adminId, target, row.isActive ? 'activated' : 'deactivated', categoryNamed(row));
    }
    if (row.responseCap !== current.responseCap) await recordCapChange(events, input.adminId, current, row);
    return { workCategory: toCategoryMessage(row) };
  });
}

/** Soft delete, with its services: jobs and business profiles naming them keep reading the same. */
export async function deleteWorkCategory(
  { outbox }: JobsContext,
  raw: jobsRpc.AdminWorkCategoryRequest,
): Promise<jobsRpc.AdminWorkCategoryResponse> {
  const input = parseOrInvalid(categoryRequest, raw);
  return outbox.transaction(async (tx, events) => {
    const [row] = await tx
      .update(workCategories)
      .set({ deletedAt: sql`now()`, isActive: false })
      .where(liveCategory(input.workCategoryId))
      .returning();
    if (!row) throw RpcError.notFound(CATEGORY_NOT_FOUND);
    await tx
      .update(workServices)
      .set({ deletedAt: sql`now()`, isActive: false })
      .where(and(eq(workServices.categoryId, row.id), isNull(workServices.deletedAt)));
    await recordChange(
      events,
      input.adminId,
      { workCategoryId: row.id, serviceId: null },
      'deleted',
      categoryNamed(row),
    );
    return { workCategory: toCategoryMessage(row) };
  });
}

export async function listCategoryServices(
  { db }: JobsContext,
  raw: jobsRpc.AdminWorkCategoryRequest,
): Promise<jobsRpc.AdminWorkServicesResponse> {
  const input = parseOrInvalid(categoryRequest, raw);
  const [category] = await db
    .select({ id: workCategories.id })
    .from(workCategories)
    .where(liveCategory(input.workCategoryId));
  if (!category) throw RpcError.notFound(CATEGORY_NOT_FOUND);
  const rows = await db
    .select()
    .from(workServices)
    .where(and(eq(workServices.categoryId, category.id), isNull(workServices.deletedAt)))
    .orderBy(asc(sql`lower(${workServices.name})`), asc(workServices.id));
  return { services: rows.map(toServiceMessage) };
}

async function assertServiceNameFree(tx: Tx, categoryId: string, value: string, except?: string) {
  const [taken] = await tx
    .select({ id: workServices.id })
    .from(workServices)
    .where(
      and(
        eq(workServices.categoryId, categoryId),
        sameName(workServices.name, value),
        isNull(workServices.deletedAt),
        except ? ne(workServices.id, except) : undefined,
      ),
    );
  if (taken) throw RpcError.alreadyExists(SERVICE_NAME_TAKEN);
}

export async function addWorkService(
  { outbox }: JobsContext,
  raw: jobsRpc.AddWorkServiceRequest,
): Promise<jobsRpc.AdminWorkServiceResponse> {
  const input = parseOrInvalid(categoryRequest.extend({ name: serviceName }), raw);
  return outbox
    .transaction(async (tx, events) => {
      const [category] = await tx
        .select({ id: workCategories.id })
        .from(workCategories)
        .where(liveCategory(input.workCategoryId))
        .for('update');
      if (!category) throw RpcError.notFound(CATEGORY_NOT_FOUND);
      await assertServiceNameFree(tx, category.id, input.name);
      const [row] = await tx.insert(workServices).values({ categoryId: category.id, name: input.name }).returning();
      if (!row) throw new Error('insert returned no service');
      await recordChange(
        events,
        input.adminId,
        { workCategoryId: category.id, serviceId: row.id },
        'added',
        serviceNamed(row),
      );
      return { service: toServiceMessage(row) };
    })
    .catch(mapUniqueViolation(SERVICE_NAME_TAKEN));
}

/** Renames and/or (de)activates a service. Jobs already posted keep the name they were posted with. */
export async function updateWorkService(
  { outbox }: JobsContext,
  raw: jobsRpc.UpdateWorkServiceRequest,
): Promise<jobsRpc.AdminWorkServiceResponse> {
  const input = parseOrInvalid(
    serviceRequest.extend({ name: serviceName.optional(), isActive: z.boolean().optional() }),
    raw,
  );
  if (input.name === undefined && input.isActive === undefined) {
    throw RpcError.invalidArgument('Nothing to change: send a name or is_active');
  }
  return outbox
    .transaction(async (tx, events) => {
      const [current] = await tx.select().from(workServices).where(liveService(input.serviceId)).for('update');
      if (!current) throw RpcError.notFound(SERVICE_NOT_FOUND);
      if (input.name !== undefined) await assertServiceNameFree(tx, current.categoryId, input.name, current.id);
      const [row] = await tx
        .update(workServices)
        .set({ name: input.name ?? current.name, isActive: input.isActive ?? current.isActive })
        .where(eq(workServices.id, current.id))
        .returning();
      if (!row) throw new Error('the locked service is gone');
      const target = { workCategoryId: row.categoryId, serviceId: row.id };
      if (row.name !== current.name) {
        await recordChange(events, input.adminId, target, 'renamed', serviceNamed(current), row.name);
      }
      if (row.isActive !== current.isActive) {
        await recordChange(
          events,
          input.adminId,
          target,
          row.isActive ? 'activated' : 'deactivated',
          serviceNamed(row),
        );
      }
      return { service: toServiceMessage(row) };
    })
    .catch(mapUniqueViolation(SERVICE_NAME_TAKEN));
}

export async function deleteWorkService(
  { outbox }: JobsContext,
  raw: jobsRpc.AdminWorkServiceRequest,
): Promise<jobsRpc.AdminWorkServiceResponse> {
  const input = parseOrInvalid(serviceRequest, raw);
  return outbox.transaction(async (tx, events) => {
    const [row] = await tx
      .update(workServices)
      .set({ deletedAt: sql`now()`, isActive: false })
      .where(liveService(input.serviceId))
      .returning();
    if (!row) throw RpcError.notFound(SERVICE_NOT_FOUND);
    await recordChange(
      events,
      input.adminId,
      { workCategoryId: row.categoryId, serviceId: row.id },
      'deleted',
      serviceNamed(row),
    );
    return { service: toServiceMessage(row) };
  });
}
