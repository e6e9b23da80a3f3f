import { randomInt, randomUUID } from 'node:crypto';
import { demoAccounts } from '@localpros/identity';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  type AccountsTarget,
  accountsApiEnv,
  accountsClient,
  formWith,
  newAccount,
  PASSWORD,
  tinyPng,
} from '../accounts/accounts-client.js';
import { CLEANING, DOMESTIC_CLEANING, swCleaningJob } from '../support/sw-cleaning-job.js';

export type { AccountsTarget } from '../accounts/accounts-client.js';

/** The suite signs up dozens of accounts and sends contact messages from one address. */
export const adminApiEnv: Record<string, string> = {
  ...accountsApiEnv,
  REGISTER_RATE_LIMIT_PER_IP: '10000',
  CONTACT_RATE_LIMIT_PER_MINUTE: '1000',
  // Argon2 on a shared CI machine: a sign-up may wait its turn longer than production's 5 s.
  RPC_DEADLINE_MS: '30000',
};

type Session = { token: string; user: { id: string; email: string } };
type Body = { message?: string; errors?: { path: string; message: string }[] };
type Page = Record<string, unknown> & Body;

const UNAUTHENTICATED = { message: 'Please log in', error: 'unauthenticated' };
const FORBIDDEN = { message: 'You do not have access to this' };
const nobody = randomUUID();
const POLL = { timeout: 20_000, interval: 100 };

/** Every admin accounts route, with a harmless call. */
const accountsRoutes: [method: string, path: string, body?: unknown][] = [
  ['GET', '/admin/dashboard'],
  ['GET', '/admin/customers?pageIndex=0'],
  ['PUT', `/admin/customer/${nobody}`, { is_active: 0 }],
  ['DELETE', `/admin/user/${nobody}`],
  ['POST', `/admin/resend-verification-code/${nobody}`],
  ['GET', '/admin/businesses?pageIndex=0'],
  ['PUT', `/admin/business/${nobody}`, { is_active: 1 }],
  ['POST', `/admin/business/${nobody}/verify`],
  ['GET', `/admin/business/${nobody}/documents`],
  ['GET', `/admin/business/${nobody}/documents/${nobody}`],
  ['GET', '/admin/jobs?pageIndex=0'],
  ['GET', '/admin/contact-messages?pageIndex=0'],
  ['PUT', `/admin/contact-message/${nobody}`, { isRead: true }],
  ['POST', `/admin/contact-message/${nobody}/reply`, { message: 'Hello' }],
  ['GET', '/admin/audit-log?pageIndex=0'],
];

/** The business's own vetting routes (the accounts side a business sees). */
const businessSide: [method: string, path: string, body?: unknown][] = [
  ['GET', '/business/documents'],
  ['POST', '/business/documents', {}],
  ['GET', `/business/documents/${nobody}`],
  ['DELETE', `/business/documents/${nobody}`],
  ['PUT', '/business/company-number', { companyNumber: null }],
];

/** Letters only (names take no digits): a tag that finds this run's rows and nothing else. */
const letters = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');

/** A real one-page PDF (identity checks a document parses, not only its first bytes). */
const pdf = await (async () => {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText('Public liability insurance');
  return Buffer.from(await document.save());
})();

/**
 * The admin accounts API from outside (customers, businesses and their vetting, the jobs
 * table, the dashboard, contact messages, the audit log): happy paths, validation, pagination at
 * 0, 10, 11 and 25 rows, and every non-admin persona refused.
 */
export function describeAdminAccountsApi(mode: string, target: () => AccountsTarget) {
  const client = accountsClient(target);
  const { call, get, post, put, del, seen, nextCode, nextMessage, login, signIn, verifiedCustomer, verifiedBusiness } =
    client;

  let admin: Session;
  let customer: Session & { email: string };
  let pro: Session;
  let otherPro: Session;

  const adminSession = (): Promise<Session> => client.adminSession();

  const swPro = (name: string) =>
    verifiedBusiness({ businessName: name, workCategoryId: CLEANING, serviceIds: [DOMESTIC_CLEANING], location: 'SW' });

  let setUp: Promise<void> | undefined;
  const ready = () => {
    setUp ??= (async () => {
      const suffix = letters(6);
      [admin, customer, pro, otherPro] = (await Promise.all([
        adminSession(),
        verifiedCustomer(),
        swPro(`Admin A Sparkle ${suffix}`),
        swPro(`Admin A Shine ${suffix}`),
      ])) as [Session, Session & { email: string }, Session, Session];
    })();
    return setUp;
  };

  const adminGet = <T = Page>(path: string) => get<T & Body>(path, admin.token);

  async function registerCustomer(fullName: string) {
    const account = newAccount();
    const response = await post<{ user: { id: string } }>('/auth/customer/register', {
      fullName,
      email: account.email,
      mobile_number: account.mobile,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { ...account, id: response.body.user.id };
  }

  async function registerBusiness(businessName: string) {
    const account = newAccount();
    const response = await post<{ user: { id: string } }>('/auth/business/register', {
      businessName,
      fullName: 'Bea Brush',
      email: account.email,
      mobile_number: account.mobile,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      workCategoryId: CLEANING,
      serviceIds: [DOMESTIC_CLEANING],
      location: 'SW',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { ...account, id: response.body.user.id };
  }

  async function postJob(title: string, by: Session = customer) {
    const posted = await post<{ job: { id: string } }>(
      '/job',
      swCleaningJob(title, 'Three rooms and a kitchen'),
      by.token,
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    return posted.body.job;
  }

  /** A list's pages once the read model holds `rows` rows: 10 a page, every row once, nothing past the end. */
  async function expectPages(path: (pageIndex: number) => string, listKey: string, countKey: string, rows: number) {
    await expect.poll(async () => (await adminGet(path(0))).body[countKey], POLL).toBe(rows);
    const ids = new Set<string>();
    const pages = Math.ceil(rows / 10);
    for (let pageIndex = 0; pageIndex <= pages; pageIndex += 1) {
      const page = await adminGet(path(pageIndex));
      expect(page.status).toBe(200);
      expect(page.body[countKey]).toBe(rows);
      const list = page.body[listKey] as { id: string }[];
      expect(list).toHaveLength(Math.max(0, Math.min(10, rows - pageIndex * 10)));
      for (const row of list) ids.add(row.id);
    }
    expect(ids.size).toBe(rows);
  }

  /** Creates rows in steps so that the list is seen at 0, 10, 11 and 25 rows. */
  async function countsAt0_10_11_25(
    create: (index: number) => Promise<unknown>,
    path: (pageIndex: number) => string,
    listKey: string,
    countKey: string,
  ) {
    await expectPages(path, listKey, countKey, 0);
    let made = 0;
    for (const target of [10, 11, 25]) {
      // A few at a time: sign-ups hash passwords, and the machine running the suite may be small.
      while (made < target) {
        const batch: Promise<unknown>[] = [];
        for (; made < target && batch.length < 3; made += 1) batch.push(create(made));
        await Promise.all(batch);
      }
      await expectPages(path, listKey, countKey, target);
    }
  }

  describe(`admin accounts API (people, vetting, dashboard, messages, audit log), ${mode}`, () => {
    it('refuses every non-admin persona on every admin accounts route', async () => {
      await ready();
      for (const [method, path, body] of accountsRoutes) {
        const visitor = await call(method, path, { body });
        expect(visitor, `${method} ${path} as a visitor`).toMatchObject({ status: 401, body: UNAUTHENTICATED });
        for (const persona of [customer, pro]) {
          const refused = await call(method, path, { body, token: persona.token });
          expect(refused, `${method} ${path} as ${persona.user.email}`).toMatchObject({ status: 403, body: FORBIDDEN });
        }
      }
      for (const [method, path, body] of businessSide) {
        expect((await call(method, path, { body })).status, `${method} ${path} as a visitor`).toBe(401);
        for (const persona of [customer, admin]) {
          const refused = await call(method, path, { body, token: persona.token });
          expect(refused, `${method} ${path} as ${persona.user.email}`).toMatchObject({ status: 403, body: FORBIDDEN });
        }
      }
    });

    it('lists customers 10 a page by name (0, 10, 11 and 25 rows) and e-mail', async () => {
      await ready();
      const tag = letters(10);
      const name = `Ann ${tag[0]?.toUpperCase()}${tag.slice(1)}`;
      const made: { email: string }[] = [];
      await countsAt0_10_11_25(
        async () => made.push(await registerCustomer(name)),
        (pageIndex) => `/admin/customers?pageIndex=${pageIndex}&name=${tag}`,
        'customers',
        'count',
      );
      const byEmail = await adminGet<{ customers: { email: string; name: string; isVerified: boolean }[] }>(
        `/admin/customers?pageIndex=0&email=${encodeURIComponent(made[0]?.email ?? '')}`,
      );
      expect(byEmail.body.customers).toHaveLength(1);
      expect(byEmail.body.customers[0]).toMatchObject({ email: made[0]?.email, name, isVerified: false });
      for (const bad of ['pageIndex=-1', 'pageIndex=x', `name=${'a'.repeat(101)}`]) {
        const refused = await adminGet(`/admin/customers?${bad}`);
        expect(refused.status, bad).toBe(400);
        expect(refused.body.message).toBeTruthy();
      }
    });

    it('counts a customer’s jobs and lists jobs 10 a page (0, 10, 11 and 25 rows)', async () => {
      await ready();
      const tag = letters(10);
      await countsAt0_10_11_25(
        (index) => postJob(`Clean ${tag} ${index}`),
        (pageIndex) => `/admin/jobs?pageIndex=${pageIndex}&search=${tag}`,
        'jobs',
        'jobsCount',
      );
      const page = await adminGet<{ jobs: Record<string, unknown>[] }>(`/admin/jobs?pageIndex=0&search=${tag}`);
      expect(page.body.jobs[0]).toMatchObject({
        user: { id: customer.user.id },
        status: 'active',
        isActive: true,
        workCategory: 'Cleaning',
        service: 'Domestic cleaning',
        location: 'SW',
        completedBy: null,
      });
      expect(String(page.body.jobs[0]?.jobNumber)).toMatch(/^LP-\d{6}$/);
      await expect
        .poll(async () => {
          const list = await adminGet<{ customers: { id: string; postedJobs: number }[] }>(
            `/admin/customers?pageIndex=0&email=${encodeURIComponent(customer.user.email)}`,
          );
          return list.body.customers[0]?.postedJobs;
        }, POLL)
        .toBeGreaterThanOrEqual(25);
      expect((await adminGet(`/admin/jobs?search=${'x'.repeat(101)}`)).status).toBe(400);
    });

    it('edits, deactivates, activates, resends verification to and deletes a customer', async () => {
      await ready();
      const ann = await registerCustomer('Ann Edited');
      const edited = await put<{ customer: Record<string, unknown> } & Body>(
        `/admin/customer/${ann.id}`,
        { firstName: 'Bob' },
        admin.token,
      );
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.customer).toMatchObject({
        id: ann.id,
        firstName: 'Bob',
        lastName: 'Edited',
        name: 'Bob Edited',
      });
      await expect
        .poll(async () => {
          const list = await adminGet<{ customers: { firstName: string }[] }>(
            `/admin/customers?email=${encodeURIComponent(ann.email)}`,
          );
          return list.body.customers[0]?.firstName;
        }, POLL)
        .toBe('Bob');
      for (const bad of [{}, { is_active: 5 }, { firstName: '' }, { name: 'Onlyone' }, { colour: 'red' }]) {
        const refused = await put(`/admin/customer/${ann.id}`, bad, admin.token);
        expect(refused.status, JSON.stringify(bad)).toBe(400);
        expect((refused.body as Body).message).toBeTruthy();
      }
      expect((await put(`/admin/customer/${nobody}`, { is_active: 0 }, admin.token)).status).toBe(404);
      expect((await put('/admin/customer/not-an-id', { is_active: 0 }, admin.token)).status).toBe(400);

      const before = await seen(ann.email);
      const resent = await post(`/admin/resend-verification-code/${ann.id}`, undefined, admin.token);
      expect(resent).toMatchObject({ status: 200, body: { message: 'Verification email sent successfully' } });
      await nextMessage(ann.email, before);
      const verified = await post(`/admin/resend-verification-code/${customer.user.id}`, undefined, admin.token);
      expect(verified).toMatchObject({ status: 409, body: { message: 'This account is already verified' } });

      const bob = await verifiedCustomer();
      const off = await put<{ customer: { isActive: boolean } }>(
        `/admin/customer/${bob.user.id}`,
        { is_active: 0 },
        admin.token,
      );
      expect(off.body.customer.isActive).toBe(false);
      expect((await login(bob.email, bob.password)).status).toBe(403);
      expect((await get('/auth/user', bob.token)).status).toBe(401);
      const on = await put<{ customer: { isActive: boolean } }>(
        `/admin/customer/${bob.user.id}`,
        { is_active: 1 },
        admin.token,
      );
      expect(on.body.customer.isActive).toBe(true);
      expect((await login(bob.email, bob.password)).status).toBe(200);

      const deleted = await del(`/admin/user/${bob.user.id}`, admin.token);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect((await login(bob.email, bob.password)).status).toBe(401);
      await expect
        .poll(async () => (await adminGet(`/admin/customers?email=${encodeURIComponent(bob.email)}`)).body.count, POLL)
        .toBe(0);
      expect((await del(`/admin/user/${admin.user.id}`, admin.token)).status).toBe(403);
      expect((await del(`/admin/user/${nobody}`, admin.token)).status).toBe(404);
    });

    it('lists every demo customer and business verified (the seed records it as a sign-up does)', async () => {
      await ready();
      type Row = { email: string; isVerified: boolean };
      const rows = async (userType: string, email: string): Promise<Row[]> => {
        const address = encodeURIComponent(email);
        if (userType === 'customer') {
          return (await adminGet<{ customers: Row[] }>(`/admin/customers?email=${address}`)).body.customers;
        }
        return (await adminGet<{ businesses: Row[] }>(`/admin/businesses?businessEmail=${address}`)).body.businesses;
      };
      const verified = async (userType: string, email: string) =>
        (await rows(userType, email)).find((row) => row.email === email)?.isVerified;
      const demo = demoAccounts.filter((account) => account.userType !== 'admin');
      expect(demo.map((account) => account.userType)).toContain('customer');
      for (const { email, userType } of demo) {
        await expect.poll(() => verified(userType, email), { ...POLL, message: email }).toBe(true);
      }
    });

    it('lists businesses 10 a page by name (0, 10, 11 and 25 rows) and e-mail', async () => {
      await ready();
      const tag = letters(10);
      const made: { email: string }[] = [];
      await countsAt0_10_11_25(
        async (index) => made.push(await registerBusiness(`${tag} Cleaners ${index}`)),
        (pageIndex) => `/admin/businesses?pageIndex=${pageIndex}&businessName=${tag}`,
        'businesses',
        'businessCount',
      );
      const byEmail = await adminGet<{ businesses: Record<string, unknown>[] }>(
        `/admin/businesses?businessEmail=${encodeURIComponent(made[3]?.email ?? '')}`,
      );
      expect(byEmail.body.businesses).toHaveLength(1);
      expect(byEmail.body.businesses[0]).toMatchObject({
        email: made[3]?.email,
        userName: 'Bea Brush',
        location: 'SW',
        categories: ['Cleaning'],
        isVerified: false,
        isActive: true,
        leadsCount: 0,
        subscriptionType: null,
        companyNumber: null,
        documentsCount: 0,
      });
      expect((await adminGet('/admin/businesses?pageIndex=1.5')).status).toBe(400);
    });

    it('verifies a business in one call (no code); a deactivated business gets no leads and cannot sign in', async () => {
      await ready();
      const tag = letters(8);
      const fresh = await registerBusiness(`${tag} Verify Me`);
      const code = await nextCode(fresh.email);
      const ok = await post(`/admin/business/${fresh.id}/verify`, undefined, admin.token);
      expect(ok).toMatchObject({ status: 200, body: { message: 'Verification successful' } });
      const again = await post(`/admin/business/${fresh.id}/verify`, undefined, admin.token);
      expect(again).toMatchObject({ status: 409, body: { message: 'This account is already verified' } });
      // The code it was e-mailed is used up with the admin's verification.
      expect((await post(`/auth/verify/${encodeURIComponent(code)}`)).status).toBe(400);
      expect((await post(`/admin/business/${customer.user.id}/verify`, undefined, admin.token)).status).toBe(400);
      expect((await post(`/admin/business/${nobody}/verify`, undefined, admin.token)).status).toBe(404);
      await expect
        .poll(async () => {
          const list = await adminGet<{ businesses: { isVerified: boolean }[] }>(
            `/admin/businesses?businessEmail=${encodeURIComponent(fresh.email)}`,
          );
          return list.body.businesses[0]?.isVerified;
        }, POLL)
        .toBe(true);

      const off = await put<{ business: { isActive: boolean } }>(
        `/admin/business/${otherPro.user.id}`,
        { is_active: 0 },
        admin.token,
      );
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      expect(off.body.business.isActive).toBe(false);
      expect((await put(`/admin/business/${otherPro.user.id}`, { is_active: 'no' }, admin.token)).status).toBe(400);
      const job = await postJob(`Leads ${tag}`);
      await expect
        .poll(async () => {
          const list = await adminGet<{ jobs: { id: string; leadBusinesses: string[] }[] }>(
            `/admin/jobs?search=${tag}`,
          );
          return list.body.jobs
            .find((j) => j.id === job.id)
            ?.leadBusinesses.some((n) => n.startsWith('Admin A Sparkle'));
        }, POLL)
        .toBe(true);
      const list = await adminGet<{ jobs: { id: string; leadBusinesses: string[] }[] }>(`/admin/jobs?search=${tag}`);
      expect(list.body.jobs[0]?.leadBusinesses.some((n) => n.startsWith('Admin A Shine'))).toBe(false);
      expect((await get('/business/leads', otherPro.token)).status).toBe(401);
      await put(`/admin/business/${otherPro.user.id}`, { is_active: 1 }, admin.token);
      // Its sessions ended with the deactivation: it signs in again.
      otherPro = await signIn(otherPro.user.email, PASSWORD);
    });

    it('keeps vetting documents and the company number, for the business and admins only', async () => {
      await ready();
      const upload = (file: { content: Buffer; filename: string; type: string }, kind = 'insurance') =>
        post<{ document: { id: string; fileName: string; mimeType: string; size: number } } & Body>(
          '/business/documents',
          formWith({ kind, file }),
          pro.token,
        );
      const created = await upload({ content: pdf, filename: 'policy.pdf', type: 'application/pdf' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.document).toMatchObject({
        fileName: 'policy.pdf',
        mimeType: 'application/pdf',
        size: pdf.length,
      });
      const fake = await upload({ content: Buffer.from('just text'), filename: 'id.pdf', type: 'application/pdf' });
      expect(fake).toMatchObject({ status: 400, body: { message: 'Documents must be PDF, JPG or PNG files' } });
      // A PNG's first bytes and junk after them: refused as a whole file.
      const junk = Buffer.concat([tinyPng.subarray(0, 8), Buffer.alloc(1024, 0x41)]);
      expect(await upload({ content: junk, filename: 'id.png', type: 'image/png' })).toMatchObject({
        status: 400,
        body: { message: 'This file could not be opened: upload a PDF, JPG or PNG that opens on your device' },
      });
      const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
      expect((await upload({ content: big, filename: 'big.pdf', type: 'application/pdf' })).status).toBe(413);
      expect((await upload({ content: pdf, filename: 'x.pdf', type: 'application/pdf' }, 'selfie')).status).toBe(400);

      const id = created.body.document.id;
      const own = await get<{ documents: { id: string }[] }>('/business/documents', pro.token);
      expect(own.body.documents.map((d) => d.id)).toContain(id);
      expect((await get(`/business/documents/${id}`, otherPro.token)).status).toBe(404);
      const listed = await adminGet<{ documents: { id: string; kind: string }[] }>(
        `/admin/business/${pro.user.id}/documents`,
      );
      expect(listed.body.documents).toEqual([expect.objectContaining({ id, kind: 'insurance' })]);
      const file = await call('GET', `/admin/business/${pro.user.id}/documents/${id}`, { token: admin.token });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe('inline; filename="policy.pdf"');
      expect(Buffer.from(file.body as unknown as ArrayBuffer).equals(pdf)).toBe(true);
      expect((await adminGet(`/admin/business/${otherPro.user.id}/documents/${id}`)).status).toBe(404);
      expect((await adminGet(`/admin/business/${customer.user.id}/documents`)).status).toBe(404);
      // Opening a vetting document (personal data) is in the audit log; a refused one is not.
      await expect
        .poll(async () => {
          const page = await adminGet<{ entries: { target: string; detail: string }[] }>(
            `/admin/audit-log?action=business_document_viewed&adminId=${admin.user.id}`,
          );
          return page.body.entries.filter((e) => e.target === `business ${pro.user.id}`).map((e) => e.detail);
        }, POLL)
        .toEqual([`insurance ${id}`]);

      const number = await put('/business/company-number', { companyNumber: 'sc123456' }, pro.token);
      expect(number).toMatchObject({ status: 200, body: { companyNumber: 'SC123456' } });
      const badNumber = await put<Body>('/business/company-number', { companyNumber: 'ABC' }, pro.token);
      expect(badNumber.status).toBe(400);
      expect(JSON.stringify(badNumber.body)).toContain('Company registration number must be 8 digits');
      // The business's own Settings read it back with its documents.
      const ownVetting = await get<{ companyNumber: string | null; documents: unknown[] }>(
        '/business/documents',
        pro.token,
      );
      expect(ownVetting).toMatchObject({ status: 200, body: { companyNumber: 'SC123456' } });
      await expect
        .poll(async () => {
          const list = await adminGet<{
            businesses: { id: string; companyNumber: string | null; documentsCount: number }[];
          }>(`/admin/businesses?businessEmail=${encodeURIComponent(pro.user.email)}`);
          const row = list.body.businesses[0];
          return row && `${row.companyNumber} ${row.documentsCount}`;
        }, POLL)
        .toBe('SC123456 1');
      expect((await del(`/business/documents/${id}`, pro.token)).status).toBe(200);
      expect((await adminGet(`/admin/business/${pro.user.id}/documents`)).body.documents).toEqual([]);
    });

    it('shows real dashboard figures and 30 days of charts', async () => {
      await ready();
      const first = await adminGet<{
        cards: Record<string, { value: number; growth: number }>;
        charts: Record<string, { date: string }[]>;
      }>('/admin/dashboard');
      expect(first.status).toBe(200);
      for (const chart of ['jobsPostedPerDay', 'quotedShare', 'medianMinutesToFirstQuote', 'leadsPerJob']) {
        expect(first.body.charts[chart], chart).toHaveLength(30);
      }
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
      expect(first.body.charts.jobsPostedPerDay?.at(-1)?.date).toBe(today);
      const customers = first.body.cards.totalCustomers?.value ?? 0;
      await registerCustomer('Ann Counted');
      await expect
        .poll(
          async () =>
            (await adminGet<{ cards: { totalCustomers: { value: number } } }>('/admin/dashboard')).body.cards
              .totalCustomers.value,
          POLL,
        )
        .toBe(customers + 1);
      for (const card of Object.values(first.body.cards)) expect(Number.isInteger(card.growth)).toBe(true);
    });

    it('lists contact messages, marks them read and replies by e-mail', async () => {
      await ready();
      const sender = `visitor.${randomUUID().slice(0, 8)}@example.com`;
      const sent = await post('/customer/contact-us', {
        name: 'Vic Visitor',
        email: sender,
        message: 'Do you cover Leeds?',
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      let id = '';
      await expect
        .poll(async () => {
          const page = await adminGet<{ contactMessages: { id: string; email: string; isRead: boolean }[] }>(
            '/admin/contact-messages?pageIndex=0',
          );
          const found = page.body.contactMessages.find((m) => m.email === sender);
          id = found?.id ?? '';
          return found?.isRead;
        }, POLL)
        .toBe(false);
      const read = await put<{ contactMessage: { isRead: boolean } }>(
        `/admin/contact-message/${id}`,
        { isRead: true },
        admin.token,
      );
      expect(read).toMatchObject({ status: 200, body: { contactMessage: { isRead: true } } });
      expect((await put(`/admin/contact-message/${id}`, { isRead: 'yes' }, admin.token)).status).toBe(400);
      expect((await post(`/admin/contact-message/${id}/reply`, { message: '   ' }, admin.token)).status).toBe(400);
      const replied = await post(`/admin/contact-message/${id}/reply`, { message: 'Yes, we do.' }, admin.token);
      expect(replied).toMatchObject({ status: 200, body: { message: 'Reply sent' } });
      const mail = await nextMessage(sender);
      expect(mail.subject).toBe('Your message to LocalPros');
      expect(mail.text).toContain('Yes, we do.');
      expect((await post(`/admin/contact-message/${nobody}/reply`, { message: 'Hi' }, admin.token)).status).toBe(404);
    });

    it('records admin actions in the audit log, filterable by action, admin and time', async () => {
      await ready();
      const target = await registerCustomer('Ann Audited');
      await put(`/admin/customer/${target.id}`, { is_active: 0 }, admin.token);
      await expect
        .poll(async () => {
          const page = await adminGet<{ entries: { action: string; target: string; adminName: string }[] }>(
            `/admin/audit-log?action=user_deactivated&adminId=${admin.user.id}`,
          );
          return page.body.entries.some((e) => e.target === `customer ${target.id}` && e.adminName.length > 0);
        }, POLL)
        .toBe(true);
      const impersonated = await post('/admin/impersonate/login', { email: target.email }, admin.token);
      expect(impersonated.status, JSON.stringify(impersonated.body)).toBe(200);
      await expect
        .poll(async () => {
          const page = await adminGet<{ entries: { target: string }[] }>(
            '/admin/audit-log?action=impersonation_started',
          );
          return page.body.entries.some((e) => e.target === `customer ${target.id}`);
        }, POLL)
        .toBe(true);
      const signIns = await adminGet<{ count: number }>(
        `/admin/audit-log?action=sign_in&from=${new Date(Date.now() - 3_600_000).toISOString()}`,
      );
      expect(signIns.body.count).toBeGreaterThanOrEqual(1);
      const future = await adminGet<{ count: number }>('/admin/audit-log?from=2999-01-01');
      expect(future.body.count).toBe(0);
      for (const bad of ['action=hacked', 'adminId=me', 'from=yesterday', 'pageIndex=-2']) {
        const refused = await adminGet(`/admin/audit-log?${bad}`);
        expect(refused.status, bad).toBe(400);
        expect(refused.body.message).toBeTruthy();
      }
    });
  });
}
