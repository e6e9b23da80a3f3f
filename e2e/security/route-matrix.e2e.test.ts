import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  IMPERSONATION_REFUSED,
  NOT_IMPERSONATING,
  type RouteAccess,
  type RouteKey,
} from '../../bff/src/http/route-access.js';
import { formWith, PASSWORD, tinyPng } from '../accounts/accounts-client.js';
import { deactivate, type Session, securityPeople, useSecurityMarketplace } from './security-marketplace.js';

/**
 * The route matrix (issue 11): every operation of the API document is called by every kind of
 * caller, with real ids of real jobs, leads, quotes and reviews, and must answer exactly as the
 * route declares (its `config.access`, read from the running BFF): 401 to those not signed in,
 * 403 to the wrong role and to an admin acting as a user on what only the user may do, and to a
 * signed-in user of the right role on someone else's resource 403 or 404, never a success.
 */

const actors = [
  'visitor',
  'deactivated',
  'impersonating admin',
  'other customer',
  'customer',
  'other business',
  'business',
  'admin',
] as const;
type Actor = (typeof actors)[number];

const UNAUTHENTICATED = { message: 'Please log in', error: 'unauthenticated' };
const FORBIDDEN = { message: 'You do not have access to this' };

interface Fixtures {
  customer: Session & { email: string };
  business: Session;
  job: string;
  finishedJob: string;
  jobToDismiss: string;
  lead: string;
  leadToDismiss: string;
  quote: string;
  review: string;
  /** Business A's vetting document, once the routes for them exist. */
  document?: string;
  /** The customer's and business A's conversation about the job, and a message with a photo in it. */
  thread: string;
  photoMessage: string;
}

/** What each route is called with: `path` names the owners' real resources. */
interface Probe {
  path: string;
  body?: unknown;
  /** Who owns the resource the path or body names; the other callers of the right role must be refused. */
  owners?: readonly ('customer' | 'business')[];
  /** What the owners send instead, so the fixtures survive (a bad body, an unknown id). */
  asOwner?: { path?: string; body?: unknown };
  /** The call ends the caller's session (it signs in again after). */
  endsSession?: boolean;
}

const nobody = randomUUID();

/**
 * A route without a probe of its own (no fixture of the matrix owns what it names): its parameters
 * name nothing, and a body, when it takes one, is empty: what the guard says is what is checked.
 */
function defaultProbe(route: RouteKey): Probe {
  const [method, path] = route.split(' ') as [string, string];
  return {
    path: path.replace(/^\/api/, '').replace(/:\w+/g, nobody),
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
  };
}

/** Probes by `METHOD /api/path` (strings: a route may arrive before the matrix knows it). */
function probes(f: Fixtures): Partial<Record<string, Probe>> {
  return {
    'GET /api/work-category': { path: '/work-category' },
    'GET /api/locations': { path: '/locations' },
    'GET /api/platform': { path: '/platform' },
    'POST /api/customer/contact-us': { path: '/customer/contact-us', body: {} },
    'POST /api/auth/customer/register': { path: '/auth/customer/register', body: {} },
    'POST /api/auth/business/register': { path: '/auth/business/register', body: {} },
    'POST /api/auth/verify/resend': { path: '/auth/verify/resend', body: {} },
    'POST /api/auth/verify/:code': { path: '/auth/verify/NOT-A-CODE', body: {} },
    'POST /api/auth/login': { path: '/auth/login', body: {} },
    'POST /api/auth/admin/credentials/check': { path: '/auth/admin/credentials/check', body: {} },
    'POST /api/auth/admin/login': { path: '/auth/admin/login', body: {} },
    'POST /api/auth/security-code/:identifier/send': { path: '/auth/security-code/not-an-identifier/send' },
    'POST /api/auth/change-password': { path: '/auth/change-password', body: {} },
    'GET /api/user/is-email-registered/:email': { path: '/user/is-email-registered/nobody@example.com' },
    'GET /api/user/is-phone-registered/:phone': { path: '/user/is-phone-registered/07000000000' },
    'POST /api/job/register': { path: '/job/register', body: {} },
    'GET /api/auth/user': { path: '/auth/user' },
    'POST /api/auth/logout': { path: '/auth/logout', endsSession: true },
    'POST /api/auth/logout-all': { path: '/auth/logout-all', endsSession: true },
    'POST /api/auth/update-password': { path: '/auth/update-password', body: {} },
    'POST /api/user': { path: '/user', body: {} },
    'POST /api/user/deleteUserProfile': { path: '/user/deleteUserProfile' },
    'PUT /api/user/update-email': { path: '/user/update-email', body: {} },
    'POST /api/user/confirm-update-email': { path: '/user/confirm-update-email', body: {} },
    'PUT /api/user/update-phone': { path: '/user/update-phone', body: {} },
    'POST /api/user/confirm-update-phone': { path: '/user/confirm-update-phone', body: {} },
    'GET /api/notifications/settings': { path: '/notifications/settings' },
    'PUT /api/notifications/settings': { path: '/notifications/settings', body: {} },
    'GET /api/user/avatar/:imageId': { path: '/user/avatar/no-such-image' },
    'GET /api/user/avatar/:imageId/:width': { path: '/user/avatar/no-such-image/48' },
    'GET /api/business/logo/:imageId': { path: `/business/logo/${nobody}` },
    'GET /api/business/logo/:imageId/:width': { path: `/business/logo/${nobody}/48` },
    'GET /api/business/:id': { path: `/business/${f.business.user.id}` },
    'GET /api/business/:id/reviews': { path: `/business/${f.business.user.id}/reviews` },
    // Billing looks a receipt up under the caller's own business: any other id is not found (e2e/billing tries a real one).
    'GET /api/subscription/transactions/:id/receipt': {
      path: `/subscription/transactions/${nobody}/receipt`,
      owners: ['business'],
    },
    'GET /api/business': { path: '/business' },
    'POST /api/business': { path: '/business', body: { website: 42 } },
    'POST /api/business/deleteLogo': { path: '/business/deleteLogo' },
    'POST /api/job': { path: '/job', body: {} },
    'GET /api/jobs': { path: '/jobs?status=finished' },
    'POST /api/job/:id/update-status': {
      path: `/job/${f.job}/update-status`,
      body: { status: 'finished' },
      owners: ['customer'],
      asOwner: { body: { status: 'started' } },
    },
    'POST /api/job/:id/close-responses': {
      path: `/job/${f.job}/close-responses`,
      owners: ['customer'],
      // Closing is for good: the owner closes a job that does not exist (404), so the fixtures survive.
      asOwner: { path: `/job/${nobody}/close-responses` },
    },
    'GET /api/business/leads': { path: '/business/leads' },
    // The session's business's own insights: no id to name another's.
    'GET /api/business/insights': { path: '/business/insights' },
    'POST /api/lead/:id/interested': { path: `/lead/${f.lead}/interested`, owners: ['business'] },
    'POST /api/lead/:id/not-interested': { path: `/lead/${f.leadToDismiss}/not-interested`, owners: ['business'] },
    'POST /api/lead/:id/report': {
      path: `/lead/${f.lead}/report`,
      body: { reason: 'fake_or_spam' },
      owners: ['business'],
      // A report gives the place back for good: the owner sends no reason (400), so the lead stays.
      asOwner: { body: {} },
    },
    'GET /api/business/lead-reports': { path: '/business/lead-reports' },
    'POST /api/quote': {
      path: '/quote',
      // The owner has quoted this lead already: it gets 409, and nothing changes.
      body: { leadId: f.lead, cost: 10, rate_type: 'hourly', currency: 'GBP', comments: 'Cheaper' },
      owners: ['business'],
    },
    'GET /api/quotes': { path: '/quotes' },
    'POST /api/quote/:id/cancel': {
      path: `/quote/${f.quote}/cancel`,
      owners: ['business'],
      asOwner: { path: `/quote/${nobody}/cancel` },
    },
    'GET /api/job/:id/responses': { path: `/job/${f.job}/responses`, owners: ['customer'] },
    'POST /api/quote/:id/accept': {
      path: `/quote/${f.quote}/accept`,
      owners: ['customer'],
      asOwner: { path: `/quote/${nobody}/accept` },
    },
    'POST /api/job/:id/review': {
      path: `/job/${f.finishedJob}/review`,
      // The owner has reviewed this job already: it gets 409.
      body: { rating: 1, text: 'Not mine to review' },
      owners: ['customer'],
    },
    'POST /api/review/:id/reply': {
      path: `/review/${f.review}/reply`,
      body: { reply: 'Not mine to answer' },
      owners: ['business'],
      asOwner: { body: { reply: '' } },
    },
    'POST /api/admin/impersonate/login': { path: '/admin/impersonate/login', body: { email: 'nobody@example.com' } },
    // Admin, jobs and billing: unknown ids and bad bodies, so the admin's calls change nothing.
    'PUT /api/admin/job/:id': { path: `/admin/job/${nobody}`, body: { is_active: 0 } },
    'DELETE /api/admin/job/:id': { path: `/admin/job/${nobody}` },
    'POST /api/admin/job/businesses': { path: '/admin/job/businesses', body: {} },
    'POST /api/admin/jobs': { path: '/admin/jobs', body: {} },
    'GET /api/admin/work-categories': { path: '/admin/work-categories?pageIndex=0' },
    'POST /api/admin/work-category': { path: '/admin/work-category', body: { name: '' } },
    'PUT /api/admin/work-category/:id': { path: `/admin/work-category/${nobody}`, body: { is_active: 1 } },
    'DELETE /api/admin/work-category/:id': { path: `/admin/work-category/${nobody}` },
    'GET /api/admin/work-category/:id/services': { path: `/admin/work-category/${nobody}/services` },
    'POST /api/admin/work-category/:id/services': { path: `/admin/work-category/${nobody}/services`, body: {} },
    'PUT /api/admin/service/:id': { path: `/admin/service/${nobody}`, body: { is_active: 1 } },
    'DELETE /api/admin/service/:id': { path: `/admin/service/${nobody}` },
    'GET /api/admin/reviews': { path: '/admin/reviews?pageIndex=0' },
    'PUT /api/admin/review/:id': { path: `/admin/review/${nobody}`, body: { hidden: false } },
    'GET /api/admin/promo-codes': { path: '/admin/promo-codes' },
    'POST /api/admin/promo-code': { path: '/admin/promo-code', body: { name: '' } },
    'PUT /api/admin/promo-code/:id': { path: `/admin/promo-code/${nobody}`, body: { status: 'inactive' } },
    'DELETE /api/admin/promo-code/:id': { path: `/admin/promo-code/${nobody}` },
    'POST /api/login/back-as-admin': { path: '/login/back-as-admin', endsSession: true },
    'GET /api/dev/mailbox': { path: '/dev/mailbox?recipient=nobody%40example.com' },
    ...(f.document
      ? {
          'GET /api/business/documents/:id': { path: `/business/documents/${f.document}`, owners: ['business'] },
          'DELETE /api/business/documents/:id': {
            path: `/business/documents/${f.document}`,
            owners: ['business'],
            asOwner: { path: `/business/documents/${nobody}` },
          },
        }
      : {}),
    // A conversation: its two parties only (an admin acting as one is refused; see e2e/messaging).
    'GET /api/job/:id/threads': { path: `/job/${f.job}/threads`, owners: ['customer', 'business'] },
    'GET /api/thread/:id/messages': { path: `/thread/${f.thread}/messages`, owners: ['customer', 'business'] },
    'POST /api/thread/:id/messages': {
      path: `/thread/${f.thread}/messages`,
      body: { text: 'Not my conversation' },
      owners: ['customer', 'business'],
      asOwner: { body: { text: '' } },
    },
    'POST /api/thread/:id/read': { path: `/thread/${f.thread}/read`, owners: ['customer', 'business'] },
    'GET /api/message/:id/photo': { path: `/message/${f.photoMessage}/photo`, owners: ['customer', 'business'] },
    // Last: whoever may, deletes their account (nothing runs after it).
    'DELETE /api/user': { path: '/user' },
  };
}

/** The user type an admin acts as to try a route: the business's routes as the business, the rest as the customer. */
const impersonatedType = (access: RouteAccess) =>
  Array.isArray(access.roles) && access.roles.includes('business') && !access.roles.includes('customer')
    ? 'business'
    : 'customer';

const typeOf = (actor: Actor) =>
  actor.endsWith('customer') ? 'customer' : actor.endsWith('business') ? 'business' : 'admin';

type Expected = { refused: 401 | 403; body: object } | { refused: false; owner: boolean };

const WEBHOOK_UNSIGNED = 'The webhook signature is missing or wrong';

/** What the route's declared access says this caller gets. */
function expectedFor(access: RouteAccess, actor: Actor, probe: Probe): Expected {
  if (access.roles === 'public') return { refused: false, owner: true };
  // Nobody here holds a provider's key: every unsigned call is refused, whoever sends it.
  if (access.roles === 'payment-provider') return { refused: 401, body: { message: WEBHOOK_UNSIGNED } };
  if (actor === 'visitor' || actor === 'deactivated') return { refused: 401, body: UNAUTHENTICATED };
  const impersonating = actor === 'impersonating admin';
  const type = impersonating ? impersonatedType(access) : typeOf(actor);
  const roleAllowed =
    access.roles === 'signed-in' || (access.roles as readonly string[]).includes(type as 'customer' | 'business');
  if (!roleAllowed) return { refused: 403, body: FORBIDDEN };
  if (access.impersonation === 'refused' && impersonating) {
    return { refused: 403, body: { message: IMPERSONATION_REFUSED, error: 'impersonating' } };
  }
  if (access.impersonation === 'required' && !impersonating) {
    return { refused: 403, body: { message: NOT_IMPERSONATING } };
  }
  // The admin acts as the owning customer or business; the "other" ones own nothing here.
  const owner = !probe.owners || impersonating || (!actor.startsWith('other') && probe.owners.includes(type as never));
  return { refused: false, owner };
}

describe('route matrix (embedded)', () => {
  const marketplace = useSecurityMarketplace();
  const people = securityPeople(marketplace);
  const { call, get, verifiedCustomer, signIn, url } = people.client;

  /**
   * A live stream (GET /api/events) answers its headers and stays open: its status (and a
   * refusal's body) is the answer, then the caller leaves.
   */
  async function callStream(path: string, token?: string) {
    const controller = new AbortController();
    const response = await fetch(url(path), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
    if (response.status === 200) {
      controller.abort();
      return { status: 200, body: {} };
    }
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('answers every operation for every kind of caller exactly as its route declares', async () => {
    const started = Date.now();
    // The API document lists every operation: the routes' declarations must cover exactly those.
    const document = await get<{ paths: Record<string, Record<string, unknown>> }>('/docs/json');
    expect(document.status).toBe(200);
    const operations = Object.entries(document.body.paths)
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      )
      .sort();
    const declared = marketplace().routeAccess;
    const listed = [...declared.keys()].sort();
    expect(listed.length).toBeGreaterThan(0);
    expect(
      operations.filter((o) => !listed.includes(o as RouteKey)),
      'operations without a declared access',
    ).toEqual([]);
    expect(
      listed.filter((o) => !operations.includes(o)),
      'declared routes missing from the API document',
    ).toEqual([]);

    // The people, and their jobs, leads, quotes and review.
    const [customer, otherCustomer, gone, business, otherBusiness, admin] = await Promise.all([
      verifiedCustomer(),
      verifiedCustomer(),
      verifiedCustomer(),
      people.business(`Matrix Mops ${randomUUID().slice(0, 4)}`),
      people.business(`Matrix Brooms ${randomUUID().slice(0, 4)}`),
      people.admin(),
    ]);
    // A second admin session (codes are e-mailed one at a time): the impersonations hang on it, so
    // the admin's own logout spares them.
    let actingAdmin = await people.admin();
    // Deactivated by an admin after signing in: the session it holds must stop working.
    await deactivate(marketplace(), gone.user.id);
    expect((await get('/auth/user', gone.token)).body).toEqual(UNAUTHENTICATED);

    const [job, jobToDismiss] = [await people.postJob(customer), await people.postJob(customer)];
    // Business A marks interest: it and the customer have a thread about the job.
    const { lead, thread } = await people.openThread(business, job);
    const photoSent = await call<{ message: { id: string } }>('POST', `/thread/${thread}/messages`, {
      token: customer.token,
      body: formWith({ text: 'The oven', photo: { content: tinyPng, filename: 'oven.png', type: 'image/png' } }),
    });
    expect(photoSent.status, JSON.stringify(photoSent.body)).toBe(201);
    await people.leadOn(otherBusiness, job);
    const quote = await people.quote(business, lead);
    const { job: finishedJob, review } = await people.reviewedJob(customer, business);
    const leadToDismiss = await people.leadOn(business, jobToDismiss);
    let vettingDocument: string | undefined;
    if (declared.has('POST /api/business/documents')) {
      const uploaded = await call<{ document: { id: string } }>('POST', '/business/documents', {
        token: business.token,
        body: formWith({ kind: 'insurance', file: { content: tinyPng, filename: 'insurance.png', type: 'image/png' } }),
      });
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      vettingDocument = uploaded.body.document.id;
    }
    const fixtures: Fixtures = {
      customer,
      business,
      job,
      finishedJob,
      jobToDismiss,
      lead,
      leadToDismiss,
      quote,
      review,
      document: vettingDocument,
      thread,
      photoMessage: photoSent.body.message.id,
    };

    const sessions: Record<Exclude<Actor, 'visitor' | 'impersonating admin'>, Session> = {
      deactivated: gone,
      customer,
      'other customer': otherCustomer,
      business,
      'other business': otherBusiness,
      admin,
    };
    const impersonations = {
      customer: await people.impersonate(actingAdmin, customer.email),
      business: await people.impersonate(actingAdmin, business.user.email),
    };

    /** Signs the caller in again after a call that ended its session. */
    async function renew(actor: Actor) {
      if (actor === 'visitor' || actor === 'deactivated') return;
      if (actor === 'impersonating admin' || actor === 'admin') {
        // The admin's sessions end together (and an impersonation with the admin session it hangs
        // on): start over with new ones.
        sessions.admin = await people.admin();
        actingAdmin = await people.admin();
        impersonations.customer = await people.impersonate(actingAdmin, customer.email);
        impersonations.business = await people.impersonate(actingAdmin, business.user.email);
        return;
      }
      // Every account of the suite has the accounts client's password.
      sessions[actor] = await signIn(sessions[actor].user.email, PASSWORD);
      // Logging out everywhere also ends the admin's session as that user.
      if (actor === 'customer') impersonations.customer = await people.impersonate(actingAdmin, customer.email);
      if (actor === 'business') impersonations.business = await people.impersonate(actingAdmin, business.user.email);
    }

    const specific = probes(fixtures);
    // Every declared route; deleting the account last, as nothing may run after it.
    const routes = [...listed].sort((a, b) => Number(a === 'DELETE /api/user') - Number(b === 'DELETE /api/user'));
    // A route reaching someone's resource by id is tried with a real one: it needs its own probe.
    const ownedWithoutFixture = routes.filter(
      (route) => route.includes(':') && declared.get(route)?.ownership !== undefined && !specific[route]?.owners,
    );
    expect(ownedWithoutFixture, 'routes with an ownership rule and no probe naming a real owner').toEqual([]);
    const calls: string[] = [];
    const mismatches: string[] = [];
    for (const route of routes) {
      const access = declared.get(route) as RouteAccess;
      const probe = specific[route] ?? defaultProbe(route);
      const method = route.split(' ')[0] as string;
      for (const actor of actors) {
        const expected = expectedFor(access, actor, probe);
        const session =
          actor === 'visitor'
            ? undefined
            : actor === 'impersonating admin'
              ? impersonations[impersonatedType(access)]
              : sessions[actor];
        const asOwner = !expected.refused && expected.owner && probe.owners ? probe.asOwner : undefined;
        const path = asOwner?.path ?? probe.path;
        const body = asOwner && 'body' in asOwner ? asOwner.body : probe.body;
        const answer =
          route === 'GET /api/events'
            ? await callStream(path, session?.token)
            : await call(method, path, { token: session?.token, body });
        calls.push(`${route} as ${actor}: ${answer.status}`);
        const seen = `${route} as ${actor}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        if (expected.refused) {
          if (answer.status !== expected.refused || JSON.stringify(answer.body) !== JSON.stringify(expected.body)) {
            mismatches.push(`${seen} (expected ${expected.refused} ${JSON.stringify(expected.body)})`);
          }
        } else if (!expected.owner) {
          // Someone else's resource: refused, or not found (no existence leak), never done.
          if (answer.status !== 403 && answer.status !== 404) mismatches.push(`${seen} (expected 403 or 404)`);
        } else if (answer.status === 401 || answer.status === 403 || answer.status >= 500) {
          mismatches.push(`${seen} (expected to be let through)`);
        }
        if (probe.endsSession && answer.status < 300) await renew(actor);
      }
    }

    expect(mismatches).toEqual([]);
    expect(calls).toHaveLength(operations.length * actors.length);
    console.info(
      `route matrix: ${operations.length} operations × ${actors.length} callers = ${calls.length} calls ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 240_000);
});
