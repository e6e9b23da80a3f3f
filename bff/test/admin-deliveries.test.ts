import type { notificationsRpc } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { admin, fakeIdentity, user, useTestApps } from './support.js';

const customer = user();

/** Notifications as the BFF sees it: one user's deliveries, and the calls it was asked. */
function notificationsWith(deliveries: notificationsRpc.UserDelivery[]) {
  const calls: notificationsRpc.ListUserDeliveriesRequest[] = [];
  return {
    calls,
    notifications: {
      async listUserDeliveries(request: notificationsRpc.ListUserDeliveriesRequest) {
        calls.push(request);
        return { deliveries: request.userId === customer.id ? deliveries : [] };
      },
    },
  };
}

const failedSms: notificationsRpc.UserDelivery = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  channel: 'sms',
  purpose: 'quote_received',
  status: 'failed',
  attempts: 3,
  lastError: 'Vonage refused [number]',
  maskedRecipient: '07••••••789',
  createdAt: '2026-01-02T10:00:00.000Z',
  sentAt: '',
};

describe('GET /api/admin/users/:id/deliveries', () => {
  const start = useTestApps();

  async function signIn(app: Awaited<ReturnType<typeof start>>, email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Secret123!' },
    });
    return { authorization: `Bearer ${(response.json() as { token: string }).token}` };
  }

  it("lists a user's deliveries for an admin; an unknown user has none", async () => {
    const { notifications, calls } = notificationsWith([failedSms]);
    const app = await start({ identity: fakeIdentity([customer, admin]), notifications });
    const headers = await signIn(app, admin.email);
    const listed = await app.inject({ url: `/api/admin/users/${customer.id}/deliveries?limit=5`, headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      deliveries: [
        {
          id: failedSms.id,
          channel: 'sms',
          purpose: 'quote_received',
          status: 'failed',
          attempts: 3,
          reason: 'Vonage refused [number]',
          recipient: '07••••••789',
          createdAt: failedSms.createdAt,
          sentAt: null,
        },
      ],
    });
    expect(calls).toEqual([{ userId: customer.id, limit: 5 }]);
    const unknown = await app.inject({
      url: '/api/admin/users/9f1e2d3c-4b5a-4c6d-8e7f-001122334455/deliveries',
      headers,
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { deliveries: [] }]);
    expect(calls.at(-1)).toEqual({ userId: '9f1e2d3c-4b5a-4c6d-8e7f-001122334455', limit: 20 });
  });

  it('refuses a bad id or limit with 400, a customer with 403 and a visitor with 401', async () => {
    const { notifications, calls } = notificationsWith([failedSms]);
    const app = await start({ identity: fakeIdentity([customer, admin]), notifications });
    const asAdmin = await signIn(app, admin.email);
    const badId = await app.inject({ url: '/api/admin/users/not-a-uuid/deliveries', headers: asAdmin });
    expect(badId.statusCode).toBe(400);
    const badLimit = await app.inject({ url: `/api/admin/users/${customer.id}/deliveries?limit=51`, headers: asAdmin });
    expect(badLimit.statusCode).toBe(400);
    const asCustomer = await signIn(app, customer.email);
    const own = await app.inject({ url: `/api/admin/users/${customer.id}/deliveries`, headers: asCustomer });
    expect(own.statusCode).toBe(403);
    const visitor = await app.inject({ url: `/api/admin/users/${customer.id}/deliveries` });
    expect(visitor.statusCode).toBe(401);
    expect(calls).toEqual([]);
  });
});
