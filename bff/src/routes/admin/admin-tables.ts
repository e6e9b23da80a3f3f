import { adminActions } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { sessionOf } from '../../plugins/auth.js';
import { idParam, messageBody, pageQuery } from './admin-fields.js';
import { categoryNames } from './category-names.js';

const card = z.object({ value: z.number(), growth: z.number() });
const dashboard = z.object({
  cards: z.object({
    totalBusinesses: card,
    totalCustomers: card,
    totalJobsPosted: card,
    totalJobsCompleted: card,
  }),
  /** Subscriptions receiving leads now, and what settled since the UK month began (pence, VAT included). */
  billing: z.object({ activeSubscriptions: z.number(), revenueThisMonthPence: z.number() }),
  charts: z.object({
    jobsPostedPerDay: z.array(z.object({ date: z.string(), count: z.number() })),
    quotedShare: z.array(z.object({ date: z.string(), share: z.number() })),
    medianMinutesToFirstQuote: z.array(z.object({ date: z.string(), minutes: z.number().nullable() })),
    leadsPerJob: z.array(z.object({ date: z.string(), average: z.number() })),
  }),
});

const adminJob = z.object({
  id: z.string(),
  jobNumber: z.string(),
  type: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  isActive: z.boolean(),
  workCategory: z.string(),
  service: z.string(),
  location: z.string(),
  propertyType: z.string(),
  targetTime: z.string(),
  leadsReceived: z.number(),
  quotedBusinesses: z.number(),
  completedBy: z.string().nullable(),
  createdAt: z.string(),
  leadBusinesses: z.array(z.string()),
});

const contactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  receivedAt: z.string(),
  isRead: z.boolean(),
});

const auditEntry = z.object({
  id: z.string(),
  adminId: z.string(),
  adminName: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.string(),
  at: z.string(),
});

const when = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], 'from and to must be dates (YYYY-MM-DD) or ISO times')
  .optional()
  .default('');
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Admin → Dashboard, Jobs (the table), contact messages and the audit log: all from the admin read models. */
export const adminTableRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.get(
    '/admin/dashboard',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'The four cards (growth against the previous month) and 30 days of charts',
        response: { 200: dashboard, ...errors },
      },
    },
    async () => {
      const d = await clients.admin.getDashboard({});
      const card = (c: { value: number; growth: number } | undefined) => ({
        value: c?.value ?? 0,
        growth: c?.growth ?? 0,
      });
      return {
        cards: {
          totalBusinesses: card(d.totalBusinesses),
          totalCustomers: card(d.totalCustomers),
          totalJobsPosted: card(d.totalJobsPosted),
          totalJobsCompleted: card(d.totalJobsCompleted),
        },
        billing: {
          activeSubscriptions: d.activeSubscriptions ?? 0,
          revenueThisMonthPence: d.revenueThisMonthPence ?? 0,
        },
        charts: {
          jobsPostedPerDay: d.jobsPostedPerDay,
          quotedShare: d.quotedShare,
          medianMinutesToFirstQuote: d.medianMinutesToFirstQuote.map((m) => ({
            date: m.date,
            minutes: m.minutes ?? null,
          })),
          leadsPerJob: d.leadsPerJob,
        },
      };
    },
  );

  app.get(
    '/admin/jobs',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Jobs, 10 a page, newest first (search: title or job number)',
        querystring: pageQuery.extend({
          search: z.string().max(100, 'search is at most 100 characters').optional().default(''),
        }),
        response: { 200: z.object({ jobs: z.array(adminJob), jobsCount: z.number() }), ...errors },
      },
    },
    async (request) => {
      const [page, name] = await Promise.all([clients.admin.listJobs(request.query), categoryNames(clients)]);
      return {
        jobs: page.jobs.map((j) => ({
          id: j.id,
          jobNumber: j.jobNumber,
          type: j.type,
          user: { id: j.customerId, name: j.customerName },
          title: j.title,
          description: j.description,
          status: j.status,
          isActive: j.isActive,
          workCategory: name(j.workCategoryId),
          service: j.serviceName || 'N/A',
          location: j.location,
          propertyType: j.propertyType,
          targetTime: j.targetTime,
          leadsReceived: j.leadsReceived,
          quotedBusinesses: j.quotedBusinesses,
          completedBy: j.completedBy ?? null,
          createdAt: j.createdAt,
          leadBusinesses: j.leadBusinesses,
        })),
        jobsCount: page.count,
      };
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Messages from the contact form, newest first',
        querystring: pageQuery,
        response: { 200: z.object({ contactMessages: z.array(contactMessage), count: z.number() }), ...errors },
      },
    },
    async (request) => {
      const page = await clients.admin.listContactMessages(request.query);
      return {
        contactMessages: page.contactMessages.map((m) => ({ ...m, phone: m.phone ?? null })),
        count: page.count,
      };
    },
  );

  app.put(
    '/admin/contact-message/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message read or unread',
        params: idParam('No such contact message'),
        body: z.object({ isRead: z.boolean('isRead must be true or false') }),
        response: { 200: z.object({ contactMessage }), ...errors },
      },
    },
    async (request) => {
      const m = await clients.admin.markContactMessage({
        adminId: sessionOf(request).user.id,
        contactMessageId: request.params.id,
        isRead: request.body.isRead,
      });
      return { contactMessage: { ...m, phone: m.phone ?? null } };
    },
  );

  app.post(
    '/admin/contact-message/:id/reply',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Answer a contact message by e-mail',
        params: idParam('No such contact message'),
        body: z.object({ message: z.string('Reply is required').max(5000, 'Reply must be at most 5000 characters') }),
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      await clients.admin.replyToContactMessage({
        adminId: sessionOf(request).user.id,
        contactMessageId: request.params.id,
        message: request.body.message,
      });
      return { message: 'Reply sent' };
    },
  );

  app.get(
    '/admin/audit-log',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'What admins did, newest first; by action, admin and time',
        querystring: pageQuery.extend({
          action: z
            .union([z.literal(''), z.enum(adminActions)], `action must be one of ${adminActions.join(', ')}`)
            .optional()
            .default(''),
          adminId: z
            .union([z.literal(''), z.uuid('adminId must be an id')])
            .optional()
            .default(''),
          from: when,
          to: when,
        }),
        response: { 200: z.object({ entries: z.array(auditEntry), count: z.number() }), ...errors },
      },
    },
    async (request) => {
      const page = await clients.admin.listAuditLog(request.query);
      return {
        entries: page.entries.map((e) => ({
          id: e.id,
          adminId: e.adminId,
          adminName: e.adminName,
          action: e.action,
          target: e.targetId ? `${e.targetType} ${e.targetId}` : e.targetType,
          detail: e.detail,
          at: e.at,
        })),
        count: page.count,
      };
    },
  );
};
