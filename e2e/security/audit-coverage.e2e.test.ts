import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RouteKey } from '../../bff/src/http/route-access.js';
import { formWith, tinyPng } from '../accounts/accounts-client.js';
import { adminPostedSwJob } from '../support/sw-cleaning-job.js';
import { type Session, securityPeople, useSecurityMarketplace } from './security-marketplace.js';

/**
 * Every admin write is audited (issue 22): the admin operations are read from the API document
 * and the routes' declared access (any method but GET, for admins only), each is done for real, and the audit
 * log must then hold a row for it — the action and what it was done to. An admin write added
 * without a probe here fails the first check; one that records nothing fails the second.
 */

/** Admin operations that use POST to ask, not to change (nothing to audit), and why. */
const readsByPost: Partial<Record<RouteKey, string>> = {
  'POST /api/admin/job/businesses': 'lists the providers a job would reach (a search with a body)',
};

/** An audit row as GET /api/admin/audit-log answers it. */
interface AuditEntry {
  action: string;
  target: string;
  detail: string;
}

/** What a probe did, and the row it must have left (the target, or a pattern and a word of the detail). */
interface Done {
  action: string;
  target: string | RegExp;
  detail?: string;
}

const leftBy = (row: AuditEntry, expected: Done) =>
  row.action === expected.action &&
  (typeof expected.target === 'string' ? row.target === expected.target : expected.target.test(row.target)) &&
  (!expected.detail || row.detail.includes(expected.detail));

describe('the audit log', () => {
  const marketplace = useSecurityMarketplace();
  const people = securityPeople(marketplace);
  const { call, get, post, put, del, verifiedCustomer, registerCustomer } = people.client;

  it('holds a row for every admin write operation of the API document', async () => {
    const document = await get<{ paths: Record<string, Record<string, unknown>> }>('/docs/json');
    const adminWrites = Object.entries(document.body.paths)
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      )
      .filter((operation) => !operation.startsWith('GET '))
      .filter((operation) => {
        const roles = marketplace().routeAccess.get(operation as RouteKey)?.roles;
        return Array.isArray(roles) && roles.length === 1 && roles[0] === 'admin';
      }) as RouteKey[];

    const [admin, customer, business] = await Promise.all([
      people.admin(),
      verifiedCustomer(),
      people.business(`Audited Mops ${randomUUID().slice(0, 4)}`),
    ]);
    const as = (session: Session) => session.token;
    const [job, jobToDelete] = [await people.postJob(customer), await people.postJob(customer)];
    const { review } = await people.reviewedJob(customer, business);
    const uploaded = await call<{ document: { id: string } }>('POST', '/business/documents', {
      token: business.token,
      body: formWith({ kind: 'insurance', file: { content: tinyPng, filename: 'insurance.png', type: 'image/png' } }),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);

    /** Each admin write done for real; the row it must leave. Keyed by operation. */
    const probes: Partial<Record<RouteKey, () => Promise<Done>>> = {
      'POST /api/admin/impersonate/login': async () => {
        const started = await people.impersonate(await people.admin(), customer.user.email);
        expect(started.token).toBeTruthy();
        return { action: 'impersonation_started', target: `customer ${customer.user.id}` };
      },
      'PUT /api/admin/job/:id': async () => {
        expect((await put(`/admin/job/${job}`, { is_active: 0 }, as(admin))).status).toBe(200);
        return { action: 'job_deactivated', target: `job ${job}` };
      },
      'DELETE /api/admin/job/:id': async () => {
        expect((await del(`/admin/job/${jobToDelete}`, as(admin))).status).toBe(200);
        return { action: 'job_deleted', target: `job ${jobToDelete}` };
      },
      'POST /api/admin/jobs': async () => {
        const title = `Clean a shop floor ${randomUUID().slice(0, 6)}`;
        const posted = await post(
          '/admin/jobs',
          adminPostedSwJob({
            fullName: 'Pat Audited',
            email: `audited.${randomUUID().slice(0, 8)}@example.com`,
            mobile: `07${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
            title,
            businesses: [business.user.id],
          }),
          as(admin),
        );
        expect(posted.status, JSON.stringify(posted.body)).toBe(201);
        // The answer names no job: the row is found by the title in its detail.
        return { action: 'job_posted_for_customer', target: /^job [0-9a-f-]{36}$/, detail: title };
      },
      ...workCategoryProbes(),
      'PUT /api/admin/review/:id': async () => {
        const hidden = await put(`/admin/review/${review}`, { hidden: true, reason: 'Abusive language' }, as(admin));
        expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
        return { action: 'review_hidden', target: `review ${review}` };
      },
      'PUT /api/admin/review-report/:id': async () => {
        // A review of its own to report (the one above is hidden by now): dismissing is audited here.
        const { review: reported } = await people.reviewedJob(customer, business);
        const made = await post<{ report: { id: string } }>(
          `/review/${reported}/report`,
          { reason: 'not_genuine_customer' },
          as(business),
        );
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        const dismissed = await put(
          `/admin/review-report/${made.body.report.id}`,
          { outcome: 'dismiss', reason: 'The job was booked and paid on LocalPros' },
          as(admin),
        );
        expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
        return { action: 'review_report_dismissed', target: `review_report ${made.body.report.id}` };
      },
      'PUT /api/admin/lead-report/:id': async () => {
        // A customer of its own, so the report is not detected as a duplicate and waits for the admin.
        const poster = await verifiedCustomer();
        const lead = await people.leadOn(business, await people.postJob(poster));
        const made = await post<{ report: { id: string } }>(
          `/lead/${lead}/report`,
          { reason: 'not_reachable' },
          as(business),
        );
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        const rejected = await put(
          `/admin/lead-report/${made.body.report.id}`,
          { outcome: 'reject', reason: 'The customer answered our call' },
          as(admin),
        );
        expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
        return { action: 'lead_report_rejected', target: `lead_report ${made.body.report.id}` };
      },
      ...promoCodeProbes(),
      'PUT /api/admin/customer/:id': async () => {
        expect((await put(`/admin/customer/${customer.user.id}`, { firstName: 'Audrey' }, as(admin))).status).toBe(200);
        return { action: 'user_edited', target: `customer ${customer.user.id}` };
      },
      'PUT /api/admin/business/:id': async () => {
        expect((await put(`/admin/business/${business.user.id}`, { is_active: 1 }, as(admin))).status).toBe(200);
        return { action: 'user_activated', target: `business ${business.user.id}` };
      },
      'DELETE /api/admin/user/:id': async () => {
        const doomed = await verifiedCustomer();
        expect((await del(`/admin/user/${doomed.user.id}`, as(admin))).status).toBe(200);
        return { action: 'user_deleted', target: `customer ${doomed.user.id}` };
      },
      'POST /api/admin/resend-verification-code/:id': async () => {
        const unverified = await registerCustomer();
        const resent = await post(`/admin/resend-verification-code/${unverified.user.id}`, undefined, as(admin));
        expect(resent.status, JSON.stringify(resent.body)).toBe(200);
        return { action: 'verification_resent', target: `customer ${unverified.user.id}` };
      },
      'POST /api/admin/business/:id/verify': async () => {
        const fresh = await people.unverifiedBusiness(`Unverified ${randomUUID().slice(0, 4)}`);
        const verified = await post(`/admin/business/${fresh.id}/verify`, undefined, as(admin));
        expect(verified.status, JSON.stringify(verified.body)).toBe(200);
        return { action: 'business_verified', target: `business ${fresh.id}` };
      },
      ...contactMessageProbes(),
      'POST /api/admin/thread/:id/read': async () => {
        // The business marks interest in a job of the customer's: their conversation, read with a reason.
        const talkJob = await people.postJob(customer);
        const { thread } = await people.openThread(business, talkJob);
        const read = await post(`/admin/thread/${thread}/read`, { reason: 'Reported as a scam attempt' }, as(admin));
        expect(read.status, JSON.stringify(read.body)).toBe(200);
        return { action: 'conversation_read', target: `thread ${thread}`, detail: 'Reported as a scam attempt' };
      },
      'POST /api/subscription/renew': async () => {
        const run = await post('/subscription/renew', {}, as(admin));
        expect(run.status, JSON.stringify(run.body)).toBe(200);
        return { action: 'renewals_run', target: 'renewals' };
      },
    };

    function workCategoryProbes(): Partial<Record<RouteKey, () => Promise<Done>>> {
      let category = '';
      let service = '';
      const changed = (id: () => string) => ({ action: 'work_category_changed', target: `work_category ${id()}` });
      const serviceChanged = () => ({ action: 'work_category_changed', target: `work_service ${service}` });
      return {
        'POST /api/admin/work-category': async () => {
          const added = await post<{ workCategory: { id: string } }>(
            '/admin/work-category',
            { name: `Audited ${randomUUID().slice(0, 6)}` },
            as(admin),
          );
          expect(added.status, JSON.stringify(added.body)).toBe(201);
          category = added.body.workCategory.id;
          return changed(() => category);
        },
        'POST /api/admin/work-category/:id/services': async () => {
          const added = await post<{ service: { id: string } }>(
            `/admin/work-category/${category}/services`,
            { name: 'Audited service' },
            as(admin),
          );
          expect(added.status, JSON.stringify(added.body)).toBe(201);
          service = added.body.service.id;
          return serviceChanged();
        },
        'PUT /api/admin/service/:id': async () => {
          expect((await put(`/admin/service/${service}`, { name: 'Audited service 2' }, as(admin))).status).toBe(200);
          return serviceChanged();
        },
        'DELETE /api/admin/service/:id': async () => {
          expect((await del(`/admin/service/${service}`, as(admin))).status).toBe(200);
          return serviceChanged();
        },
        'PUT /api/admin/work-category/:id': async () => {
          expect((await put(`/admin/work-category/${category}`, { is_active: 0 }, as(admin))).status).toBe(200);
          return changed(() => category);
        },
        'DELETE /api/admin/work-category/:id': async () => {
          expect((await del(`/admin/work-category/${category}`, as(admin))).status).toBe(200);
          return changed(() => category);
        },
      };
    }

    function promoCodeProbes(): Partial<Record<RouteKey, () => Promise<Done>>> {
      let promo = '';
      const changed = () => ({ action: 'promo_code_changed', target: `promo_code ${promo}` });
      return {
        'POST /api/admin/promo-code': async () => {
          const added = await post<{ id: string }>(
            '/admin/promo-code',
            {
              name: `A${randomUUID().slice(0, 6).toUpperCase()}`,
              description: 'Audit',
              percentage: 10,
              status: 'active',
              id: null,
            },
            as(admin),
          );
          expect(added.status, JSON.stringify(added.body)).toBe(201);
          promo = added.body.id;
          return changed();
        },
        'PUT /api/admin/promo-code/:id': async () => {
          expect((await put(`/admin/promo-code/${promo}`, { status: 'inactive' }, as(admin))).status).toBe(200);
          return changed();
        },
        'DELETE /api/admin/promo-code/:id': async () => {
          expect((await del(`/admin/promo-code/${promo}`, as(admin))).status).toBe(200);
          return changed();
        },
      };
    }

    function contactMessageProbes(): Partial<Record<RouteKey, () => Promise<Done>>> {
      let message = '';
      const received = async () => {
        const sender = `audited.${randomUUID().slice(0, 8)}@example.com`;
        expect(
          (await post('/customer/contact-us', { name: 'Vic Visitor', email: sender, message: 'Do you cover Leeds?' }))
            .status,
        ).toBe(201);
        await expect
          .poll(
            async () => {
              const page = await get<{ contactMessages: { id: string; email: string }[] }>(
                '/admin/contact-messages?pageIndex=0',
                as(admin),
              );
              message = page.body.contactMessages.find((m) => m.email === sender)?.id ?? '';
              return message;
            },
            { message: 'the contact message in the admin list' },
          )
          .not.toBe('');
      };
      return {
        'PUT /api/admin/contact-message/:id': async () => {
          await received();
          expect((await put(`/admin/contact-message/${message}`, { isRead: true }, as(admin))).status).toBe(200);
          return { action: 'contact_message_marked', target: `contact_message ${message}` };
        },
        'POST /api/admin/contact-message/:id/reply': async () => {
          const replied = await post(`/admin/contact-message/${message}/reply`, { message: 'Yes, we do.' }, as(admin));
          expect(replied.status, JSON.stringify(replied.body)).toBe(200);
          return { action: 'contact_message_replied', target: `contact_message ${message}` };
        },
      };
    }

    // Every admin write has a probe (or is a read by POST, said why); no probe is stale.
    expect(
      adminWrites.filter((operation) => !probes[operation] && !readsByPost[operation]),
      'admin write operations without an audit probe',
    ).toEqual([]);
    expect(Object.keys(probes).filter((operation) => !adminWrites.includes(operation as RouteKey))).toEqual([]);

    // In the probes' own order: a category's service before the category is deleted, and so on.
    const done: { operation: string; expected: Done }[] = [];
    for (const [operation, probe] of Object.entries(probes)) {
      if (probe) done.push({ operation, expected: await probe() });
    }
    // Opening a vetting document is audited too (personal data), though it is a GET.
    const opened = await call('GET', `/admin/business/${business.user.id}/documents/${uploaded.body.document.id}`, {
      token: as(admin),
    });
    expect(opened.status).toBe(200);
    done.push({
      operation: 'GET /api/admin/business/:id/documents/:documentId',
      expected: { action: 'business_document_viewed', target: `business ${business.user.id}` },
    });

    // The log is a read model (events): wait until it has caught up, then compare.
    const missing = async () => {
      const rows: AuditEntry[] = [];
      for (const action of new Set(done.map(({ expected }) => expected.action))) {
        const page = await get<{ entries?: AuditEntry[] }>(
          `/admin/audit-log?action=${action}&adminId=${admin.user.id}`,
          as(admin),
        );
        rows.push(...(page.body.entries ?? []));
      }
      return done
        .filter(({ expected }) => !rows.some((row) => leftBy(row, expected)))
        .map(({ operation, expected }) => `${operation}: no ${expected.action} on ${String(expected.target)}`);
    };
    await expect.poll(missing, { message: 'an audit row for every admin write' }).toEqual([]);
  });
});
