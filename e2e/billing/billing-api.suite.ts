import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccountsTarget } from '../accounts/accounts-client.js';
import { swCleaningJob } from '../support/sw-cleaning-job.js';
import {
  type BillingAnswer,
  type Body,
  bankAccounts,
  billingClient,
  card,
  cards,
  declinedCard,
  directDebit,
  type Session,
} from './billing-client.js';

export { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';

const UNAUTHENTICATED = { message: 'Please log in', error: 'unauthenticated' };
const FORBIDDEN = { message: 'You do not have access to this' };
const NO_KEY = 'Idempotency-Key header must be a UUID';
const DAY = 24 * 3600_000;

/** Every billing route, with a body that would be accepted, for the guard checks. */
const routes: [method: string, path: string, body?: unknown][] = [
  ['GET', '/subscription'],
  ['POST', '/square/billing'],
  ['POST', '/subscription/promo-code', { code: 'X', packageId: 'standard' }],
  ['POST', '/square/promo-code', { code: 'X', packageId: 'standard' }],
  ['POST', '/auth/business/registration/bankConfirmation', { accountHolder: 'A', ...bankAccounts.succeeds }],
  ['POST', '/subscription', { packageId: 'standard', paymentMethod: card() }],
  ['PUT', '/subscription/package', { packageId: 'premium' }],
  ['PUT', '/subscription/payment-method', { paymentMethod: card() }],
  ['POST', '/subscription/cancel'],
  ['POST', '/subscription/resume'],
  ['POST', '/auth/renew-subscription', {}],
  ['GET', `/subscription/transactions/${randomUUID()}/receipt`],
];
const paymentRoutes = routes.filter(([method, path]) =>
  [
    'POST /subscription',
    'PUT /subscription/package',
    'PUT /subscription/payment-method',
    'POST /subscription/cancel',
    'POST /subscription/resume',
    'POST /auth/renew-subscription',
    'POST /auth/business/registration/bankConfirmation',
  ].includes(`${method} ${path}`),
);

/**
 * Businesses pay (docs/api/billing.md) from outside: packages, subscribing by card and Direct
 * Debit, declines, promo codes, idempotent charges, package changes, payment methods, cancelling,
 * receipts, renewals, and who may do which.
 */
export function describeBillingApi(mode: string, target: () => AccountsTarget) {
  const api = billingClient(target);
  const { call, get, post, put, adminSession, verifiedCustomer, unsubscribedBusiness, subscribeRaw, subscribed } = api;
  const { billingOf, cardOf, changePackage, renew, withKey } = api;

  let admin: Session | undefined;
  /** The demo admin, signed in once (its code comes by e-mail). */
  const adminOnce = async () => {
    admin ??= await adminSession();
    return admin;
  };

  describe(`billing API (${mode})`, () => {
    it('lists the two packages publicly, VAT included, on both paths', async () => {
      for (const path of ['/subscription/packages', '/gosubscription/packages']) {
        const listed = await get<{ success: boolean; data: { id: string; price: number; price_pence: number }[] }>(
          path,
        );
        expect(listed.status).toBe(200);
        expect(listed.body.success).toBe(true);
        expect(listed.body.data).toEqual([
          expect.objectContaining({
            id: 'standard',
            name: 'Standard',
            price: 95,
            price_pence: 9500,
            vat_included: true,
            billing_period: 'Monthly',
          }),
          expect.objectContaining({
            id: 'premium',
            name: 'Premium',
            price: 195,
            price_pence: 19_500,
            vat_included: true,
          }),
        ]);
      }
    });

    it('answers visitors 401, customers 403, and keeps the renewal run to admins', async () => {
      const [customer, business] = await Promise.all([verifiedCustomer(), unsubscribedBusiness()]);
      for (const [method, path, body] of routes) {
        const visitor = await call(method, path, { body, headers: { 'idempotency-key': randomUUID() } });
        expect(visitor.status, `${method} ${path}`).toBe(401);
        expect(visitor.body).toEqual(UNAUTHENTICATED);
        const asCustomer = await call(method, path, { body, ...withKey(customer.token) });
        expect(asCustomer.status, `${method} ${path}`).toBe(403);
        expect(asCustomer.body).toEqual(FORBIDDEN);
      }
      expect((await post('/subscription/renew', {})).status).toBe(401);
      const asBusiness = await post('/subscription/renew', {}, business.token);
      expect(asBusiness.status).toBe(403);
      expect(asBusiness.body).toEqual(FORBIDDEN);
    });

    it('refuses bad input with 400 and the field, and a charging call without a UUID key', async () => {
      const business = await unsubscribedBusiness();
      const { token } = business;
      for (const [method, path] of [
        ['POST', '/subscription'],
        ['PUT', '/subscription/package'],
        ['POST', '/auth/renew-subscription'],
      ] as const) {
        for (const headers of [{}, { 'idempotency-key': 'twice-please' }] as Record<string, string>[]) {
          const refused = await call<Body>(method, path, {
            token,
            headers,
            body: { packageId: 'premium', paymentMethod: card() },
          });
          expect(refused.status, `${method} ${path}`).toBe(400);
          expect(refused.body.message).toBe(NO_KEY);
        }
      }
      const bad = async (method: string, path: string, body: unknown, field: string) => {
        const refused = await call<Body>(method, path, { body, ...withKey(token) });
        expect(refused.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
        expect(
          refused.body.errors?.map((e) => e.path),
          JSON.stringify(refused.body),
        ).toContain(field);
        return refused.body;
      };
      await bad('POST', '/subscription', { packageId: 'gold', paymentMethod: card() }, 'packageId');
      await bad('POST', '/subscription', { packageId: 'standard' }, 'paymentMethod');
      await bad(
        'POST',
        '/subscription',
        { packageId: 'standard', paymentMethod: card('4242 4242 4242 4242') },
        'paymentMethod.sourceId',
      );
      // Card numbers and security codes go to Square only: a body carrying one is refused whole.
      const carried = await bad(
        'POST',
        '/subscription',
        { packageId: 'standard', paymentMethod: { ...card(), number: '4242424242424242', cvc: '123' } },
        'paymentMethod',
      );
      expect(carried.errors).toEqual([
        { path: 'paymentMethod', message: 'Card details go only to our payment provider, Square: use the card form' },
      ]);
      await bad(
        'POST',
        '/subscription',
        { packageId: 'standard', paymentMethod: { ...directDebit(), mandateConfirmed: false } },
        'paymentMethod.mandateConfirmed',
      );
      await bad(
        'POST',
        '/subscription',
        { packageId: 'standard', promoCode: 'WAY-TOO-LONG-CODE', paymentMethod: card() },
        'promoCode',
      );
      await bad('POST', '/subscription', 'not json at all', '');
      await bad('PUT', '/subscription/package', { packageId: 'platinum' }, 'packageId');
      await bad('PUT', '/subscription/payment-method', { paymentMethod: { type: 'cheque' } }, 'paymentMethod.type');
      await bad('POST', '/subscription/promo-code', { code: '', packageId: 'standard' }, 'code');
      await bad('POST', '/square/promo-code', { code: 'SAVE', packageId: 'x' }, 'packageId');
      const holder = await bad(
        'POST',
        '/auth/business/registration/bankConfirmation',
        { sortCode: '1', accountNumber: 'abc' },
        'accountHolder',
      );
      expect(holder.errors).toEqual(
        expect.arrayContaining([
          { path: 'accountHolder', message: "Enter the account holder's name" },
          { path: 'sortCode', message: 'Enter a 6-digit sort code' },
          { path: 'accountNumber', message: 'Enter an account number of 6 to 10 digits' },
        ]),
      );
      const run = await post<Body>('/subscription/renew', { asOf: 'next tuesday' }, (await adminOnce()).token);
      expect(run.status).toBe(400);
      // Nothing was half-done by any of it.
      const billing = await billingOf(token);
      expect(billing.subscription.subscription).toBeNull();
      expect(billing.transactions).toEqual([]);
    });

    it('subscribes by card: 201, ACTIVE at once, the first month COMPLETED; a second subscription is refused', async () => {
      const business = await unsubscribedBusiness();
      const before = await get<{ data: { subscribed: boolean; subscription: unknown } }>(
        '/subscription',
        business.token,
      );
      expect(before.body.data).toEqual({ subscribed: false, subscription: null, payment_pending: false });
      expect(await billingOf(business.token)).toEqual({
        subscription: { subscription: null, card: null, bank_account: null },
        transactions: [],
      });

      const data = await subscribed(business, 'standard');
      const subscription = data.subscription.subscription;
      expect(subscription).toMatchObject({
        package_id: 'standard',
        package_type: 'Standard',
        status: 'ACTIVE',
        amount: 95,
        amount_pence: 9500,
        billing_period: 'Monthly',
        cancel_at_period_end: false,
        pending_package_id: null,
      });
      expect(new Date(subscription?.billing_next_date ?? 0).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
      // Square's sandbox Visa, as Square's card on file describes it (never the number).
      expect(data.subscription.card).toEqual({
        brand: 'Visa',
        last_4: '1111',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
      });
      expect(data.subscription.bank_account).toBeNull();
      expect(data.transactions).toHaveLength(1);
      expect(data.transactions[0]).toMatchObject({
        kind: 'subscription',
        status: 'COMPLETED',
        amount: 95,
        amount_pence: 9500,
        vat_pence: 1583,
        payment_method: 'card',
        receipt_url: `/api/subscription/transactions/${data.transactions[0]?.transaction_id}/receipt`,
      });

      const after = await get<{ data: { subscribed: boolean } }>('/subscription', business.token);
      expect(after.body.data.subscribed).toBe(true);
      const again = await subscribeRaw(business.token, { packageId: 'premium', paymentMethod: card() });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You already have an active subscription');
      expect((await billingOf(business.token)).transactions).toHaveLength(1);
      // Subscribed, it shows its package on its public page.
      const page = await get<{ business: { package: string | null } }>(`/business/${business.user.id}`);
      expect(page.body.business.package).toBe('standard');
    });

    it('answers a declined card 402 with its message, and nothing is active; a good card then works', async () => {
      const business = await unsubscribedBusiness();
      const declined = await subscribeRaw(business.token, {
        packageId: 'premium',
        paymentMethod: declinedCard(),
      });
      expect(declined.status, JSON.stringify(declined.body)).toBe(402);
      expect(declined.body.message).toBe('Your card was declined');
      const status = await get<{ data: { subscribed: boolean; subscription: { status: string } | null } }>(
        '/subscription',
        business.token,
      );
      expect(status.body.data.subscribed).toBe(false);
      expect(status.body.data.subscription?.status ?? null).not.toBe('ACTIVE');
      const billing = await billingOf(business.token);
      expect(billing.transactions.every((t) => t.status === 'FAILED' && t.receipt_url === null)).toBe(true);
      const page = await get<{ business: { package: string | null } }>(`/business/${business.user.id}`);
      expect(page.body.business.package).toBeNull();

      const paid = await subscribed(business, 'premium');
      expect(paid.subscription.subscription?.status).toBe('ACTIVE');
      expect(paid.transactions.filter((t) => t.status === 'COMPLETED')).toHaveLength(1);
    });

    it('checks a bank account, then subscribes by Direct Debit: leads only once GoCardless has set it up', async () => {
      const business = await unsubscribedBusiness();
      const confirmUrl = '/auth/business/registration/bankConfirmation';
      const confirmed = await post<{ data: Record<string, string> }>(
        confirmUrl,
        { accountHolder: 'Bea Brush', ...bankAccounts.succeeds },
        business.token,
      );
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.data).toMatchObject({
        account_holder: 'Bea Brush',
        sort_code: '08-99-99',
        account_number_ending: '58',
      });
      expect(confirmed.body.data.guarantee_text).toMatch(/Direct Debit Guarantee/i);
      expect(confirmed.body.data.creditor_name).toBeTruthy();
      const mismatch = await post<Body>(
        confirmUrl,
        { accountHolder: 'Bea Brush', ...bankAccounts.failsModulus },
        business.token,
      );
      expect(mismatch.status).toBe(400);
      expect(JSON.stringify(mismatch.body)).toContain(
        'This sort code and account number do not match: check them with your bank',
      );
      // Nothing was stored by the check.
      expect((await billingOf(business.token)).subscription.bank_account).toBeNull();

      const settle = target().settleDirectDebits;
      if (!settle) throw new Error('this marketplace has no GoCardless stand-in to settle Direct Debits');
      // A mandate the bank refuses: taken (GoCardless learns it days later), and no leads meanwhile.
      const refused = await subscribed(business, 'standard', directDebit(bankAccounts.mandateRefused));
      expect(refused.subscription.subscription?.status).toBe('INCOMPLETE');
      await settle();
      const failed = await billingOf(business.token);
      expect(failed.subscription.subscription?.status).toBe('INCOMPLETE');
      expect(failed.subscription.bank_account).toMatchObject({ mandate_status: 'failed' });
      expect(failed.transactions.map((t) => t.status)).toEqual(['FAILED']);
      // That account is never used again.
      const again = await subscribeRaw(business.token, {
        packageId: 'standard',
        paymentMethod: directDebit(bankAccounts.mandateRefused),
      });
      expect(again.status, JSON.stringify(again.body)).toBe(402);
      expect(again.body.message).toBe('Your bank could not set up the Direct Debit');

      // A good account: still no leads until GoCardless has set the mandate up.
      const data = await subscribed(business, 'standard', directDebit());
      expect(data.subscription.subscription?.status).toBe('INCOMPLETE');
      const waiting = await get<{ data: { subscribed: boolean; payment_pending: boolean } }>(
        '/subscription',
        business.token,
      );
      expect(waiting.body.data).toMatchObject({ subscribed: false, payment_pending: true });
      expect(data.subscription.card).toBeNull();
      expect(data.subscription.bank_account).toMatchObject({
        account_holder: 'Bea Brush',
        account_number_ending: '58',
      });
      const payment = data.transactions.find((t) => t.status !== 'FAILED');
      expect(payment).toMatchObject({
        status: 'PENDING',
        payment_method: 'direct_debit',
        amount: 95,
        receipt_url: null,
      });
      // A pending payment has no receipt yet.
      const early = await get(`/subscription/transactions/${payment?.transaction_id}/receipt`, business.token);
      expect(early.status).toBe(404);

      await settle();
      const active = await billingOf(business.token);
      expect(active.subscription.subscription?.status).toBe('ACTIVE');
      expect(active.transactions.find((t) => t.transaction_id === payment?.transaction_id)?.status).toBe('COMPLETED');
    });

    it('a Direct Debit never collected ends with no leads: interest and quotes refused, renewing by it changes nothing', async () => {
      const settle = target().settleDirectDebits;
      if (!settle) throw new Error('this marketplace has no GoCardless stand-in to settle Direct Debits');
      const [business, customer] = await Promise.all([unsubscribedBusiness(), verifiedCustomer()]);
      await subscribed(business, 'standard', directDebit(bankAccounts.insufficientFunds));
      // The bank sets the mandate up: leads, and a lead on a new job nearby.
      await settle('mandates');
      expect((await billingOf(business.token)).subscription.subscription?.status).toBe('ACTIVE');
      const posted = await post<{ job: { id: string } }>(
        '/job',
        swCleaningJob(`Flat ${randomUUID().slice(0, 6)}`),
        customer.token,
      );
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      const leadsOf = async () =>
        (await get<{ leads: { id: string; job: { id: string } }[] }>('/business/leads', business.token)).body.leads;
      let leadId = '';
      await expect
        .poll(
          async () => {
            leadId = (await leadsOf()).find((l) => l.job.id === posted.body.job.id)?.id ?? '';
            return leadId;
          },
          { message: `a lead on job ${posted.body.job.id}` },
        )
        .not.toBe('');

      // The first payment fails: no leads from that moment.
      await settle();
      expect((await billingOf(business.token)).subscription.subscription?.status).toBe('LAPSED');
      const paused = 'Your subscription is not active: pay for your package to see and answer leads again';
      const interest = await post<Body>(`/lead/${leadId}/interested`, undefined, business.token);
      expect(interest.status, JSON.stringify(interest.body)).toBe(403);
      expect(interest.body.message).toBe(paused);
      const quote = await post<Body>(
        '/quote',
        { leadId, rate_type: 'hourly', cost: 120, currency: 'GBP', comments: 'Two cleaners' },
        business.token,
      );
      expect(quote.status, JSON.stringify(quote.body)).toBe(403);
      expect(await leadsOf()).toEqual([]);

      // Renewing with the same account: submitted, still no leads; and the bank does not pay.
      const renewed = await renew(business.token);
      expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
      expect(renewed.body.data.subscription.subscription?.status).toBe('LAPSED');
      await settle();
      expect((await billingOf(business.token)).subscription.subscription?.status).toBe('LAPSED');
      expect(await leadsOf()).toEqual([]);
    });

    it('previews and applies a promo code the admin created, once per business', async () => {
      const { token: adminToken } = await adminOnce();
      const name = `P${randomUUID().slice(0, 6).toUpperCase()}`;
      const created = await post<{ id: string }>('/admin/promo-code', { name, percentage: 20 }, adminToken);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const business = await unsubscribedBusiness();

      for (const path of ['/subscription/promo-code', '/square/promo-code']) {
        const preview = await post<{ data: Record<string, unknown> }>(
          path,
          { code: name.toLowerCase(), packageId: 'premium' },
          business.token,
        );
        expect(preview.status, JSON.stringify(preview.body)).toBe(200);
        expect(preview.body.data).toMatchObject({
          percentage: 20,
          price: 195,
          discount: 39,
          total: 156,
          price_pence: 19_500,
          discount_pence: 3900,
          total_pence: 15_600,
        });
      }
      const unknown = await post<Body>(
        '/subscription/promo-code',
        { code: 'NOPE123', packageId: 'premium' },
        business.token,
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('This promo code is not valid');

      const paid = await subscribeRaw(business.token, { packageId: 'premium', promoCode: name, paymentMethod: card() });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      expect(paid.body.data.transactions[0]).toMatchObject({
        status: 'COMPLETED',
        amount: 156,
        amount_pence: 15_600,
        discount_pence: 3900,
        vat_pence: 2600,
      });
      expect(paid.body.data.transactions[0]?.promo_code?.toUpperCase()).toBe(name);
      const used = await post<Body>('/subscription/promo-code', { code: name, packageId: 'premium' }, business.token);
      expect(used.status).toBe(409);
      expect(used.body.message).toBe('You have already used this promo code');

      // A code the admin switched off is not valid any more.
      expect((await put(`/admin/promo-code/${created.body.id}`, { status: 'inactive' }, adminToken)).status).toBe(200);
      const other = await unsubscribedBusiness();
      const inactive = await post<Body>('/subscription/promo-code', { code: name, packageId: 'standard' }, other.token);
      expect(inactive.status).toBe(404);
      const refused = await subscribeRaw(other.token, {
        packageId: 'standard',
        promoCode: name,
        paymentMethod: card(),
      });
      expect(refused.status).toBe(404);
      expect((await billingOf(other.token)).transactions).toEqual([]);
    });

    it('charges once for ten identical requests at once (one Idempotency-Key)', async () => {
      const business = await unsubscribedBusiness();
      const key = randomUUID();
      const body = { packageId: 'premium', paymentMethod: card() };
      const answers = await Promise.all(Array.from({ length: 10 }, () => subscribeRaw(business.token, body, key)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
      const ids = new Set(answers.map((a) => a.body.data.subscription.subscription?.id));
      expect(ids.size).toBe(1);
      const billing = await billingOf(business.token);
      expect(billing.transactions).toHaveLength(1);
      expect(billing.transactions[0]).toMatchObject({ status: 'COMPLETED', amount_pence: 19_500 });
      // The same key later: the first answer again, still one charge.
      const retried = await subscribeRaw(business.token, body, key);
      expect(retried.status).toBe(201);
      expect((await billingOf(business.token)).transactions).toHaveLength(1);

      // A declined attempt repeated with its key answers the same decline.
      const other = await unsubscribedBusiness();
      const declinedKey = randomUUID();
      const declined = { packageId: 'standard', paymentMethod: declinedCard() };
      const twice = await Promise.all([
        subscribeRaw(other.token, declined, declinedKey),
        subscribeRaw(other.token, declined, declinedKey),
      ]);
      expect(twice.map((a) => [a.status, a.body.message])).toEqual([
        [402, 'Your card was declined'],
        [402, 'Your card was declined'],
      ]);
      expect((await billingOf(other.token)).transactions.length).toBeLessThanOrEqual(1);
    });

    it('upgrades at once with a prorated charge, downgrades at the renewal, and can undo the downgrade', async () => {
      const business = await unsubscribedBusiness();
      const nothing = await changePackage(business.token, 'premium');
      expect(nothing.status).toBe(409);
      expect(nothing.body.message).toBe('No active subscription');

      await subscribed(business, 'standard');
      const same = await changePackage(business.token, 'standard');
      expect(same.status).toBe(409);
      expect(same.body.message).toBe('You are already on this package');

      const up = await changePackage(business.token, 'premium');
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      expect(up.body.data.subscription.subscription).toMatchObject({
        package_id: 'premium',
        status: 'ACTIVE',
        pending_package_id: null,
      });
      const upgrade = up.body.data.transactions.find((t) => t.kind === 'upgrade');
      expect(upgrade).toMatchObject({ status: 'COMPLETED', package_id: 'premium' });
      // The difference (£100 a month) for the rest of a period that has just begun: nearly all of it.
      expect(upgrade?.amount_pence).toBeGreaterThan(9000);
      expect(upgrade?.amount_pence).toBeLessThanOrEqual(10_000);

      const down = await changePackage(business.token, 'standard');
      expect(down.status, JSON.stringify(down.body)).toBe(200);
      expect(down.body.data.subscription.subscription).toMatchObject({
        package_id: 'premium',
        pending_package_id: 'standard',
      });
      expect(down.body.data.transactions.filter((t) => t.kind === 'upgrade')).toHaveLength(1);

      const undone = await changePackage(business.token, 'premium');
      expect(undone.status, JSON.stringify(undone.body)).toBe(200);
      expect(undone.body.data.subscription.subscription).toMatchObject({
        package_id: 'premium',
        pending_package_id: null,
      });
      // Undoing the downgrade charges nothing.
      expect(undone.body.data.transactions).toHaveLength(2);
    });

    it('updates the payment method; a declined card leaves the old one', async () => {
      const business = await unsubscribedBusiness();
      const none = await put<Body>('/subscription/payment-method', { paymentMethod: card() }, business.token);
      expect(none.status).toBe(409);
      await subscribed(business, 'standard');

      const mastercard = await put<BillingAnswer>(
        '/subscription/payment-method',
        { paymentMethod: await cardOf(cards.mastercard) },
        business.token,
      );
      expect(mastercard.status, JSON.stringify(mastercard.body)).toBe(200);
      expect(mastercard.body.data.subscription.card).toMatchObject({ brand: 'Mastercard', last_4: '4444' });

      const declined = await put<Body>(
        '/subscription/payment-method',
        { paymentMethod: declinedCard() },
        business.token,
      );
      expect(declined.status).toBe(402);
      expect(declined.body.message).toBe('Your card was declined');
      expect((await billingOf(business.token)).subscription.card).toMatchObject({ last_4: '4444' });

      const bank = await put<BillingAnswer>(
        '/subscription/payment-method',
        { paymentMethod: directDebit() },
        business.token,
      );
      expect(bank.status, JSON.stringify(bank.body)).toBe(200);
      expect(bank.body.data.subscription.card).toBeNull();
      expect(bank.body.data.subscription.bank_account).toMatchObject({ account_number_ending: '58' });
      // Only the first month was ever charged.
      expect(bank.body.data.transactions).toHaveLength(1);
    });

    it('cancels at the end of the period and resumes until then', async () => {
      const business = await unsubscribedBusiness();
      const early = await post<Body>('/subscription/cancel', undefined, business.token);
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('No active subscription');
      await subscribed(business, 'standard');

      const cancelled = await post<BillingAnswer>('/subscription/cancel', undefined, business.token);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.data.subscription.subscription).toMatchObject({
        status: 'ACTIVE',
        cancel_at_period_end: true,
      });
      // Still paid for: still subscribed.
      expect((await get<{ data: { subscribed: boolean } }>('/subscription', business.token)).body.data.subscribed).toBe(
        true,
      );

      const resumed = await post<BillingAnswer>('/subscription/resume', undefined, business.token);
      expect(resumed.status).toBe(200);
      expect(resumed.body.data.subscription.subscription).toMatchObject({
        status: 'ACTIVE',
        cancel_at_period_end: false,
      });
      const again = await post<Body>('/subscription/resume', undefined, business.token);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Nothing to resume');
    });

    it('downloads its own receipt as HTML with the number and VAT; another business gets 404', async () => {
      const [business, other] = await Promise.all([
        unsubscribedBusiness('Receipt <Rinse> & Co'),
        unsubscribedBusiness(),
      ]);
      const data = await subscribed(business, 'premium');
      const transaction = data.transactions[0];
      if (!transaction?.receipt_url) throw new Error('no receipt url');
      const url = transaction.receipt_url.replace(/^\/api/, '');
      const receipt = await get<ArrayBuffer>(url, business.token);
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(receipt.headers.get('content-disposition')).toBe(
        `attachment; filename="LocalPros-receipt-${transaction.receipt_number}.html"`,
      );
      const html = Buffer.from(receipt.body).toString('utf8');
      expect(html).toContain(transaction.receipt_number);
      expect(html).toContain('VAT at 20 %');
      expect(html).toContain('£32.50');
      expect(html).toContain('£162.50');
      expect(html).toContain('£195.00');
      expect(html).toContain('Receipt &lt;Rinse&gt; &amp; Co');
      expect(html).not.toContain('<Rinse>');

      const stolen = await get<Body>(url, other.token);
      expect(stolen.status).toBe(404);
      expect(stolen.body).toEqual({ message: 'Transaction not found' });
      await subscribed(other, 'standard');
      expect((await get(url, other.token)).status).toBe(404);
      expect((await get(`/subscription/transactions/${randomUUID()}/receipt`, business.token)).status).toBe(404);
      expect((await get('/subscription/transactions/not-an-id/receipt', business.token)).status).toBe(404);
    });

    it('refuses an admin acting as the business every payment route, but lets it look', async () => {
      const { token: adminToken } = await adminOnce();
      const business = await unsubscribedBusiness();
      await subscribed(business, 'standard');
      const started = await post<{ token: string }>(
        '/admin/impersonate/login',
        { email: business.user.email },
        adminToken,
      );
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const acting = started.body.token;
      for (const [method, path, body] of paymentRoutes) {
        const refused = await call<Body>(method, path, { body, ...withKey(acting) });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.error).toBe('impersonating');
      }
      const looked = await call<BillingAnswer>('POST', '/square/billing', { token: acting });
      expect(looked.status).toBe(200);
      expect(looked.body.data.subscription.subscription?.cancel_at_period_end).toBe(false);
      expect(looked.body.data.transactions).toHaveLength(1);
    });

    it('renews a month later; a declined renewal is past due until the business pays again', async () => {
      const { token: adminToken } = await adminOnce();
      const [steady, short] = [await unsubscribedBusiness(), await unsubscribedBusiness()];
      const first = await subscribed(steady, 'standard');
      await subscribed(short, 'premium');
      // The card saves but every charge on it is declined from now on.
      const swapped = await put(
        '/subscription/payment-method',
        { paymentMethod: await cardOf(cards.insufficientFunds) },
        short.token,
      );
      expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
      const notDue = await renew(short.token);
      expect(notDue.status).toBe(409);
      expect(notDue.body.message).toBe('Your subscription does not need renewing');

      const due = first.subscription.subscription?.billing_next_date as string;
      const asOf = new Date(new Date(due).getTime() + 3600_000).toISOString();
      const run = await post<{ success: boolean; data: Record<string, number> }>(
        '/subscription/renew',
        { asOf },
        adminToken,
      );
      expect(run.status, JSON.stringify(run.body)).toBe(200);
      expect(run.body.data.renewed).toBeGreaterThanOrEqual(1);
      expect(run.body.data.failed).toBeGreaterThanOrEqual(1);

      const renewed = await billingOf(steady.token);
      expect(renewed.subscription.subscription?.status).toBe('ACTIVE');
      expect(new Date(renewed.subscription.subscription?.billing_next_date ?? 0).getTime()).toBeGreaterThan(
        new Date(due).getTime() + 27 * DAY,
      );
      expect(renewed.transactions.find((t) => t.kind === 'renewal')).toMatchObject({
        status: 'COMPLETED',
        amount_pence: 9500,
      });
      // Replicas or a repeated run on the same day never renew twice.
      await post('/subscription/renew', { asOf }, adminToken);
      expect((await billingOf(steady.token)).transactions.filter((t) => t.kind === 'renewal')).toHaveLength(1);

      const pastDue = await billingOf(short.token);
      expect(pastDue.subscription.subscription).toMatchObject({ status: 'PAST_DUE' });
      expect(pastDue.subscription.subscription?.grace_ends_at).toBeTruthy();
      expect(pastDue.transactions.filter((t) => t.kind === 'renewal').map((t) => t.status)).toEqual(['FAILED']);
      // Past due still gets leads (the grace period).
      expect((await get<{ data: { subscribed: boolean } }>('/subscription', short.token)).body.data.subscribed).toBe(
        true,
      );

      const stillDeclined = await renew(short.token);
      expect(stillDeclined.status).toBe(402);
      const paid = await renew(short.token, { paymentMethod: card() });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.data.subscription.subscription).toMatchObject({ status: 'ACTIVE', grace_ends_at: null });
      expect(paid.body.data.subscription.card).toMatchObject({ last_4: '1111' });
      // The renewal charged once (the simulated pass's transactions may carry its later date: found, not indexed).
      const renewals = paid.body.data.transactions.filter((t) => t.kind === 'renewal' && t.status === 'COMPLETED');
      expect(renewals).toHaveLength(1);
      expect(renewals[0]).toMatchObject({ amount_pence: 19_500 });
    });
  });
}
