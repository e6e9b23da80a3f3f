import { describe, expect, it } from 'vitest';
import {
  type AccountsTarget,
  accountsClient,
  codeIn,
  formWith,
  newAccount,
  tinyPng,
} from '../accounts/accounts-client.js';

export { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';

type Body = { message?: string; error?: string; errors?: { path: string; message: string }[] };
const UNAUTHENTICATED = { message: 'Please log in', error: 'unauthenticated' };
const FORBIDDEN = { message: 'You do not have access to this' };
const NOT_FOUND = { message: 'Business not found' };

interface WorkCategory {
  id: string;
  name: string;
  services: { id: string; name: string }[];
}

interface OwnerBusiness {
  id: string;
  name: string;
  description: string | null;
  mobile_number: string | null;
  address: string | null;
  website: string | null;
  landline: string | null;
  location: string | null;
  logo: string | null;
  workCategories: string | null;
  workCategoriesName: string | null;
  services: { id: string; name: string }[];
  rating: null;
  reviewsCount: number;
  memberSince: string;
}

/**
 * Settings → Business profile and the public business page (docs/api/jobs-and-leads.md), from
 * outside, the same against every way of running the marketplace.
 */
export function describeBusinessApi(mode: string, target: () => AccountsTarget) {
  const client = accountsClient(target);
  const { get, post, signIn, nextMessage } = client;

  async function categories(): Promise<WorkCategory[]> {
    const { body } = await get<{ workCategories: WorkCategory[] }>('/work-category');
    expect(body.workCategories.length).toBeGreaterThan(1);
    return body.workCategories;
  }

  /** A newly registered business in SW, verified with the e-mailed link's code (unless asked not to) and signed in. */
  async function newBusiness(options: { verify?: boolean } = {}) {
    const [category] = await categories();
    if (!category) throw new Error('no work category');
    const account = newAccount();
    const registered = await post<Body>('/auth/business/register', {
      businessName: 'Sparkle & Shine',
      fullName: 'Sam Sparkle',
      email: account.email,
      mobile_number: account.mobile,
      password: account.password,
      passwordConfirm: account.password,
      workCategoryId: category.id,
      serviceIds: category.services.slice(0, 2).map((s) => s.id),
      location: 'sw',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const id = (registered.body as { user: { id: string } }).user.id;
    if (options.verify === false) return { id, category, account, token: '' };
    const code = codeIn(await nextMessage(account.email));
    expect((await post(`/auth/verify/${encodeURIComponent(code)}`)).status).toBe(200);
    const { token } = await signIn(account.email, account.password);
    return { id, category, account, token };
  }

  const ownProfile = async (token: string) => {
    const response = await get<{ business: OwnerBusiness }>('/business', token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.business;
  };

  describe(`business profile API (${mode})`, () => {
    it('refuses visitors with 401 and customers with 403', async () => {
      for (const [method, path] of [
        ['GET', '/business'],
        ['POST', '/business'],
        ['POST', '/business/deleteLogo'],
      ] as const) {
        const anonymous = await client.call<Body>(method, path, method === 'POST' ? { body: { name: 'X' } } : {});
        expect(anonymous.status, `${method} ${path}`).toBe(401);
        expect(anonymous.body).toEqual(UNAUTHENTICATED);
      }
      const customer = await client.verifiedCustomer();
      expect(await get('/business', customer.token)).toMatchObject({ status: 403, body: FORBIDDEN });
      expect(await post('/business', { name: 'Mine now' }, customer.token)).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
      expect(await post('/business/deleteLogo', undefined, customer.token)).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
    });

    it("shows the owner's profile as registered, then saves every field", async () => {
      const business = await newBusiness();
      const registered = await ownProfile(business.token);
      expect(registered).toEqual({
        id: business.id,
        name: 'Sparkle & Shine',
        description: null,
        mobile_number: null,
        address: null,
        website: null,
        landline: null,
        location: 'SW',
        logo: null,
        workCategories: business.category.id,
        workCategoriesName: business.category.name,
        services: business.category.services.slice(0, 2),
        rating: null,
        reviewsCount: 0,
        memberSince: expect.any(String),
      });
      expect(Date.parse(registered.memberSince)).not.toBeNaN();

      const services = business.category.services.slice(1, 3);
      const saved = await post(
        '/business',
        {
          name: '  Sparkle & Shine Ltd ',
          description: 'Domestic and end of tenancy cleaning across south London.',
          mobile_number: '07123456789',
          address: '1 High Street, London SW4 0AA',
          website: 'sparkle.example.co.uk',
          landline: '020 7946 0000',
          workCategories: business.category.id,
          services: services.map((s) => s.id),
          // The location is read-only: a sent one is ignored.
          location: 'EH',
        },
        business.token,
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toEqual([]);
      expect(await ownProfile(business.token)).toMatchObject({
        name: 'Sparkle & Shine Ltd',
        description: 'Domestic and end of tenancy cleaning across south London.',
        mobile_number: '07123456789',
        address: '1 High Street, London SW4 0AA',
        website: 'https://sparkle.example.co.uk',
        landline: '020 7946 0000',
        location: 'SW',
        services,
      });

      // A field left out keeps its value; an empty one is cleared.
      expect((await post('/business', { name: 'Sparkle Two', website: '' }, business.token)).status).toBe(200);
      expect(await ownProfile(business.token)).toMatchObject({
        name: 'Sparkle Two',
        website: null,
        mobile_number: '07123456789',
        services,
      });
    });

    it('answers bad fields with clear messages and saves nothing', async () => {
      const business = await newBusiness();
      const missing = await post<Body>('/business', {}, business.token);
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ path: 'name', message: 'Business name is required' }]);

      const wrong = await post<Body>(
        '/business',
        {
          name: 'x'.repeat(121),
          description: 'x'.repeat(2001),
          mobile_number: '0812',
          website: 'not a website',
          landline: '020-7946-0000',
        },
        business.token,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Business name must be at most 120 characters' },
          { path: 'description', message: 'Description must be at most 2000 characters' },
          { path: 'mobile_number', message: 'Invalid mobile number' },
          { path: 'website', message: 'Enter a valid website address, e.g. https://example.co.uk' },
          { path: 'landline', message: 'Landline may only contain digits and spaces' },
        ]),
      );

      const all = await categories();
      const other = all.find((c) => c.id !== business.category.id);
      const unknownCategory = await post<Body>(
        '/business',
        { name: 'Shine', workCategories: '00000000-0000-4000-8000-000000000000' },
        business.token,
      );
      expect(unknownCategory.status).toBe(400);
      expect(unknownCategory.body.errors).toEqual([{ path: 'workCategories', message: 'Unknown work category' }]);
      const foreignService = await post<Body>(
        '/business',
        { name: 'Shine', services: [other?.services[0]?.id] },
        business.token,
      );
      expect(foreignService.status).toBe(400);
      expect(foreignService.body.errors).toEqual([
        { path: 'services', message: 'This service is not in the chosen work category' },
      ]);
      expect((await ownProfile(business.token)).name).toBe('Sparkle & Shine');
    });

    it('uploads a logo as multipart, refuses a renamed text file and a file over 2 MB, and deletes it', async () => {
      const business = await newBusiness();
      const uploaded = await post(
        '/business',
        formWith({ business_name: 'Logo & Co', logo: { content: tinyPng, filename: 'logo.png', type: 'image/png' } }),
        business.token,
      );
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
      expect(uploaded.body).toEqual([]);
      const withLogo = await ownProfile(business.token);
      expect(withLogo.name).toBe('Logo & Co');
      expect(withLogo.services).toHaveLength(2);
      expect(withLogo.logo).toMatch(/^\/api\/business\/logo\/[0-9a-f-]{36}$/);
      const image = await fetch(`${target().url}${withLogo.logo}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      // Re-encoded on the server (no EXIF/GPS, at most 512 px): a WebP, not the uploaded bytes.
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(8, 12)
          .toString('latin1'),
      ).toBe('WEBP');
      // Each width at its own URL, kept a year; a width not cut is no such image.
      const small = await fetch(`${target().url}${withLogo.logo}/96`);
      expect(small.status).toBe(200);
      expect(small.headers.get('content-type')).toBe('image/webp');
      expect(small.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${target().url}${withLogo.logo}/100`)).status).toBe(404);

      const renamed = await post<Body>(
        '/business',
        formWith({ logo: { content: Buffer.from('not an image at all'), filename: 'fake.png', type: 'image/png' } }),
        business.token,
      );
      expect(renamed.status).toBe(400);
      expect(renamed.body.message).toBe('Invalid file type! JPG, PNG, or HEIF only.');
      const tooBig = await post<Body>(
        '/business',
        formWith({
          logo: {
            content: Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)]),
            filename: 'big.png',
            type: 'image/png',
          },
        }),
        business.token,
      );
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.message).toBe('File size exceeds 2MB!');
      const blankName = await post<Body>('/business', formWith({ business_name: ' ' }), business.token);
      expect(blankName.status).toBe(400);
      expect(blankName.body.errors).toEqual([{ path: 'business_name', message: 'Business name is required' }]);
      expect((await ownProfile(business.token)).logo).toBe(withLogo.logo);

      const removed = await post('/business/deleteLogo', undefined, business.token);
      expect(removed).toMatchObject({ status: 200, body: [] });
      expect((await ownProfile(business.token)).logo).toBeNull();
      expect((await fetch(`${target().url}${withLogo.logo}`)).status).toBe(404);
      expect((await get('/business/logo/not-an-id')).status).toBe(404);
    });

    it('shows a verified business publicly, and 404 for anything else', async () => {
      const business = await newBusiness();
      await post(
        '/business',
        { name: 'Public Shine', description: 'We clean.', mobile_number: '07123456789', address: '1 High St' },
        business.token,
      );
      const shown = await get<{ business: Record<string, unknown> }>(`/business/${business.id}`);
      expect(shown.status, JSON.stringify(shown.body)).toBe(200);
      expect(shown.body.business).toEqual({
        id: business.id,
        name: 'Public Shine',
        description: 'We clean.',
        logo: null,
        services: business.category.services.slice(0, 2),
        workCategoriesName: business.category.name,
        location: 'SW',
        locationName: 'London South West',
        memberSince: expect.any(String),
        rating: null,
        reviewsCount: 0,
        // Not subscribed: no package badge.
        package: null,
        // Fewer than 10 answered leads: no response-time badge.
        responseTime: null,
      });

      const unverified = await newBusiness({ verify: false });
      const customer = await client.registerCustomer();
      for (const id of [
        '00000000-0000-4000-8000-000000000000',
        customer.user.id,
        unverified.id,
        'not-a-uuid',
        '1%20or%201=1',
      ]) {
        const response = await get<Body>(`/business/${id}`);
        expect(response.status, id).toBe(404);
        expect(response.body).toEqual(NOT_FOUND);
      }
    });
  });
}
