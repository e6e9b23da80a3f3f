import { describe, expect, it } from 'vitest';
import { user, useTestApps } from './support.js';

const start = useTestApps();

const jobs = {
  async listWorkCategories() {
    return {
      workCategories: [
        { id: 'cleaning', name: 'Cleaning', services: [{ id: 'oven', name: 'Oven cleaning' }] },
        { id: 'gardening', name: 'Gardening', services: [{ id: 'lawn', name: 'Lawn mowing' }] },
      ],
    };
  },
  async listLocations() {
    return { locations: [{ location: 'SW', name: 'London South West', latitude: 51.4, longitude: -0.2 }] };
  },
};

const form = {
  businessName: 'Sparkle',
  fullName: 'Sam Sparkle',
  email: 'sam@example.com',
  mobile_number: '07123456780',
  password: 'Secret123!',
  passwordConfirm: 'Secret123!',
  workCategoryId: 'cleaning',
  serviceIds: ['oven'],
  location: 'sw',
};

describe('POST /auth/business/register', () => {
  it('checks category, services and location with the jobs service before identity is asked', async () => {
    const registered: unknown[] = [];
    const identity = {
      async registerBusiness(request: unknown) {
        registered.push(request);
        return { user: user({ userType: 'business', businessName: 'Sparkle', emailVerified: false }) };
      },
    };
    const app = await start({ identity, jobs });
    const register = (change: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/auth/business/register', payload: { ...form, ...change } });

    const refused = await register({ workCategoryId: 'nope', location: 'ZZ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Invalid request',
      errors: [
        { path: 'workCategoryId', message: 'Unknown work category' },
        { path: 'location', message: 'Unknown location' },
      ],
    });
    expect((await register({ serviceIds: ['oven', 'lawn'] })).json()).toEqual({
      message: 'Invalid request',
      errors: [{ path: 'serviceIds', message: 'Choose services of the chosen work category' }],
    });
    expect(registered).toEqual([]);

    const ok = await register({});
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ user: { userType: 'business', business_name: 'Sparkle', emailVerified: false } });
    expect(registered).toEqual([
      expect.objectContaining({
        workCategoryId: 'cleaning',
        serviceIds: ['oven'],
        location: 'sw',
        mobileNumber: '07123456780',
        // The centroid the gazetteer gives the location, for matching.
        latitude: 51.4,
        longitude: -0.2,
      }),
    ]);
  });
});

describe('mobile numbers typed in the usual UK forms', () => {
  it('reach identity as 07 and nine digits: registration, the registered check and forgot password', async () => {
    const calls: { method: string; request: unknown }[] = [];
    const identity = {
      async registerCustomer(request: unknown) {
        calls.push({ method: 'registerCustomer', request });
        return { user: user({ firstName: 'Ann', lastName: 'Marie Smith', emailVerified: false }) };
      },
      async isPhoneRegistered(request: unknown) {
        calls.push({ method: 'isPhoneRegistered', request });
        return { registered: true };
      },
      async sendSecurityCode(request: unknown) {
        calls.push({ method: 'sendSecurityCode', request });
        return {};
      },
    };
    const app = await start({ identity });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: {
        fullName: 'Ann Marie Smith',
        email: 'ann.marie@example.com',
        mobile_number: '+44 7700 900123',
        password: 'Secret123!',
        passwordConfirm: 'Secret123!',
      },
    });
    expect(registered.statusCode).toBe(201);
    const check = await app.inject({
      method: 'GET',
      url: `/api/user/is-phone-registered/${encodeURIComponent('0044 (7700) 900-123')}`,
    });
    expect(check.json()).toEqual({ registered: true });
    const landline = await app.inject({
      method: 'GET',
      url: `/api/user/is-phone-registered/${encodeURIComponent('+44 20 7946 0000')}`,
    });
    expect(landline.statusCode).toBe(400);
    const code = await app.inject({
      method: 'POST',
      url: `/api/auth/security-code/${encodeURIComponent('+44 7700 900123')}/send`,
    });
    expect(code.statusCode).toBe(200);
    expect(calls).toEqual([
      {
        method: 'registerCustomer',
        request: expect.objectContaining({ fullName: 'Ann Marie Smith', mobileNumber: '07700900123' }),
      },
      { method: 'isPhoneRegistered', request: { mobileNumber: '07700900123' } },
      { method: 'sendSecurityCode', request: { identifier: '07700900123' } },
    ]);
  });
});
