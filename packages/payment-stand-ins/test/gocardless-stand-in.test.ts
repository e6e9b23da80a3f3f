import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GoCardlessStandIn,
  gocardlessTestBankAccounts,
  signGoCardlessWebhook,
  startGoCardlessStandIn,
} from '../src/gocardless/index.js';

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON answers, read by path in assertions
type Json = any;

const ACCESS_TOKEN = 'sandbox_stand-in-token';
const WEBHOOK_SECRET = 'stand-in-webhook-secret';

interface Received {
  body: string;
  signature: string | undefined;
}

const received: Received[] = [];
let receiver: Server;
let standIn: GoCardlessStandIn;

async function api(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string | undefined> = {},
): Promise<{ status: number; body: Json }> {
  const allHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries({
    Authorization: `Bearer ${ACCESS_TOKEN}`,
    'GoCardless-Version': '2015-07-06',
    'Content-Type': 'application/json',
    ...headers,
  })) {
    if (value !== undefined) allHeaders[name] = value;
  }
  const response = await fetch(`${standIn.url}${path}`, {
    method,
    headers: allHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const customerBody = { customers: { company_name: 'Brown Plumbing Ltd', metadata: { business_id: 'b-1' } } };

async function mandateFor(account: { sortCode: string; accountNumber: string; accountHolder: string }) {
  const customer = await api('POST', '/customers', customerBody);
  const bankAccount = await api('POST', '/customer_bank_accounts', {
    customer_bank_accounts: {
      account_holder_name: account.accountHolder,
      account_number: account.accountNumber,
      branch_code: account.sortCode.replace(/-/g, ''),
      country_code: 'GB',
      links: { customer: customer.body.customers.id },
    },
  });
  const mandate = await api('POST', '/mandates', {
    mandates: { scheme: 'bacs', links: { customer_bank_account: bankAccount.body.customer_bank_accounts.id } },
  });
  return {
    customer: customer.body.customers,
    bankAccount: bankAccount.body.customer_bank_accounts,
    mandate: mandate.body.mandates,
  };
}

async function paymentOn(mandateId: string, key?: string) {
  return api(
    'POST',
    '/payments',
    { payments: { amount: 19500, currency: 'GBP', description: 'LocalPros Premium', links: { mandate: mandateId } } },
    key ? { 'Idempotency-Key': key } : {},
  );
}

/** The events of webhooks received so far about one resource, as [resource_type, action, cause]. */
function eventsAbout(resourceId: string): [string, string, string][] {
  return received
    .flatMap((webhook) => JSON.parse(webhook.body).events as Json[])
    .filter((event) => Object.values(event.links).includes(resourceId))
    .map((event) => [event.resource_type, event.action, event.details.cause]);
}

const errorShape = (type: string, code: number) => ({
  error: expect.objectContaining({
    type,
    code,
    message: expect.any(String),
    errors: expect.any(Array),
    request_id: expect.any(String),
    documentation_url: expect.stringMatching(/^https:\/\/developer\.gocardless\.com\/api-reference#/),
  }),
});

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: request.headers['webhook-signature'] as string | undefined,
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  standIn = await startGoCardlessStandIn({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/webhooks/gocardless`,
    accessToken: ACCESS_TOKEN,
    settleSeconds: 3600,
  });
});

afterAll(async () => {
  await standIn?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('GoCardless stand-in: requests', () => {
  it('answers a wrong access token 401 and a missing one 401', async () => {
    const wrong = await api('GET', '/mandates/MD000', undefined, { Authorization: 'Bearer someone-else' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(errorShape('invalid_api_usage', 401));
    expect(wrong.body.error.errors[0].reason).toBe('access_token_not_found');
    const missing = await api('GET', '/mandates/MD000', undefined, { Authorization: undefined });
    expect(missing.status).toBe(401);
    expect(missing.body.error.errors[0].reason).toBe('missing_authorization_header');
  });

  it('requires the GoCardless-Version header', async () => {
    const answer = await api('GET', '/mandates/MD000', undefined, { 'GoCardless-Version': undefined });
    expect(answer.status).toBe(400);
    expect(answer.body.error.errors[0].reason).toBe('missing_version_header');
  });

  it('answers an unknown resource 404 resource_not_found', async () => {
    const answer = await api('GET', '/payments/PM000000000000');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(errorShape('invalid_api_usage', 404));
    expect(answer.body.error.errors[0].reason).toBe('resource_not_found');
  });
});

describe('GoCardless stand-in: POST /customers', () => {
  it('creates a customer (CU…) with its metadata', async () => {
    const answer = await api('POST', '/customers', customerBody);
    expect(answer.status).toBe(201);
    expect(answer.body.customers).toMatchObject({
      id: expect.stringMatching(/^CU[0-9A-Z]{12}$/),
      created_at: expect.stringMatching(/Z$/),
      company_name: 'Brown Plumbing Ltd',
      given_name: null,
      family_name: null,
      language: 'en',
      metadata: { business_id: 'b-1' },
    });
    expect((await api('GET', `/customers/${answer.body.customers.id}`)).body.customers).toEqual(answer.body.customers);
  });

  it('needs a company name or a given and family name (422 validation_failed)', async () => {
    const answer = await api('POST', '/customers', { customers: { given_name: 'Jane' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(errorShape('validation_failed', 422));
    expect(answer.body.error.errors).toEqual([
      { field: 'family_name', message: "can't be blank", request_pointer: '/customers/family_name' },
    ]);
  });

  it('answers an Idempotency-Key used before 409 idempotent_creation_conflict naming the first customer', async () => {
    const first = await api('POST', '/customers', customerBody, { 'Idempotency-Key': 'customer-b-1' });
    const again = await api('POST', '/customers', customerBody, { 'Idempotency-Key': 'customer-b-1' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorShape('invalid_state', 409));
    expect(again.body.error.errors).toEqual([
      {
        reason: 'idempotent_creation_conflict',
        message: expect.any(String),
        links: { conflicting_resource_id: first.body.customers.id },
      },
    ]);
  });
});

describe('GoCardless stand-in: POST /customer_bank_accounts', () => {
  it('keeps only the ending of the number and names the bank', async () => {
    const { bankAccount, customer } = await mandateFor(gocardlessTestBankAccounts.insufficientFunds);
    expect(bankAccount).toMatchObject({
      id: expect.stringMatching(/^BA[0-9A-Z]{12}$/),
      account_holder_name: 'GREEN GARDENS LTD',
      account_number_ending: '72',
      bank_name: 'Barclays',
      country_code: 'GB',
      currency: 'GBP',
      enabled: true,
      links: { customer: customer.id },
    });
    expect(JSON.stringify(bankAccount)).not.toContain('63748472');
  });

  it('refuses a malformed sort code or account number (422)', async () => {
    const customer = await api('POST', '/customers', customerBody);
    const answer = await api('POST', '/customer_bank_accounts', {
      customer_bank_accounts: {
        account_holder_name: 'Jane Smith',
        account_number: '12',
        branch_code: '1234',
        country_code: 'GB',
        links: { customer: customer.body.customers.id },
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors.map((error: { field: string }) => error.field)).toEqual([
      'branch_code',
      'account_number',
    ]);
  });
});

describe('GoCardless stand-in: mandates', () => {
  it('creates a Bacs mandate pending submission, readable with GET /mandates/{id}', async () => {
    const { mandate, bankAccount, customer } = await mandateFor(gocardlessTestBankAccounts.succeeds);
    expect(mandate).toMatchObject({
      id: expect.stringMatching(/^MD[0-9A-Z]{12}$/),
      status: 'pending_submission',
      scheme: 'bacs',
      reference: expect.stringMatching(/^LOCALPROS-[A-Z]{6}$/),
      next_possible_charge_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      links: { customer_bank_account: bankAccount.id, customer: customer.id, creditor: expect.stringMatching(/^CR/) },
    });
    expect((await api('GET', `/mandates/${mandate.id}`)).body.mandates).toEqual(mandate);
  });

  it('mandate_activated makes it active, with submitted and active events in a signed webhook', async () => {
    const { mandate } = await mandateFor(gocardlessTestBankAccounts.succeeds);
    const run = await api('POST', '/scenario_simulators/mandate_activated/actions/run', {
      data: { links: { resource: mandate.id } },
    });
    expect(run).toEqual({ status: 200, body: { scenario_simulators: { id: 'mandate_activated' } } });
    await standIn.flushWebhooks();
    expect((await api('GET', `/mandates/${mandate.id}`)).body.mandates.status).toBe('active');
    expect(eventsAbout(mandate.id)).toEqual([
      ['mandates', 'created', 'mandate_created'],
      ['mandates', 'submitted', 'mandate_submitted'],
      ['mandates', 'active', 'mandate_activated'],
    ]);
    for (const webhook of received) {
      expect(webhook.signature).toBe(createHmac('sha256', WEBHOOK_SECRET).update(webhook.body).digest('hex'));
      expect(webhook.signature).toBe(signGoCardlessWebhook(webhook.body, WEBHOOK_SECRET));
    }
  });

  it('the refusing test account: the mandate is created, then fails with a bank cause', async () => {
    const { mandate } = await mandateFor(gocardlessTestBankAccounts.mandateRefused);
    expect(mandate.status).toBe('pending_submission');
    await standIn.simulate('stand_in_settle', mandate.id);
    expect((await api('GET', `/mandates/${mandate.id}`)).body.mandates.status).toBe('failed');
    const failed = received
      .flatMap((webhook) => JSON.parse(webhook.body).events as Json[])
      .find((event) => event.links.mandate === mandate.id && event.action === 'failed');
    expect(failed).toMatchObject({
      id: expect.stringMatching(/^EV[0-9A-Z]{12}$/),
      resource_type: 'mandates',
      details: { origin: 'bank', cause: 'direct_debit_not_enabled', scheme: 'bacs', reason_code: 'AUDDIS-G' },
    });
  });

  it('a simulator that does not fit the state is 422 invalid_state', async () => {
    const { mandate } = await mandateFor(gocardlessTestBankAccounts.succeeds);
    await standIn.simulate('mandate_activated', mandate.id);
    const answer = await api('POST', '/scenario_simulators/mandate_failed/actions/run', {
      data: { links: { resource: mandate.id } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(errorShape('invalid_state', 422));
  });

  it('POST /mandates/{id}/actions/cancel cancels it, then cannot again', async () => {
    const { mandate } = await mandateFor(gocardlessTestBankAccounts.succeeds);
    const cancelled = await api('POST', `/mandates/${mandate.id}/actions/cancel`, { data: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.mandates.status).toBe('cancelled');
    const again = await api('POST', `/mandates/${mandate.id}/actions/cancel`, { data: {} });
    expect(again.status).toBe(422);
    expect(again.body.error.errors[0].reason).toBe('cancellation_failed');
  });
});

describe('GoCardless stand-in: payments', () => {
  it('creates a payment (PM…) pending submission, readable with GET /payments/{id}', async () => {
    const { mandate } = await mandateFor(gocardlessTestBankAccounts.succeeds);
    const answer = await paymentOn(mandate.id);
    expect(answer.status).toBe(201);
    expect(answer.body.payments).toMatchObject({
      id: expect.stringMatching(/^PM[0-9A-Z]{12}$/),
      amount: 19500,
      currency: 'GBP',
      description: 'LocalPros Premium',
      status: 'pending_submission',
      charge_date: mandate.next_possible_charge_date,
      links: { mandate: mandate.id },
    });
    expect((await api('GET', `/payments/${answer.body.payments.id}`)).body.payments).toEqual(answer.body.payments);
  });

  it('the same Idempotency-Key is 409 idempotent_creation_conflict naming the first payment', async () => {
    const { mandate } = await mandateFor(gocardlessTestBankAccounts.succeeds);
    const first = await paymentOn(mandate.id, 'charge-1');
    const again = await paymentOn(mandate.id, 'charge-1');
    expect(again.status).toBe(409);
    expect(again.body.error.errors[0].links).toEqual({ conflicting_resource_id: first.body.payments.id });
    expect((await paymentOn(mandate.id, 'charge-2')).body.payments.id).not.toBe(first.body.payments.id);
  });

  it('validates amount and currency (422)', async () => {
    const { mandate } = await mandateFor(gocardlessTestBankAccounts.succeeds);
    const answer = await api('POST', '/payments', {
      payments: { amount: 0, currency: 'EUR', links: { mandate: mandate.id } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors.map((error: { field: string }) => error.field)).toEqual(['amount', 'currency']);
  });

  it('refuses a payment on a failed mandate: 422 mandate_is_inactive', async () => {
    const { mandate } = await mandateFor(gocardlessTestBankAccounts.mandateRefused);
    await standIn.simulate('mandate_failed', mandate.id);
    const answer = await paymentOn(mandate.id);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(errorShape('invalid_state', 422));
    expect(answer.body.error.errors[0].reason).toBe('mandate_is_inactive');
  });

  it('payment_confirmed, payment_failed and payment_charged_back move it as GoCardless documents', async () => {
    const { mandate } = await mandateFor(gocardlessTestBankAccounts.succeeds);
    await standIn.simulate('mandate_activated', mandate.id);
    const outcomes: Record<string, string> = {
      payment_confirmed: 'confirmed',
      payment_paid_out: 'paid_out',
      payment_failed: 'failed',
      payment_charged_back: 'charged_back',
    };
    for (const [scenario, status] of Object.entries(outcomes)) {
      const payment = (await paymentOn(mandate.id)).body.payments;
      await api('POST', `/scenario_simulators/${scenario}/actions/run`, { data: { links: { resource: payment.id } } });
      expect((await api('GET', `/payments/${payment.id}`)).body.payments.status).toBe(status);
    }
  });

  it('settles each test account as it says', async () => {
    const settled = async (account: (typeof gocardlessTestBankAccounts)[keyof typeof gocardlessTestBankAccounts]) => {
      const { mandate } = await mandateFor(account);
      const payment = (await paymentOn(mandate.id)).body.payments;
      await standIn.simulate('stand_in_settle', payment.id);
      return { mandate: mandate.id, payment: payment.id };
    };
    const succeeds = await settled(gocardlessTestBankAccounts.succeeds);
    expect(eventsAbout(succeeds.payment)).toEqual([
      ['payments', 'created', 'payment_created'],
      ['payments', 'submitted', 'payment_submitted'],
      ['payments', 'confirmed', 'payment_confirmed'],
    ]);
    const poor = await settled(gocardlessTestBankAccounts.insufficientFunds);
    expect(eventsAbout(poor.payment).at(-1)).toEqual(['payments', 'failed', 'insufficient_funds']);
    const cancelled = await settled(gocardlessTestBankAccounts.mandateCancelled);
    expect(eventsAbout(cancelled.mandate).slice(-2)).toEqual([
      ['mandates', 'active', 'mandate_activated'],
      ['mandates', 'cancelled', 'mandate_cancelled'],
    ]);
    expect(eventsAbout(cancelled.payment).at(-1)).toEqual(['payments', 'failed', 'mandate_cancelled']);
    const refused = await settled(gocardlessTestBankAccounts.mandateRefused);
    expect(eventsAbout(refused.mandate).at(-1)).toEqual(['mandates', 'failed', 'direct_debit_not_enabled']);
    expect(eventsAbout(refused.payment).at(-1)).toEqual(['payments', 'cancelled', 'mandate_failed']);
  });
});

describe('GoCardless stand-in: events and webhooks', () => {
  it('GET /events lists a payment’s events, newest first', async () => {
    const { mandate } = await mandateFor(gocardlessTestBankAccounts.insufficientFunds);
    const payment = (await paymentOn(mandate.id)).body.payments;
    await standIn.simulate('stand_in_settle', payment.id);
    const answer = await api('GET', `/events?payment=${payment.id}&resource_type=payments`);
    expect(answer.status).toBe(200);
    expect(answer.body.events.map((event: { action: string }) => event.action)).toEqual([
      'failed',
      'submitted',
      'created',
    ]);
    expect(answer.body.meta).toEqual({ cursors: { before: null, after: null }, limit: 50 });
  });

  it('POST /webhooks/{id}/actions/retry sends the same body and signature again', async () => {
    const last = standIn.webhooks.at(-1);
    if (!last) throw new Error('no webhook yet');
    const before = received.length;
    const answer = await api('POST', `/webhooks/${last.id}/actions/retry`, { data: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.webhooks).toMatchObject({ id: last.id, request_body: last.body });
    await standIn.flushWebhooks();
    expect(received.slice(before)).toEqual([{ body: last.body, signature: last.signature }]);
    expect(JSON.parse(last.body).meta).toEqual({ webhook_id: last.id });
  });

  it('settles on its own settleSeconds after creation (0: at once)', async () => {
    const quick = await startGoCardlessStandIn({ webhookSecret: WEBHOOK_SECRET, settleSeconds: 0 });
    try {
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${quick.url}${path}`, {
          method,
          headers: {
            Authorization: 'Bearer any',
            'GoCardless-Version': '2015-07-06',
            'Content-Type': 'application/json',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }).then(async (response) => (await response.json()) as Json);
      const customer = await call('POST', '/customers', { customers: { given_name: 'Jane', family_name: 'Smith' } });
      const bankAccount = await call('POST', '/customer_bank_accounts', {
        customer_bank_accounts: {
          account_holder_name: 'Jane Smith',
          account_number: gocardlessTestBankAccounts.succeeds.accountNumber,
          branch_code: '089999',
          country_code: 'GB',
          links: { customer: customer.customers.id },
        },
      });
      const mandate = await call('POST', '/mandates', {
        mandates: { links: { customer_bank_account: bankAccount.customer_bank_accounts.id } },
      });
      await expect
        .poll(async () => (await call('GET', `/mandates/${mandate.mandates.id}`)).mandates.status)
        .toBe('active');
      expect(quick.webhooks.flatMap((webhook) => webhook.events.map((event) => event.action))).toEqual([
        'created',
        'submitted',
        'active',
      ]);
    } finally {
      await quick.close();
    }
  });
});
