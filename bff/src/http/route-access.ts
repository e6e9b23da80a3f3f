import { IMPERSONATION_REFUSED_MESSAGE } from '@localpros/contracts';
import type { UserType } from './api-user.js';

/**
 * Who may call a route: anyone, any signed-in user, users of the listed types (an admin acting as
 * a user has that user's type), or a payment provider: no user, the body's signature checked by
 * billing (401 without a valid one).
 */
export type RouteRoles = 'public' | 'signed-in' | 'payment-provider' | readonly UserType[];

export interface RouteAccess {
  roles: RouteRoles;
  /** Whose data the route reaches and who checks it; the route-matrix test calls it with others' ids. */
  ownership?: string;
  /**
   * An admin acting as a user may look and navigate ('allowed', the default) but not do what the
   * user could not undo or what speaks for the user ('refused'); 'required' routes exist only
   * while impersonating.
   */
  impersonation?: 'allowed' | 'refused' | 'required';
}

/** `METHOD /api/path` as Fastify spells the path (`:id` for parameters). */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/** One message for the BFF's 403 and the services' PERMISSION_DENIED, so the web app shows one text. */
export const IMPERSONATION_REFUSED = IMPERSONATION_REFUSED_MESSAGE;
export const NOT_IMPERSONATING = 'You are not impersonating anyone';

/** Paths under /api that are not API operations: the OpenAPI document and its UI, public. */
export const unlistedApiPrefixes = ['/api/docs'] as const;

const customer = ['customer'] as const;
const business = ['business'] as const;
const admin = ['admin'] as const;
const refused = 'refused' as const;

/**
 * Every /api route, its roles and ownership: the one table the BFF guards from (plugins/route-access.ts)
 * and the route-matrix test checks. A route missing here stops the BFF from starting.
 */
export const routeAccess = {
  // Reference data and the platform badge.
  'GET /api/work-category': { roles: 'public' },
  'GET /api/locations': { roles: 'public' },
  'GET /api/platform': { roles: 'public' },
  'POST /api/customer/contact-us': { roles: 'public' },

  // Sign-up, verification, sign-in and forgotten passwords.
  'POST /api/auth/customer/register': { roles: 'public' },
  'POST /api/auth/business/register': { roles: 'public' },
  'POST /api/auth/verify/resend': { roles: 'public' },
  'POST /api/auth/verify/:code': { roles: 'public' },
  'POST /api/auth/login': { roles: 'public' },
  'POST /api/auth/admin/credentials/check': { roles: 'public' },
  'POST /api/auth/admin/login': { roles: 'public' },
  'POST /api/auth/security-code/:identifier/send': { roles: 'public' },
  'POST /api/auth/change-password': { roles: 'public' },
  'GET /api/user/is-email-registered/:email': { roles: 'public' },
  'GET /api/user/is-phone-registered/:phone': { roles: 'public' },
  'POST /api/job/register': { roles: 'public' },

  // The signed-in user's own session and account.
  'GET /api/auth/user': { roles: 'signed-in', ownership: 'the session user' },
  'POST /api/auth/logout': { roles: 'signed-in', ownership: 'the session' },
  'POST /api/auth/logout-all': { roles: 'signed-in', ownership: 'the session user', impersonation: refused },
  'POST /api/auth/update-password': { roles: 'signed-in', ownership: 'the session user', impersonation: refused },
  'POST /api/user': { roles: 'signed-in', ownership: 'the session user', impersonation: refused },
  'POST /api/user/deleteUserProfile': { roles: 'signed-in', ownership: 'the session user', impersonation: refused },
  'PUT /api/user/update-email': { roles: 'signed-in', ownership: 'the session user', impersonation: refused },
  'POST /api/user/confirm-update-email': {
    roles: 'signed-in',
    ownership: 'the session user',
    impersonation: refused,
  },
  'PUT /api/user/update-phone': { roles: 'signed-in', ownership: 'the session user', impersonation: refused },
  'POST /api/user/confirm-update-phone': {
    roles: 'signed-in',
    ownership: 'the session user',
    impersonation: refused,
  },
  'DELETE /api/user': { roles: 'signed-in', ownership: 'the session user', impersonation: refused },
  'GET /api/notifications/settings': { roles: 'signed-in', ownership: 'the session user' },
  'PUT /api/notifications/settings': { roles: 'signed-in', ownership: 'the session user', impersonation: refused },

  // Pictures and public business pages.
  'GET /api/user/avatar/:imageId': { roles: 'public' },
  'GET /api/user/avatar/:imageId/:width': { roles: 'public' },
  'GET /api/business/logo/:imageId': { roles: 'public' },
  'GET /api/business/logo/:imageId/:width': { roles: 'public' },
  'GET /api/business/:id': { roles: 'public' },
  'GET /api/business/:id/reviews': { roles: 'public' },

  // The service landing pages' public data.
  'GET /api/public/services': { roles: 'public' },
  'GET /api/public/services/:serviceId/businesses': { roles: 'public' },
  'GET /api/public/services/:serviceId/prices': { roles: 'public' },
  // The home page's trust figures.
  'GET /api/public/marketplace-stats': { roles: 'public' },

  // The business's own profile (its contact details are the user's to change).
  'GET /api/business': { roles: business, ownership: 'the session business' },
  'POST /api/business': { roles: business, ownership: 'the session business', impersonation: refused },
  'POST /api/business/deleteLogo': { roles: business, ownership: 'the session business', impersonation: refused },

  // Jobs.
  'POST /api/job': { roles: customer, ownership: 'posted as the session customer', impersonation: refused },
  'GET /api/jobs': { roles: ['customer', 'business'], ownership: "the session user's jobs" },
  'POST /api/job/:id/update-status': {
    roles: ['customer', 'business'],
    ownership: "the job is the customer's, or the business's won job (jobs answers 404 otherwise)",
    impersonation: refused,
  },

  // Leads.
  'GET /api/business/leads': { roles: business, ownership: "the session business's leads" },
  'POST /api/lead/:id/interested': {
    roles: business,
    ownership: 'the lead belongs to the business (matching answers 404 otherwise)',
    impersonation: refused,
  },
  'POST /api/lead/:id/not-interested': {
    roles: business,
    ownership: 'the lead belongs to the business (matching answers 404 otherwise)',
    impersonation: refused,
  },

  // Quotes.
  'POST /api/quote': {
    roles: business,
    ownership: 'the lead belongs to the business (matching answers 404 otherwise)',
    impersonation: refused,
  },
  'GET /api/quotes': { roles: business, ownership: "the session business's quotes" },
  'POST /api/quote/:id/cancel': {
    roles: business,
    ownership: "the quote is the business's (quotes answers 404 otherwise)",
    impersonation: refused,
  },
  'GET /api/job/:id/responses': {
    roles: customer,
    ownership: "the job is the customer's (404 otherwise)",
  },
  'POST /api/quote/:id/accept': {
    roles: customer,
    ownership: "the quote is on the customer's job (quotes answers 404 otherwise)",
    impersonation: refused,
  },

  // Reviews.
  'POST /api/job/:id/review': {
    roles: customer,
    ownership: "the completed job is the customer's (jobs answers 404 otherwise)",
    impersonation: refused,
  },
  'POST /api/review/:id/reply': {
    roles: business,
    ownership: 'the review is of the business (jobs answers 404 otherwise)',
    impersonation: refused,
  },

  // Admin.
  'POST /api/admin/impersonate/login': { roles: ['admin'] },
  // Admin, jobs and billing (issue 13, section B of the admin contract).
  'PUT /api/admin/job/:id': { roles: admin },
  'DELETE /api/admin/job/:id': { roles: admin },
  'POST /api/admin/job/businesses': { roles: admin },
  'POST /api/admin/jobs': { roles: admin },
  'GET /api/admin/work-categories': { roles: admin },
  'POST /api/admin/work-category': { roles: admin },
  'PUT /api/admin/work-category/:id': { roles: admin },
  'DELETE /api/admin/work-category/:id': { roles: admin },
  'GET /api/admin/work-category/:id/services': { roles: admin },
  'POST /api/admin/work-category/:id/services': { roles: admin },
  'PUT /api/admin/service/:id': { roles: admin },
  'DELETE /api/admin/service/:id': { roles: admin },
  'GET /api/admin/reviews': { roles: admin },
  'PUT /api/admin/review/:id': { roles: admin },
  'GET /api/admin/promo-codes': { roles: admin },
  'POST /api/admin/promo-code': { roles: admin },
  'PUT /api/admin/promo-code/:id': { roles: admin },
  'DELETE /api/admin/promo-code/:id': { roles: admin },
  'POST /api/login/back-as-admin': {
    roles: 'signed-in',
    ownership: 'the impersonation session',
    impersonation: 'required',
  },

  // Admin panel (issue 13, section A): tables from the admin read models, commands to identity.
  'GET /api/admin/dashboard': { roles: ['admin'] },
  'GET /api/admin/customers': { roles: ['admin'] },
  'PUT /api/admin/customer/:id': { roles: ['admin'] },
  'DELETE /api/admin/user/:id': { roles: ['admin'] },
  'POST /api/admin/resend-verification-code/:id': { roles: ['admin'] },
  'GET /api/admin/businesses': { roles: ['admin'] },
  'PUT /api/admin/business/:id': { roles: ['admin'] },
  'POST /api/admin/business/:id/verify': { roles: ['admin'] },
  'GET /api/admin/business/:id/documents': { roles: ['admin'] },
  'GET /api/admin/business/:id/documents/:documentId': { roles: ['admin'] },
  'GET /api/admin/jobs': { roles: ['admin'] },
  'GET /api/admin/contact-messages': { roles: ['admin'] },
  'PUT /api/admin/contact-message/:id': { roles: ['admin'] },
  'POST /api/admin/contact-message/:id/reply': { roles: ['admin'] },
  'GET /api/admin/audit-log': { roles: ['admin'] },
  // A business's vetting documents and company number (its own only: identity takes the id from the session).
  'GET /api/business/documents': { roles: business, ownership: "the session business's documents" },
  'POST /api/business/documents': {
    roles: business,
    ownership: "the session business's documents",
    impersonation: refused,
  },
  'GET /api/business/documents/:id': {
    roles: business,
    ownership: "the document is the session business's (identity answers 404 otherwise)",
  },
  'DELETE /api/business/documents/:id': {
    roles: business,
    ownership: "the document is the session business's (identity answers 404 otherwise)",
    impersonation: refused,
  },
  'PUT /api/business/company-number': {
    roles: business,
    ownership: "the session business's profile",
    impersonation: refused,
  },

  // Billing (docs/api/billing.md): billing takes the business from the session; payments never while impersonating.
  'GET /api/subscription/packages': { roles: 'public' },
  'GET /api/gosubscription/packages': { roles: 'public' },
  'GET /api/subscription/card-form': { roles: 'public' },
  'GET /api/subscription': { roles: business, ownership: "the session business's subscription" },
  'POST /api/square/billing': { roles: business, ownership: "the session business's billing" },
  'POST /api/subscription/promo-code': { roles: business, ownership: "the session business's use of the code" },
  'POST /api/square/promo-code': { roles: business, ownership: "the session business's use of the code" },
  'POST /api/auth/business/registration/bankConfirmation': {
    roles: business,
    ownership: "the session business's bank account",
    impersonation: refused,
  },
  'POST /api/subscription': {
    roles: business,
    ownership: "the session business's subscription",
    impersonation: refused,
  },
  'PUT /api/subscription/package': {
    roles: business,
    ownership: "the session business's subscription",
    impersonation: refused,
  },
  'PUT /api/subscription/payment-method': {
    roles: business,
    ownership: "the session business's payment method",
    impersonation: refused,
  },
  'POST /api/subscription/cancel': {
    roles: business,
    ownership: "the session business's subscription",
    impersonation: refused,
  },
  'POST /api/subscription/resume': {
    roles: business,
    ownership: "the session business's subscription",
    impersonation: refused,
  },
  'POST /api/auth/renew-subscription': {
    roles: business,
    ownership: "the session business's subscription",
    impersonation: refused,
  },
  'POST /api/subscription/renew': { roles: admin },
  'GET /api/subscription/transactions/:id/receipt': {
    roles: business,
    ownership: "the transaction is the session business's (billing answers 404 otherwise)",
  },

  // Payment providers: no user; billing verifies each body's signature with the provider's key.
  'POST /api/webhooks/square': { roles: 'payment-provider' },
  'POST /api/webhooks/gocardless': { roles: 'payment-provider' },

  // Demos and tests only: answers 404 on production.
  'GET /api/dev/mailbox': { roles: 'public' },
} as const satisfies Record<RouteKey, RouteAccess>;

export type ListedRoute = keyof typeof routeAccess;

/** The table's entry for a route, or undefined when it has none. */
export function accessOf(method: string, url: string): RouteAccess | undefined {
  return (routeAccess as Record<string, RouteAccess>)[`${method.toUpperCase()} ${url}`];
}
