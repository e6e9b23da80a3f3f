import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildBffApp } from '@localpros/bff';
import { createLogger, createMetrics } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { IMPERSONATION_REFUSED, type RouteKey } from '../../bff/src/http/route-access.js';
import { accountsClient, formWith, PASSWORD, tinyPng } from '../accounts/accounts-client.js';
import { CLEANING, DOMESTIC_CLEANING, securityPeople, useSecurityMarketplace } from './security-marketplace.js';

/**
 * Two lines of defence (issue 23): every route declared `impersonation: 'refused'` is called by an
 * admin acting as its user through a BFF with its own impersonation check switched off, on the
 * real services. Each must still be refused, by the services' gRPC access table
 * (packages/contracts/src/rpc-access.ts, refusedWhileImpersonating): 403 with the same message.
 * The bodies are valid and the ids real, so each call gets past validation to the service.
 */

/** The services' PERMISSION_DENIED as the BFF answers it (its own 403 adds `error: 'impersonating'`). */
const REFUSED_BY_THE_SERVICES = { message: IMPERSONATION_REFUSED };
const nobody = randomUUID();
const card = { type: 'card', sourceId: 'cnon:card-nonce-ok', cardholderName: 'Ann Smith' };
const bankAccount = { accountHolder: 'Ann Smith', sortCode: '200000', accountNumber: '55779911' };

/** A browser's push subscription at Chrome's push service, keys and all (as PushManager makes one). */
function browserPushSubscription() {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

interface Probe {
  path: string;
  body?: unknown;
}

/** Routes the services do not refuse themselves, and why that is safe. None today. */
const bffOnly: Partial<Record<RouteKey, string>> = {};

describe('impersonation refusals (embedded)', () => {
  const marketplace = useSecurityMarketplace();
  const people = securityPeople(marketplace);

  it('are refused by the services too, not by the BFF alone', async () => {
    const [customer, business, admin] = await Promise.all([
      people.client.verifiedCustomer(),
      people.business(`Double Guard ${randomUUID().slice(0, 4)}`),
      people.admin(),
    ]);
    const job = await people.postJob(customer);
    const lead = await people.leadOn(business, job);
    const quote = await people.quote(business, lead);
    const { job: finishedJob, review } = await people.reviewedJob(customer, business);
    const jobToReview = await people.postJob(customer);
    const leadToQuote = await people.leadOn(business, jobToReview);
    // A conversation about a job of the customer's (the business marked interest), with a photo in it.
    const talkJob = await people.postJob(customer);
    const { call: callApi } = people.client;
    const { thread } = await people.openThread(business, talkJob);
    const photoSent = await callApi<{ message: { id: string } }>('POST', `/thread/${thread}/messages`, {
      token: customer.token,
      body: formWith({ text: 'The oven', photo: { content: tinyPng, filename: 'oven.png', type: 'image/png' } }),
    });
    expect(photoSent.status, JSON.stringify(photoSent.body)).toBe(201);

    const probes: Partial<Record<RouteKey, Probe>> = {
      'POST /api/auth/logout-all': { path: '/auth/logout-all' },
      'POST /api/auth/update-password': {
        path: '/auth/update-password',
        body: { currentPassword: PASSWORD, new_password: 'Another123!', passwordConfirmation: 'Another123!' },
      },
      'POST /api/user': { path: '/user', body: { first_name: 'Someone', last_name: 'Else' } },
      'POST /api/user/deleteUserProfile': { path: '/user/deleteUserProfile' },
      'PUT /api/user/update-email': {
        path: '/user/update-email',
        body: { email: 'taken@example.com', confirmedEmail: 'taken@example.com', currentPassword: PASSWORD },
      },
      'POST /api/user/confirm-update-email': {
        path: '/user/confirm-update-email',
        body: { email: 'taken@example.com', confirmedEmail: 'taken@example.com', verificationCode: '123456' },
      },
      'PUT /api/user/update-phone': { path: '/user/update-phone', body: { mobile_number: '07700900123' } },
      'POST /api/user/confirm-update-phone': {
        path: '/user/confirm-update-phone',
        body: { mobile_number: '07700900123', verificationCode: '123456' },
      },
      'PUT /api/notifications/settings': {
        path: '/notifications/settings',
        body: {
          notificationChannels: { email: false, sms: false },
          notifiableEvents: {
            messages: false,
            newsletters: false,
            specialOffers: false,
            recommendations: false,
            newJobLeads: false,
          },
        },
      },
      'DELETE /api/user': { path: '/user', body: { currentPassword: PASSWORD } },
      'POST /api/business': { path: '/business', body: { name: 'Not Theirs Ltd', website: 'https://example.com' } },
      'POST /api/business/deleteLogo': { path: '/business/deleteLogo' },
      'POST /api/business/documents': {
        path: '/business/documents',
        body: formWith({ kind: 'insurance', file: { content: tinyPng, filename: 'insurance.png', type: 'image/png' } }),
      },
      'DELETE /api/business/documents/:id': { path: `/business/documents/${nobody}` },
      'PUT /api/business/company-number': { path: '/business/company-number', body: { companyNumber: '01234567' } },
      'POST /api/job': {
        path: '/job',
        body: {
          category_id: CLEANING,
          service_id: DOMESTIC_CLEANING,
          location: 'SW',
          job_type: 'residential',
          title: 'Not posted by the customer',
          description: 'Two rooms and a kitchen',
          target_job_done: 'flexible',
          specificJobDoneDatetime: '',
        },
      },
      'POST /api/job/:id/update-status': { path: `/job/${job}/update-status`, body: { status: 'cancelled' } },
      'POST /api/job/:id/close-responses': { path: `/job/${job}/close-responses` },
      'POST /api/lead/:id/interested': { path: `/lead/${lead}/interested` },
      'POST /api/lead/:id/not-interested': { path: `/lead/${lead}/not-interested` },
      'POST /api/lead/:id/report': { path: `/lead/${leadToQuote}/report`, body: { reason: 'fake_or_spam' } },
      'POST /api/quote': {
        path: '/quote',
        body: { leadId: leadToQuote, cost: 10, rate_type: 'hourly', currency: 'GBP', comments: 'Not sent by them' },
      },
      'POST /api/quote/:id/cancel': { path: `/quote/${quote}/cancel` },
      'POST /api/quote/:id/accept': { path: `/quote/${quote}/accept` },
      'POST /api/job/:id/review': { path: `/job/${finishedJob}/review`, body: { rating: 5, text: 'Not theirs' } },
      'POST /api/review/:id/reply': { path: `/review/${review}/reply`, body: { reply: 'Not theirs' } },
      'POST /api/review/:id/report': { path: `/review/${review}/report`, body: { reason: 'offensive' } },
      'POST /api/auth/business/registration/bankConfirmation': {
        path: '/auth/business/registration/bankConfirmation',
        body: bankAccount,
      },
      'POST /api/subscription': { path: '/subscription', body: { packageId: 'premium', paymentMethod: card } },
      'PUT /api/subscription/package': { path: '/subscription/package', body: { packageId: 'premium' } },
      'PUT /api/subscription/payment-method': {
        path: '/subscription/payment-method',
        body: { paymentMethod: { type: 'direct_debit', ...bankAccount, mandateConfirmed: true } },
      },
      'POST /api/subscription/cancel': { path: '/subscription/cancel' },
      'POST /api/subscription/resume': { path: '/subscription/resume' },
      'POST /api/auth/renew-subscription': { path: '/auth/renew-subscription' },
      'POST /api/push-subscriptions': { path: '/push-subscriptions', body: browserPushSubscription() },
      'POST /api/notifications/read': { path: '/notifications/read', body: { all: true } },
      'GET /api/job/:id/threads': { path: `/job/${talkJob}/threads` },
      'GET /api/threads': { path: '/threads' },
      'GET /api/thread/:id/messages': { path: `/thread/${thread}/messages` },
      'POST /api/thread/:id/messages': { path: `/thread/${thread}/messages`, body: { text: 'Not from them' } },
      'POST /api/thread/:id/read': { path: `/thread/${thread}/read` },
      'GET /api/message/:id/photo': { path: `/message/${photoSent.body.message.id}/photo` },
    };

    // The marketplace's BFF on the same services, without its own impersonation check.
    const app = await buildBffApp({
      config: marketplace().config,
      clients: marketplace().clients,
      logger: createLogger({ name: 'impersonation-refusals', level: 'silent' }),
      metricsRegistry: createMetrics().registry,
      readinessChecks: [],
      withoutImpersonationRefusal: true,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { call } = accountsClient(() => ({
        url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      }));

      const refusedRoutes = [...app.routeAccessTable]
        .filter(([, access]) => access.impersonation === 'refused')
        .map(([route, access]) => ({
          route,
          as: Array.isArray(access.roles) && !access.roles.includes('customer') ? business : customer,
        }));
      expect(refusedRoutes.length).toBeGreaterThan(0);
      expect(
        refusedRoutes.filter(({ route }) => !probes[route] && !bffOnly[route]).map(({ route }) => route),
        "routes declared impersonation: 'refused' without a probe here",
      ).toEqual([]);

      const onlyTheBffRefuses: string[] = [];
      for (const { route, as } of refusedRoutes) {
        const probe = probes[route];
        if (!probe) continue;
        // A fresh impersonation for each call: one that went through must not spoil the next.
        const acting = await people.impersonate(admin, as.user.email);
        const answer = await call(route.split(' ')[0] as string, probe.path, {
          token: acting.token,
          body: probe.body,
          headers: { 'idempotency-key': randomUUID() },
        });
        if (answer.status !== 403 || JSON.stringify(answer.body) !== JSON.stringify(REFUSED_BY_THE_SERVICES)) {
          onlyTheBffRefuses.push(`${route}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        }
      }
      expect(onlyTheBffRefuses, 'routes only the BFF refuses while impersonating').toEqual(
        Object.entries(bffOnly).map(([route]) => expect.stringContaining(route)),
      );
    } finally {
      await app.close();
    }
  }, 240_000);
});
