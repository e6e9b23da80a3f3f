import type { serviceContracts } from '@localpros/contracts';
import { createLogger, GrpcStatus, InProcessBus, prepareService, type RpcClient, type RpcError } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../src/index.js';
import { businessLogos, businessLogoWidths, businessProfiles, outbox, users } from '../src/schema.js';
import { openCodePayload } from './sealed-codes.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Identity = RpcClient<typeof serviceContracts.identity.definition>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let identity: Identity;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  const bus = new InProcessBus({ logger });
  const instance = await prepareService(identityService, {
    database: handle.database,
    bus,
    logger,
    env: { PLATFORM: 'local', PUBLIC_URL: 'http://localhost:3000' },
  });
  identity = testServiceClient(instance, { logger });
});
afterAll(() => handle.drop());

/** Call options acting for this user, as the BFF's caller token would say. */
const actingAs = (id: string, type: string) => testCaller({ user: { id, type } });

const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CATEGORY = '2b0c6f3e-8d5a-4a8e-9c1f-1d2e3f4a5b6c';
const OTHER_CATEGORY = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

interface ProfileEvent {
  businessId: string;
  businessName: string;
  workCategoryId: string | null;
  serviceIds: string[];
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  isActive: boolean;
  isVerified: boolean;
}

async function profileEvents(businessId: string): Promise<ProfileEvent[]> {
  const rows = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, 'BusinessProfileUpdated'), sql`${outbox.payload}->>'businessId' = ${businessId}`))
    .orderBy(desc(outbox.seq));
  return rows.map((r) => r.payload as ProfileEvent);
}

async function latestCode(recipient: string) {
  const [row] = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, 'VerificationCodeIssued'), sql`${outbox.payload}->>'recipient' = ${recipient}`))
    .orderBy(desc(outbox.seq))
    .limit(1);
  const payload = row?.payload;
  if (!payload) throw new Error(`no code for ${recipient}`);
  return openCodePayload(payload).code;
}

let counter = 0;
async function registeredBusiness(options: { verified?: boolean; centroid?: boolean } = {}) {
  counter += 1;
  const email = `biz${counter}@example.com`;
  const { user } = await identity.registerBusiness({
    businessName: `Shine ${counter}`,
    fullName: 'Sam Sparkle',
    email,
    mobileNumber: `0790000${String(counter).padStart(4, '0')}`,
    password: 'correct horse',
    passwordConfirm: 'correct horse',
    workCategoryId: CATEGORY,
    serviceIds: ['svc-a', 'svc-b'],
    location: 'sw',
    ...(options.centroid === false ? {} : { latitude: 51.46, longitude: -0.17 }),
  });
  if (!user) throw new Error('no user');
  if (options.verified !== false) await identity.verifyAccount({ code: await latestCode(email) });
  return { id: user.id, email };
}

const update = (userId: string, overrides: Record<string, unknown> = {}) => ({
  userId,
  name: 'Sparkle & Shine Ltd',
  description: 'Domestic and end of tenancy cleaning across south London.',
  mobileNumber: '07123456789',
  address: '1 High Street, London SW4 0AA',
  website: 'sparkle.example.co.uk',
  landline: '020 7946 0000',
  workCategoryId: CATEGORY,
  serviceIds: ['svc-a', 'svc-c', 'svc-a'],
  ...overrides,
});

describe('business profiles (PostgreSQL)', () => {
  it('stores the centroid at registration and announces it, then again on verification', async () => {
    const business = await registeredBusiness();
    const [registered, verified] = (await profileEvents(business.id)).reverse();
    expect(registered).toMatchObject({
      location: 'SW',
      latitude: 51.46,
      longitude: -0.17,
      isVerified: false,
      workCategoryId: CATEGORY,
      serviceIds: ['svc-a', 'svc-b'],
    });
    expect(verified).toMatchObject({ latitude: 51.46, longitude: -0.17, isVerified: true, isActive: true });

    const { profile } = await identity.getBusinessProfile({ userId: business.id }, actingAs(business.id, 'business'));
    expect(profile).toMatchObject({
      id: business.id,
      name: `Shine ${counter}`,
      description: '',
      mobileNumber: '',
      location: 'SW',
      logo: '',
      workCategoryId: CATEGORY,
      serviceIds: ['svc-a', 'svc-b'],
      isVerified: true,
      isActive: true,
    });
    expect(Date.parse(profile?.memberSince ?? '')).not.toBeNaN();
  });

  it('announces no coordinates when the caller resolved none, and refuses impossible ones', async () => {
    const business = await registeredBusiness({ centroid: false, verified: false });
    expect((await profileEvents(business.id))[0]).toMatchObject({ latitude: null, longitude: null });
    const refused = await failure(
      identity.registerBusiness({
        businessName: 'Nowhere',
        fullName: 'Sam Sparkle',
        email: 'nowhere@example.com',
        mobileNumber: '07911111111',
        password: 'correct horse',
        passwordConfirm: 'correct horse',
        workCategoryId: CATEGORY,
        serviceIds: ['svc-a'],
        location: 'SW',
        latitude: 123,
        longitude: 0,
      }),
    );
    expect(refused?.fieldErrors).toEqual([{ path: 'location', message: 'Unknown location' }]);
  });

  it('updates the profile and records BusinessProfileUpdated with the unchanged centroid', async () => {
    const business = await registeredBusiness();
    const before = (await profileEvents(business.id)).length;
    const { profile } = await identity.updateBusinessProfile(update(business.id), actingAs(business.id, 'business'));
    expect(profile).toMatchObject({
      name: 'Sparkle & Shine Ltd',
      description: 'Domestic and end of tenancy cleaning across south London.',
      mobileNumber: '07123456789',
      address: '1 High Street, London SW4 0AA',
      website: 'https://sparkle.example.co.uk',
      landline: '020 7946 0000',
      serviceIds: ['svc-a', 'svc-c'],
      location: 'SW',
    });
    const events = await profileEvents(business.id);
    expect(events).toHaveLength(before + 1);
    expect(events[0]).toEqual({
      businessId: business.id,
      businessName: 'Sparkle & Shine Ltd',
      workCategoryId: CATEGORY,
      serviceIds: ['svc-a', 'svc-c'],
      location: 'SW',
      latitude: 51.46,
      longitude: -0.17,
      isActive: true,
      isVerified: true,
      updatedAt: expect.any(String),
    });

    // Empty optional fields clear them; no category means no services.
    const cleared = await identity.updateBusinessProfile(
      update(business.id, {
        description: '',
        mobileNumber: '',
        address: '',
        website: '',
        landline: '',
        workCategoryId: '',
        serviceIds: [],
      }),
      actingAs(business.id, 'business'),
    );
    expect(cleared.profile).toMatchObject({
      description: '',
      mobileNumber: '',
      website: '',
      workCategoryId: '',
      serviceIds: [],
    });
    const [row] = await db().select().from(businessProfiles).where(eq(businessProfiles.userId, business.id));
    expect(row).toMatchObject({ description: null, mobileNumber: null, website: null, workCategoryId: null });
  });

  it('refuses bad fields with the form messages and changes nothing', async () => {
    const business = await registeredBusiness();
    const before = (await profileEvents(business.id)).length;
    const refused = await failure(
      identity.updateBusinessProfile(
        update(business.id, {
          name: ' ',
          description: 'x'.repeat(2001),
          mobileNumber: '0812',
          website: 'javascript:alert(1)',
          landline: '020-7946',
        }),
        actingAs(business.id, 'business'),
      ),
    );
    expect(refused?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(refused?.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Business name is required' },
        { path: 'description', message: 'Description must be at most 2000 characters' },
        { path: 'mobile_number', message: 'Invalid mobile number' },
        { path: 'website', message: 'Enter a valid website address, e.g. https://example.co.uk' },
        { path: 'landline', message: 'Landline may only contain digits and spaces' },
      ]),
    );
    const longName = await failure(
      identity.updateBusinessProfile(update(business.id, { name: 'x'.repeat(121) }), actingAs(business.id, 'business')),
    );
    expect(longName?.fieldErrors).toEqual([{ path: 'name', message: 'Business name must be at most 120 characters' }]);
    const servicesWithoutCategory = await failure(
      identity.updateBusinessProfile(
        update(business.id, { workCategoryId: '', serviceIds: ['svc-a'] }),
        actingAs(business.id, 'business'),
      ),
    );
    expect(servicesWithoutCategory?.fieldErrors).toEqual([
      { path: 'services', message: 'This service is not in the chosen work category' },
    ]);
    const badCategory = await failure(
      identity.updateBusinessProfile(
        update(business.id, { workCategoryId: 'not-a-uuid' }),
        actingAs(business.id, 'business'),
      ),
    );
    expect(badCategory?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect((await profileEvents(business.id)).length).toBe(before);
    expect(
      (await identity.getBusinessProfile({ userId: business.id }, actingAs(business.id, 'business'))).profile?.name,
    ).toBe(`Shine ${counter}`);
  });

  it('answers NOT_FOUND for the profile of a customer or an unknown user', async () => {
    const business = await registeredBusiness();
    await identity.updateBusinessProfile(
      update(business.id, { workCategoryId: OTHER_CATEGORY }),
      actingAs(business.id, 'business'),
    );
    const [customer] = await db().select().from(users).where(eq(users.email, 'customer@localpros.test'));
    expect(customer).toBeDefined();
    expect(
      (
        await failure(
          identity.getBusinessProfile({ userId: customer?.id ?? '' }, actingAs(customer?.id ?? '', 'business')),
        )
      )?.code,
    ).toBe(GrpcStatus.NOT_FOUND);
    const nobody = '00000000-0000-4000-8000-000000000000';
    const unknown = await failure(identity.getBusinessProfile({ userId: nobody }, actingAs(nobody, 'business')));
    expect(unknown?.code).toBe(GrpcStatus.NOT_FOUND);
    expect((await failure(identity.updateBusinessProfile(update('nope'), actingAs('nope', 'business'))))?.code).toBe(
      GrpcStatus.NOT_FOUND,
    );
  });

  it('keeps one logo per business, checked by its content, and announces each change', async () => {
    const business = await registeredBusiness();
    const before = (await profileEvents(business.id)).length;

    const wrongType = await failure(
      identity.setBusinessLogo(
        {
          userId: business.id,
          content: Buffer.from('not an image'),
          declaredType: 'image/png',
        },
        actingAs(business.id, 'business'),
      ),
    );
    expect(wrongType).toMatchObject({
      code: GrpcStatus.INVALID_ARGUMENT,
      message: 'Invalid file type! JPG, PNG, or HEIF only.',
    });
    const tooLarge = await failure(
      identity.setBusinessLogo(
        {
          userId: business.id,
          content: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
          declaredType: 'image/png',
        },
        actingAs(business.id, 'business'),
      ),
    );
    expect(tooLarge?.message).toBe('File size exceeds 2MB!');

    const first = await identity.setBusinessLogo(
      { userId: business.id, content: png, declaredType: 'text/plain' },
      actingAs(business.id, 'business'),
    );
    const firstId = first.profile?.logo.split('/').pop() ?? '';
    expect(first.profile?.logo).toBe(`/api/business/logo/${firstId}`);
    const image = await identity.getBusinessLogo({ imageId: firstId, width: 0 });
    // Stored re-encoded (images.test.ts): WebP, whatever was uploaded.
    expect(image.contentType).toBe('image/webp');
    expect(Buffer.from(image.content).subarray(8, 12).toString('latin1')).toBe('WEBP');
    const small = await identity.getBusinessLogo({ imageId: firstId, width: 96 });
    expect(await sharp(Buffer.from(small.content)).metadata()).toMatchObject({ format: 'webp', width: 96, height: 96 });

    const second = await identity.setBusinessLogo(
      { userId: business.id, content: png, declaredType: 'image/png' },
      actingAs(business.id, 'business'),
    );
    expect(second.profile?.logo).not.toBe(first.profile?.logo);
    expect((await failure(identity.getBusinessLogo({ imageId: firstId, width: 0 })))?.code).toBe(GrpcStatus.NOT_FOUND);
    expect(await db().select().from(businessLogos).where(eq(businessLogos.userId, business.id))).toHaveLength(1);
    // The old logo's widths went with it.
    expect(await db().select().from(businessLogoWidths).where(eq(businessLogoWidths.logoId, firstId))).toHaveLength(0);

    const removed = await identity.deleteBusinessLogo({ userId: business.id }, actingAs(business.id, 'business'));
    expect(removed.profile?.logo).toBe('');
    expect(await db().select().from(businessLogos).where(eq(businessLogos.userId, business.id))).toHaveLength(0);
    const events = await profileEvents(business.id);
    expect(events).toHaveLength(before + 3);
    expect(events[0]).toMatchObject({ latitude: 51.46, longitude: -0.17 });
    expect((await failure(identity.getBusinessLogo({ imageId: '../etc', width: 0 })))?.code).toBe(GrpcStatus.NOT_FOUND);
  });

  it('shows only verified, active, live businesses publicly, without their contact details', async () => {
    const business = await registeredBusiness();
    await identity.updateBusinessProfile(update(business.id), actingAs(business.id, 'business'));
    const { business: shown } = await identity.getPublicBusiness({ businessId: business.id });
    expect(shown).toMatchObject({
      id: business.id,
      name: 'Sparkle & Shine Ltd',
      description: 'Domestic and end of tenancy cleaning across south London.',
      location: 'SW',
      mobileNumber: '',
      address: '',
      website: '',
      landline: '',
    });

    const notFound = async (businessId: string) =>
      expect(await failure(identity.getPublicBusiness({ businessId }))).toMatchObject({
        code: GrpcStatus.NOT_FOUND,
        message: 'Business not found',
      });
    await notFound('00000000-0000-4000-8000-000000000000');
    await notFound('not-a-uuid');
    const unverified = await registeredBusiness({ verified: false });
    await notFound(unverified.id);
    const [customer] = await db().select().from(users).where(eq(users.email, 'customer@localpros.test'));
    await notFound(customer?.id ?? '');

    const inactive = await registeredBusiness();
    await db().update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    await notFound(inactive.id);

    const deleted = await registeredBusiness();
    await identity.setBusinessLogo(
      { userId: deleted.id, content: png, declaredType: 'image/png' },
      actingAs(deleted.id, 'business'),
    );
    await identity.updateBusinessProfile(update(deleted.id), actingAs(deleted.id, 'business'));
    await identity.deleteAccount(
      { userId: deleted.id, impersonatorId: '', currentPassword: 'correct horse' },
      actingAs(deleted.id, 'business'),
    );
    await notFound(deleted.id);
    const [gone] = await db().select().from(businessProfiles).where(eq(businessProfiles.userId, deleted.id));
    expect(gone).toMatchObject({
      businessName: 'Deleted business',
      mobileNumber: null,
      address: null,
      website: null,
      landline: null,
      logoId: null,
    });
    expect(await db().select().from(businessLogos).where(eq(businessLogos.userId, deleted.id))).toHaveLength(0);
    expect((await profileEvents(deleted.id))[0]).toMatchObject({
      isActive: false,
      latitude: 51.46,
      longitude: -0.17,
    });
  });

  it('gives the names, mobile numbers, pictures and business names of up to 500 users, deleted ones anonymised', async () => {
    const kept = await registeredBusiness();
    const deleted = await registeredBusiness();
    await identity.deleteAccount(
      { userId: deleted.id, impersonatorId: '', currentPassword: 'correct horse' },
      actingAs(deleted.id, 'business'),
    );
    const asKept = actingAs(kept.id, 'business');
    const { contacts } = await identity.getUserContacts(
      { userIds: [kept.id, deleted.id, kept.id, '00000000-0000-4000-8000-000000000000', 'junk'] },
      asKept,
    );
    expect(contacts).toHaveLength(2);
    expect(contacts).toEqual(
      expect.arrayContaining([
        {
          userId: kept.id,
          firstName: 'Sam',
          lastName: 'Sparkle',
          mobileNumber: expect.stringMatching(/^07\d{9}$/),
          avatar: '',
          businessName: expect.stringMatching(/^Shine \d+$/),
          logo: '',
        },
        {
          userId: deleted.id,
          firstName: 'Deleted',
          lastName: 'user',
          mobileNumber: '',
          avatar: '',
          businessName: 'Deleted business',
          logo: '',
        },
      ]),
    );
    expect((await identity.getUserContacts({ userIds: [] }, asKept)).contacts).toEqual([]);
    const tooMany = Array.from({ length: 501 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await failure(identity.getUserContacts({ userIds: tooMany }, asKept)))?.code).toBe(
      GrpcStatus.INVALID_ARGUMENT,
    );
  });

  it('seeds each demo business at its postcode area centroid', async () => {
    const [sparkle] = await db().select().from(users).where(eq(users.email, 'business@localpros.test'));
    const [northern] = await db().select().from(users).where(eq(users.email, 'business3@localpros.test'));
    expect((await profileEvents(sparkle?.id ?? ''))[0]).toMatchObject({
      location: 'SW',
      latitude: 51.46,
      longitude: -0.17,
      isVerified: true,
    });
    expect((await profileEvents(northern?.id ?? ''))[0]).toMatchObject({
      location: 'M',
      latitude: 53.47,
      longitude: -2.25,
    });
    const demoBusinesses = await db()
      .select({ latitude: businessProfiles.latitude, longitude: businessProfiles.longitude })
      .from(businessProfiles)
      .innerJoin(users, eq(users.id, businessProfiles.userId))
      .where(sql`${users.email} like '%@localpros.test'`);
    expect(demoBusinesses).toHaveLength(6);
    expect(demoBusinesses.every((p) => p.latitude !== null && p.longitude !== null)).toBe(true);
  });
});
