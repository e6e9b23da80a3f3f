import { randomUUID } from 'node:crypto';
import type { serviceContracts } from '@localpros/contracts';
import { createLogger, GrpcStatus, InProcessBus, prepareService, type RpcClient, type RpcError } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_VERIFICATION_CODE } from '../src/accounts/verify-account.js';
import { ALREADY_VERIFIED, ONLY_BUSINESSES_VERIFIED } from '../src/admin/admin-accounts.js';
import { identityService } from '../src/index.js';
import { outbox, users } from '../src/schema.js';
import { DEACTIVATED } from '../src/sessions/login.js';
import { INVALID_COMPANY_NUMBER } from '../src/vetting/company-number.js';
import { DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_REFUSED, DOCUMENT_UNREADABLE } from '../src/vetting/document-content.js';
import { openCodePayload } from './sealed-codes.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Identity = RpcClient<typeof serviceContracts.identity.definition>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let identity: Identity;
const db = () => handle.database.db;
let adminId: string;
const asAdmin = () => testCaller({ user: { id: adminId, type: 'admin' } });
const asBusiness = (id: string) => testCaller({ user: { id, type: 'business' } });
const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

beforeAll(async () => {
  handle = await createTestDatabase();
  const instance = await prepareService(identityService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env: { PLATFORM: 'local', PUBLIC_URL: 'http://localhost:3000' },
  });
  identity = testServiceClient(instance, { logger });
  const [admin] = await db().select().from(users).where(eq(users.userType, 'admin'));
  adminId = admin?.id ?? '';
});
afterAll(() => handle.drop());

let counter = 0;
async function business() {
  counter += 1;
  const email = `vet${counter}@example.com`;
  const { user } = await identity.registerBusiness({
    businessName: `Vetted ${counter}`,
    fullName: 'Val Vetted',
    email,
    mobileNumber: `0791000${String(counter).padStart(4, '0')}`,
    password: 'correct horse',
    passwordConfirm: 'correct horse',
    workCategoryId: randomUUID(),
    serviceIds: ['svc-a'],
    location: 'sw',
    latitude: 51.46,
    longitude: -0.17,
  });
  return { id: user?.id ?? '', email };
}

async function events(type: string, field: string, value: string) {
  return db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, type), sql`${outbox.payload}->>${field} = ${value}`))
    .orderBy(desc(outbox.seq));
}

async function latestCode(userId: string) {
  const [row] = await events('VerificationCodeIssued', 'userId', userId);
  return openCodePayload(row?.payload).code;
}

describe('admin commands on accounts', () => {
  it('deactivating a business ends its sign-in and tells matching (profile inactive) and the audit log', async () => {
    const pro = await business();
    await identity.adminVerifyBusiness({ adminId: '', userId: pro.id }, asAdmin());
    const { user } = await identity.setAccountActive({ adminId: '', userId: pro.id, isActive: false }, asAdmin());
    expect(user?.isActive).toBe(false);
    const refused = await failure(identity.login({ email: pro.email, password: 'correct horse' }));
    expect(refused).toMatchObject({ code: GrpcStatus.PERMISSION_DENIED, message: DEACTIVATED });
    const [status] = await events('AccountStatusChanged', 'userId', pro.id);
    expect(status?.payload).toMatchObject({ isActive: false, adminId, userType: 'business' });
    const [profile] = await events('BusinessProfileUpdated', 'businessId', pro.id);
    expect(profile?.payload).toMatchObject({ isActive: false, isVerified: true });
    const audit = await events('AdminActionRecorded', 'targetId', pro.id);
    expect(audit.map((row) => (row.payload as { action: string }).action)).toEqual([
      'user_deactivated',
      'business_verified',
    ]);
    await identity.setAccountActive({ adminId: '', userId: pro.id, isActive: true }, asAdmin());
    expect((await identity.login({ email: pro.email, password: 'correct horse' })).user?.id).toBe(pro.id);
  });

  it('verifies a business in one call, without its code, which stops working; only once, and audited', async () => {
    const pro = await business();
    const code = await latestCode(pro.id);
    await identity.adminVerifyBusiness({ adminId: '', userId: pro.id }, asAdmin());
    const [verified] = await events('UserVerified', 'userId', pro.id);
    expect(verified?.payload).toMatchObject({ userType: 'business', email: pro.email });
    const [profile] = await events('BusinessProfileUpdated', 'businessId', pro.id);
    expect(profile?.payload).toMatchObject({ isVerified: true, isActive: true });
    const [audit] = await events('AdminActionRecorded', 'targetId', pro.id);
    expect(audit?.payload).toMatchObject({ adminId, action: 'business_verified', targetType: 'business' });
    expect((await identity.login({ email: pro.email, password: 'correct horse' })).user?.id).toBe(pro.id);
    // The e-mailed code was used up with the admin's verification.
    const stale = await failure(identity.verifyAccount({ code }));
    expect(stale).toMatchObject({ code: GrpcStatus.INVALID_ARGUMENT, message: INVALID_VERIFICATION_CODE });

    const again = await failure(identity.adminVerifyBusiness({ adminId: '', userId: pro.id }, asAdmin()));
    expect(again).toMatchObject({ code: GrpcStatus.FAILED_PRECONDITION, message: ALREADY_VERIFIED });
    expect(await events('UserVerified', 'userId', pro.id)).toHaveLength(1);
    const resend = await failure(identity.adminResendVerification({ adminId: '', userId: pro.id }, asAdmin()));
    expect(resend).toMatchObject({ code: GrpcStatus.FAILED_PRECONDITION, message: ALREADY_VERIFIED });
  });

  it('verifies only businesses, and only for an admin', async () => {
    const { user: customer } = await identity.registerCustomer({
      fullName: 'Cara Customer',
      email: `cara${randomUUID().slice(0, 6)}@example.com`,
      mobileNumber: '07912000001',
      password: 'correct horse',
      passwordConfirm: 'correct horse',
    });
    const refused = await failure(identity.adminVerifyBusiness({ adminId: '', userId: customer?.id ?? '' }, asAdmin()));
    expect(refused).toMatchObject({ code: GrpcStatus.INVALID_ARGUMENT, message: ONLY_BUSINESSES_VERIFIED });
    const pro = await business();
    const self = await failure(identity.adminVerifyBusiness({ adminId: '', userId: pro.id }, asBusiness(pro.id)));
    expect(self?.code).toBe(GrpcStatus.PERMISSION_DENIED);
    const unknown = await failure(identity.adminVerifyBusiness({ adminId: '', userId: randomUUID() }, asAdmin()));
    expect(unknown?.code).toBe(GrpcStatus.NOT_FOUND);
  });

  it('refuses non-admin callers and commands on admins', async () => {
    const pro = await business();
    const asUser = await failure(
      identity.setAccountActive({ adminId: '', userId: pro.id, isActive: false }, asBusiness(pro.id)),
    );
    expect(asUser?.code).toBe(GrpcStatus.PERMISSION_DENIED);
    const onAdmin = await failure(identity.adminDeleteUser({ adminId: '', userId: adminId }, asAdmin()));
    expect(onAdmin?.code).toBe(GrpcStatus.PERMISSION_DENIED);
    const unknown = await failure(identity.adminDeleteUser({ adminId: '', userId: randomUUID() }, asAdmin()));
    expect(unknown?.code).toBe(GrpcStatus.NOT_FOUND);
  });

  it('edits names and deletes (anonymised, UserDeleted)', async () => {
    const pro = await business();
    const { user } = await identity.adminUpdateUser({ adminId: '', userId: pro.id, fullName: 'Vera Vale' }, asAdmin());
    expect(user).toMatchObject({ firstName: 'Vera', lastName: 'Vale' });
    const longer = await identity.adminUpdateUser(
      { adminId: '', userId: pro.id, fullName: 'Vera Mae van Vale' },
      asAdmin(),
    );
    expect(longer.user).toMatchObject({ firstName: 'Vera', lastName: 'Mae van Vale' });
    const empty = await failure(identity.adminUpdateUser({ adminId: '', userId: pro.id }, asAdmin()));
    expect(empty?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    await identity.adminDeleteUser({ adminId: '', userId: pro.id }, asAdmin());
    expect(await events('UserDeleted', 'userId', pro.id)).toHaveLength(1);
    const [row] = await db().select().from(users).where(eq(users.id, pro.id));
    expect(row).toMatchObject({ firstName: 'Deleted', isActive: false });
  });
});

describe('vetting documents and company number', () => {
  /** A real one-page PDF: identity parses what is uploaded, not only its first bytes. */
  let pdf: Buffer;
  beforeAll(async () => {
    const document = await PDFDocument.create();
    document.addPage([200, 200]).drawText('Public liability insurance');
    pdf = Buffer.from(await document.save());
  });

  it('keeps PDF, JPEG and PNG checked by content, at most 5 MB, readable by the business and admins only', async () => {
    const pro = await business();
    const other = await business();
    const { document } = await identity.uploadBusinessDocument(
      { businessId: '', kind: 'insurance', fileName: '../../policy', content: pdf },
      asBusiness(pro.id),
    );
    expect(document).toMatchObject({
      kind: 'insurance',
      fileName: 'policy.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
    });
    const text = await failure(
      identity.uploadBusinessDocument(
        { businessId: '', kind: 'id', fileName: 'id.pdf', content: Buffer.from('not a pdf at all') },
        asBusiness(pro.id),
      ),
    );
    expect(text).toMatchObject({ code: GrpcStatus.INVALID_ARGUMENT, message: DOCUMENT_TYPE_REFUSED });
    // The first bytes of a PDF and nothing that parses after them.
    const hollow = await failure(
      identity.uploadBusinessDocument(
        {
          businessId: '',
          kind: 'id',
          fileName: 'id.pdf',
          content: Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(1000, 32)]),
        },
        asBusiness(pro.id),
      ),
    );
    expect(hollow).toMatchObject({ code: GrpcStatus.INVALID_ARGUMENT, message: DOCUMENT_UNREADABLE });
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await failure(
      identity.uploadBusinessDocument(
        { businessId: '', kind: 'id', fileName: 'id.jpg', content: big },
        asBusiness(pro.id),
      ),
    );
    expect(tooBig).toMatchObject({ code: GrpcStatus.INVALID_ARGUMENT, message: DOCUMENT_TOO_LARGE });
    const badKind = await failure(
      identity.uploadBusinessDocument(
        { businessId: '', kind: 'selfie', fileName: 'x.pdf', content: pdf },
        asBusiness(pro.id),
      ),
    );
    expect(badKind?.code).toBe(GrpcStatus.INVALID_ARGUMENT);

    const id = document?.id ?? '';
    const file = await identity.getBusinessDocument({ businessId: '', documentId: id }, asBusiness(pro.id));
    expect(Buffer.from(file.content).equals(pdf)).toBe(true);
    const byOther = await failure(
      identity.getBusinessDocument({ businessId: '', documentId: id }, asBusiness(other.id)),
    );
    expect(byOther?.code).toBe(GrpcStatus.NOT_FOUND);
    const forged = await failure(
      identity.getBusinessDocument({ businessId: pro.id, documentId: id }, asBusiness(other.id)),
    );
    expect(forged?.code).toBe(GrpcStatus.PERMISSION_DENIED);
    const listed = await identity.adminListBusinessDocuments({ adminId: '', businessId: pro.id }, asAdmin());
    expect(listed.documents.map((d) => d.id)).toEqual([id]);
    const [vetting] = await events('BusinessVettingChanged', 'businessId', pro.id);
    expect(vetting?.payload).toMatchObject({ documentsCount: 1, companyNumber: null });

    await identity.deleteBusinessDocument({ businessId: '', documentId: id }, asBusiness(pro.id));
    expect(
      (await identity.adminListBusinessDocuments({ adminId: '', businessId: pro.id }, asAdmin())).documents,
    ).toEqual([]);
  });

  it('checks the Companies House format and clears it for sole traders', async () => {
    const pro = await business();
    await identity.setCompanyNumber({ businessId: '', companyNumber: 'sc 123456' }, asBusiness(pro.id));
    const [set] = await events('BusinessVettingChanged', 'businessId', pro.id);
    expect(set?.payload).toMatchObject({ companyNumber: 'SC123456' });
    for (const bad of ['1234567', 'AB123456', '12345678X']) {
      const refused = await failure(
        identity.setCompanyNumber({ businessId: '', companyNumber: bad }, asBusiness(pro.id)),
      );
      expect(refused?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
      expect(refused?.fieldErrors).toEqual([{ path: 'companyNumber', message: INVALID_COMPANY_NUMBER }]);
    }
    await identity.setCompanyNumber({ businessId: '' }, asBusiness(pro.id));
    const [cleared] = await events('BusinessVettingChanged', 'businessId', pro.id);
    expect(cleared?.payload).toMatchObject({ companyNumber: null });
  });
});
