import {
  type adminRpc,
  billingPackages,
  type identityRpc,
  leadReceivingStatuses,
  packageIds,
  type SubscriptionStatus,
} from '@localpros/contracts';
import { GrpcStatus, RpcError } from '@localpros/kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { HttpError } from '../../http/http-error.js';
import { sessionOf } from '../../plugins/auth.js';
import { idParam, isActiveField, messageBody, pageQuery } from './admin-fields.js';
import { categoryNames } from './category-names.js';

const customer = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  postedJobs: z.number(),
  completedJobs: z.number(),
  cancelledJobs: z.number(),
  createdAt: z.string(),
  /** Bad-lead reports upheld against the customer: more than 0 flags the account. */
  upheldLeadReports: z.number(),
});

const business = z.object({
  id: z.string(),
  businessName: z.string(),
  userName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  location: z.string(),
  categories: z.array(z.string()),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  leadsCount: z.number(),
  quotedJobs: z.number(),
  finishedJobs: z.number(),
  cancelledJobs: z.number(),
  createdAt: z.string(),
  subscriptionType: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  companyNumber: z.string().nullable(),
  documentsCount: z.number(),
});

/**
 * The package a business pays for now ('Standard', 'Premium'), or null when it has no subscription
 * that receives leads (never subscribed, first payment not made, lapsed, cancelled).
 */
function subscriptionType(b: adminRpc.Business): string | null {
  const id = packageIds.find((p) => p === b.subscriptionPackage);
  const current = leadReceivingStatuses.includes(b.subscriptionStatus as SubscriptionStatus);
  return id && current ? billingPackages[id].name : null;
}

const search = (label: string) => z.string().max(100, `${label} is at most 100 characters`).optional().default('');
const customerEdit = z.union(
  [
    z.object({ is_active: isActiveField }).strict(),
    z
      .object({
        name: z.string().max(121).optional(),
        firstName: z.string().max(60).optional(),
        lastName: z.string().max(60).optional(),
      })
      .strict()
      .refine((v) => v.name !== undefined || v.firstName !== undefined || v.lastName !== undefined, {
        message: 'Give is_active, or a name, first name or last name',
      }),
  ],
  'Give is_active (0 or 1), or a name, first name or last name',
);
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** A read model's row, or undefined while the account's events are still on their way to it. */
async function orNotYet<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof RpcError && error.code === GrpcStatus.NOT_FOUND) return undefined;
    throw error;
  }
}

const newCustomer = (user: identityRpc.User): adminRpc.Customer => ({
  id: user.id,
  name: '',
  firstName: '',
  lastName: '',
  email: user.email,
  mobileNumber: user.mobileNumber,
  isVerified: user.emailVerified,
  isActive: user.isActive,
  postedJobs: 0,
  completedJobs: 0,
  cancelledJobs: 0,
  createdAt: user.createdAt,
  upheldLeadReports: 0,
});

const newBusiness = (user: identityRpc.User): adminRpc.Business => ({
  id: user.id,
  businessName: user.businessName,
  userName: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
  mobileNumber: user.mobileNumber,
  location: '',
  workCategoryId: '',
  serviceIds: [],
  isVerified: user.emailVerified,
  isActive: user.isActive,
  leadsCount: 0,
  quotedJobs: 0,
  finishedJobs: 0,
  cancelledJobs: 0,
  createdAt: user.createdAt,
  documentsCount: 0,
});

/** What identity answered a command with, in the Customers table's words. */
const fromIdentity = (user: identityRpc.User) => ({
  name: `${user.firstName} ${user.lastName}`.trim(),
  firstName: user.firstName,
  lastName: user.lastName,
  isActive: user.isActive,
  isVerified: user.emailVerified,
});

/** Admin → Customers and Businesses: tables from the admin read models, commands to identity. */
export const adminAccountRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const adminId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;
  const toBusiness = (name: (id: string) => string) => (b: adminRpc.Business) => ({
    id: b.id,
    businessName: b.businessName,
    userName: b.userName,
    email: b.email,
    mobileNumber: b.mobileNumber,
    location: b.location,
    categories: b.workCategoryId ? [name(b.workCategoryId)] : [],
    isVerified: b.isVerified,
    isActive: b.isActive,
    leadsCount: b.leadsCount,
    quotedJobs: b.quotedJobs,
    finishedJobs: b.finishedJobs,
    cancelledJobs: b.cancelledJobs,
    createdAt: b.createdAt,
    subscriptionType: subscriptionType(b),
    subscriptionStatus: b.subscriptionStatus ?? null,
    companyNumber: b.companyNumber ?? null,
    documentsCount: b.documentsCount,
  });

  app.get(
    '/admin/customers',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Customers, 10 a page, by name and e-mail',
        querystring: pageQuery.extend({ name: search('name'), email: search('email') }),
        response: { 200: z.object({ customers: z.array(customer), count: z.number() }), ...errors },
      },
    },
    async (request) => clients.admin.listCustomers(request.query),
  );

  app.put(
    '/admin/customer/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Edit a customer’s names, or activate/deactivate it',
        params: idParam('Customer not found'),
        body: customerEdit,
        response: { 200: z.object({ customer }), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { user } =
        'is_active' in body
          ? await clients.identity.setAccountActive({ adminId: adminId(request), userId: id, isActive: body.is_active })
          : await clients.identity.adminUpdateUser({
              adminId: adminId(request),
              userId: id,
              fullName: body.name,
              firstName: body.firstName,
              lastName: body.lastName,
            });
      // The counts from the read model; what just changed from identity (the read model follows by
      // event, and may not hold an account registered a moment ago yet: then it has no jobs).
      const row = await orNotYet(clients.admin.getCustomer({ userId: id }));
      if (!user) throw new HttpError(404, 'No such customer');
      return { customer: { ...(row ?? newCustomer(user)), ...fromIdentity(user) } };
    },
  );

  app.delete(
    '/admin/user/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Delete a customer or business (anonymised as a deleted account)',
        params: idParam('User not found'),
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      await clients.identity.adminDeleteUser({ adminId: adminId(request), userId: request.params.id });
      return { message: 'User Deleted Successfully' };
    },
  );

  app.post(
    '/admin/resend-verification-code/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Send an unverified customer or business a fresh verification code',
        params: idParam('User not found'),
        response: { 200: messageBody, 409: errorBody, ...errors },
      },
    },
    async (request) => {
      await clients.identity.adminResendVerification({ adminId: adminId(request), userId: request.params.id });
      return { message: 'Verification email sent successfully' };
    },
  );

  app.get(
    '/admin/businesses',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Businesses, 10 a page, by business name and e-mail',
        querystring: pageQuery.extend({ businessName: search('businessName'), businessEmail: search('businessEmail') }),
        response: { 200: z.object({ businesses: z.array(business), businessCount: z.number() }), ...errors },
      },
    },
    async (request) => {
      const [page, name] = await Promise.all([clients.admin.listBusinesses(request.query), categoryNames(clients)]);
      return { businesses: page.businesses.map(toBusiness(name)), businessCount: page.count };
    },
  );

  app.put(
    '/admin/business/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a business (deactivated: no sign-in, no leads)',
        params: idParam('Business not found'),
        body: z.object({ is_active: isActiveField }),
        response: { 200: z.object({ business }), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { user } = await clients.identity.setAccountActive({
        adminId: adminId(request),
        userId: id,
        isActive: request.body.is_active,
      });
      const [row, name] = await Promise.all([
        orNotYet(clients.admin.getBusiness({ userId: id })),
        categoryNames(clients),
      ]);
      if (!user) throw new HttpError(404, 'No such business');
      // Not in the read model yet (registered a moment ago): the business as identity knows it.
      const business = toBusiness(name)(row ?? newBusiness(user));
      return { business: { ...business, isActive: user.isActive, isVerified: user.emailVerified } };
    },
  );

  app.post(
    '/admin/business/:id/verify',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Verify a business at once, without its e-mailed code',
        description:
          'One click in the Businesses table: the business counts as verified from now on and the code it was e-mailed stops working. Audited. 409 when the business is already verified; 400 for a customer.',
        params: idParam('Business not found'),
        response: { 200: messageBody, 409: errorBody, ...errors },
      },
    },
    async (request) => {
      await clients.identity.adminVerifyBusiness({ adminId: adminId(request), userId: request.params.id });
      return { message: 'Verification successful' };
    },
  );
};
