import { RESPONSE_CAP_MAX, responseCapMessage } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { sessionOf } from '../../plugins/auth.js';
import type { ReferenceChanges } from '../../reference/reference-changes.js';
import { idParam, isActiveField, messageBody, pageQuery } from './admin-fields.js';

/** The counts are of businesses whose main category it is (deleted ones not counted). */
const adminWorkCategory = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  /** At most this many businesses may respond to one job of the category; 0: no cap. */
  responseCap: z.number().int(),
  businesses: z.number(),
  activeBusinesses: z.number(),
  inactiveBusinesses: z.number(),
});

const adminService = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  activeBusinesses: z.number(),
  inactiveBusinesses: z.number(),
});

const name = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be 60 characters or fewer`);

/** The cap on responses per job: a whole number from 0 (no cap) to 50, or a 400 saying so. */
const responseCapField = z
  .number(responseCapMessage)
  .int(responseCapMessage)
  .min(0, responseCapMessage)
  .max(RESPONSE_CAP_MAX, responseCapMessage);

const categoryParam = idParam('Work category not found');
const serviceParam = idParam('Service not found');
const refused = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Admin → Work Categories and each category's services. Jobs owns them; matching counts the
 * businesses. Each change reloads this BFF's public copy of the list before answering.
 */
export const adminWorkCategoryRoutes: FastifyPluginAsyncZod<{
  clients: ServiceClients;
  changes: ReferenceChanges;
}> = async (app, { clients, changes }) => {
  const { jobs, matching } = clients;

  async function withBusinessCounts(
    categories: { id: string; name: string; isActive: boolean; responseCap: number }[],
  ) {
    const { workCategories: counts } = categories.length
      ? await matching.countBusinesses({ workCategoryIds: categories.map((c) => c.id), serviceIds: [] })
      : { workCategories: [] };
    return categories.map(({ id, name, isActive, responseCap }) => {
      const count = counts.find((c) => c.id === id);
      const activeBusinesses = count?.active ?? 0;
      const inactiveBusinesses = count?.inactive ?? 0;
      return {
        id,
        name,
        isActive,
        responseCap,
        businesses: activeBusinesses + inactiveBusinesses,
        activeBusinesses,
        inactiveBusinesses,
      };
    });
  }

  async function withServiceBusinessCounts(services: { id: string; name: string; isActive: boolean }[]) {
    const { services: counts } = services.length
      ? await matching.countBusinesses({ workCategoryIds: [], serviceIds: services.map((s) => s.id) })
      : { services: [] };
    return services.map(({ id, name, isActive }) => {
      const count = counts.find((c) => c.id === id);
      return { id, name, isActive, activeBusinesses: count?.active ?? 0, inactiveBusinesses: count?.inactive ?? 0 };
    });
  }

  const changed = () => changes.workCategoriesChanged();
  const one = async <T>(views: Promise<T[]>): Promise<T> => {
    const [view] = await views;
    if (!view) throw new Error('no view for the row jobs answered');
    return view;
  };
  const adminId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  app.get(
    '/admin/work-categories',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Work categories (active and inactive) by name, 10 a page, with their active and inactive businesses',
        querystring: pageQuery,
        response: {
          200: z.object({ workCategories: z.array(adminWorkCategory), categoryCount: z.number() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => {
      const { workCategories, count } = await jobs.adminListWorkCategories({ pageIndex: request.query.pageIndex });
      return { workCategories: await withBusinessCounts(workCategories), categoryCount: count };
    },
  );

  app.post(
    '/admin/work-category',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Add a work category (names are unique, whatever their case)',
        body: z.object({ name: name('Category name') }),
        response: {
          201: z.object({ workCategory: adminWorkCategory, message: z.string() }),
          ...refused,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { workCategory } = await jobs.addWorkCategory({ adminId: adminId(request), name: request.body.name });
      if (!workCategory) throw new Error('jobs answered without a category');
      await changed();
      const view = await one(withBusinessCounts([workCategory]));
      return reply.code(201).send({ workCategory: view, message: 'Work Category added successfully' });
    },
  );

  app.put(
    '/admin/work-category/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary:
          'Activate or deactivate a work category (an inactive one cannot be chosen for new jobs or profiles) ' +
          'and/or set responseCap, how many businesses may respond to one of its jobs (0: no cap; ' +
          'jobs posted after the change get the new cap)',
        params: categoryParam,
        body: z
          .object({ is_active: isActiveField.optional(), responseCap: responseCapField.optional() })
          .refine((v) => v.is_active !== undefined || v.responseCap !== undefined, 'Send is_active or responseCap'),
        response: { 200: z.object({ workCategory: adminWorkCategory }), ...refused },
      },
    },
    async (request) => {
      const { workCategory } = await jobs.updateWorkCategory({
        adminId: adminId(request),
        workCategoryId: request.params.id,
        isActive: request.body.is_active,
        responseCap: request.body.responseCap,
      });
      if (!workCategory) throw new Error('jobs answered without a category');
      await changed();
      const view = await one(withBusinessCounts([workCategory]));
      return { workCategory: view };
    },
  );

  app.delete(
    '/admin/work-category/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Delete a work category and its services (existing jobs keep their names)',
        params: categoryParam,
        response: { 200: messageBody, ...refused },
      },
    },
    async (request) => {
      await jobs.deleteWorkCategory({ adminId: adminId(request), workCategoryId: request.params.id });
      await changed();
      return { message: 'Work Category Deleted Successfully' };
    },
  );

  app.get(
    '/admin/work-category/:id/services',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: "A category's services (active and inactive) with their businesses",
        params: categoryParam,
        response: { 200: z.object({ services: z.array(adminService) }), ...refused },
      },
    },
    async (request) => {
      const { services } = await jobs.listCategoryServices({
        adminId: adminId(request),
        workCategoryId: request.params.id,
      });
      return { services: await withServiceBusinessCounts(services) };
    },
  );

  app.post(
    '/admin/work-category/:id/services',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Add a service to a category (unique within it, whatever the case)',
        params: categoryParam,
        body: z.object({ name: name('Service name') }),
        response: { 201: z.object({ service: adminService, message: z.string() }), ...refused, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { service } = await jobs.addWorkService({
        adminId: adminId(request),
        workCategoryId: request.params.id,
        name: request.body.name,
      });
      if (!service) throw new Error('jobs answered without a service');
      await changed();
      const view = await one(withServiceBusinessCounts([service]));
      return reply.code(201).send({ service: view, message: 'Service added successfully' });
    },
  );

  app.put(
    '/admin/service/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Rename a service and/or activate or deactivate it',
        params: serviceParam,
        body: z
          .object({ name: name('Service name').optional(), is_active: isActiveField.optional() })
          .refine((v) => v.name !== undefined || v.is_active !== undefined, 'Send a name or is_active'),
        response: { 200: z.object({ service: adminService }), ...refused, 409: errorBody },
      },
    },
    async (request) => {
      const { service } = await jobs.updateWorkService({
        adminId: adminId(request),
        serviceId: request.params.id,
        name: request.body.name,
        isActive: request.body.is_active,
      });
      if (!service) throw new Error('jobs answered without a service');
      await changed();
      const view = await one(withServiceBusinessCounts([service]));
      return { service: view };
    },
  );

  app.delete(
    '/admin/service/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Delete a service (existing jobs keep its name)',
        params: serviceParam,
        response: { 200: messageBody, ...refused },
      },
    },
    async (request) => {
      await jobs.deleteWorkService({ adminId: adminId(request), serviceId: request.params.id });
      await changed();
      return { message: 'Service deleted successfully' };
    },
  );
};
