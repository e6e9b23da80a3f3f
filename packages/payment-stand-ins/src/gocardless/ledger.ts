import { type GoCardlessApiError, invalidState, notFound, validationFailed } from './api-errors.js';
import { eventDetails, paymentCancelledDetails } from './event-details.js';
import {
  CREDITOR_ID,
  type Customer,
  type CustomerBankAccount,
  dateAfter,
  type EventDetails,
  type GoCardlessEvent,
  type Mandate,
  type Metadata,
  mandateReference,
  newId,
  type Payment,
} from './resources.js';
import { type GoCardlessTestAccountBehaviour, gocardlessTestBankAccountFor } from './test-bank-accounts.js';

/**
 * The stand-in's in-memory GoCardless account: customers, their bank accounts, mandates and
 * payments, and how mandates and payments move on. Every change raises GoCardless's events; the
 * events of one operation are handed to `raise` together (one webhook, as GoCardless batches them).
 *
 * A mandate and a payment settle as their test bank account says (`settle`): on a timer
 * `settleSeconds` after creation, or at once through the scenario simulators (`simulate`).
 */

/** GoCardless's scenario simulators the stand-in runs, and its own `stand_in_settle`. */
export const gocardlessScenarios = [
  'mandate_submitted',
  'mandate_activated',
  'mandate_failed',
  'mandate_expired',
  'payment_submitted',
  'payment_confirmed',
  'payment_paid_out',
  'payment_failed',
  'payment_charged_back',
  'stand_in_settle',
] as const;
export type GoCardlessScenario = (typeof gocardlessScenarios)[number];

type Body = Record<string, unknown>;
type Batch = GoCardlessEvent[];

const INACTIVE_MANDATE = new Set(['failed', 'cancelled', 'expired']);

function text(body: Body, field: string): string | null {
  const value = body[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function linksOf(body: Body): Body {
  const links = body.links;
  return links && typeof links === 'object' ? (links as Body) : {};
}

/** GoCardless's limits: up to 3 keys of up to 50 characters, string values of up to 500. */
function metadataOf(resource: string, body: Body): Metadata {
  const metadata = body.metadata ?? {};
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
    throw validationFailed(resource, [{ field: 'metadata', message: 'must be an object' }]);
  }
  const entries = Object.entries(metadata);
  if (entries.length > 3)
    throw validationFailed(resource, [{ field: 'metadata', message: 'has too many keys (maximum is 3)' }]);
  for (const [key, value] of entries) {
    if (key.length > 50)
      throw validationFailed(resource, [{ field: 'metadata', message: 'key is too long (maximum is 50 characters)' }]);
    if (typeof value !== 'string')
      throw validationFailed(resource, [{ field: `metadata.${key}`, message: 'must be a string' }]);
    if (value.length > 500) {
      throw validationFailed(resource, [
        { field: `metadata.${key}`, message: 'is too long (maximum is 500 characters)' },
      ]);
    }
  }
  return Object.fromEntries(entries) as Metadata;
}

export class GoCardlessLedger {
  private readonly customers = new Map<string, Customer>();
  private readonly bankAccounts = new Map<string, CustomerBankAccount>();
  private readonly behaviours = new Map<string, GoCardlessTestAccountBehaviour>();
  private readonly mandates = new Map<string, Mandate>();
  private readonly payments = new Map<string, Payment>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly options: {
      /** Seconds from creation to a mandate's or payment's settling; null: only on demand. */
      settleSeconds: number | null;
      raise: (events: GoCardlessEvent[]) => void;
    },
  ) {}

  // ---- Reads

  customer(id: string): Customer {
    return this.customers.get(id) ?? this.fail(notFound());
  }

  bankAccount(id: string): CustomerBankAccount {
    return this.bankAccounts.get(id) ?? this.fail(notFound());
  }

  mandate(id: string): Mandate {
    return this.mandates.get(id) ?? this.fail(notFound());
  }

  payment(id: string): Payment {
    return this.payments.get(id) ?? this.fail(notFound());
  }

  // ---- Creates (POST /customers, /customer_bank_accounts, /mandates, /payments)

  createCustomer(body: Body, now: Date): Customer {
    const companyName = text(body, 'company_name');
    const givenName = text(body, 'given_name');
    const familyName = text(body, 'family_name');
    if (!companyName && (!givenName || !familyName)) {
      throw validationFailed('customers', [
        ...(givenName ? [] : [{ field: 'given_name', message: "can't be blank" }]),
        ...(familyName ? [] : [{ field: 'family_name', message: "can't be blank" }]),
      ]);
    }
    const customer: Customer = {
      id: newId('CU'),
      created_at: now.toISOString(),
      email: text(body, 'email'),
      given_name: givenName,
      family_name: familyName,
      company_name: companyName,
      address_line1: text(body, 'address_line1'),
      address_line2: text(body, 'address_line2'),
      address_line3: text(body, 'address_line3'),
      city: text(body, 'city'),
      region: text(body, 'region'),
      postal_code: text(body, 'postal_code'),
      country_code: text(body, 'country_code'),
      language: text(body, 'language') ?? 'en',
      phone_number: text(body, 'phone_number'),
      swedish_identity_number: null,
      danish_identity_number: null,
      metadata: metadataOf('customers', body),
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  createBankAccount(body: Body, now: Date): CustomerBankAccount {
    const resource = 'customer_bank_accounts';
    const holder = text(body, 'account_holder_name');
    const branchCode = (text(body, 'branch_code') ?? '').replace(/[-\s]/g, '');
    const accountNumber = (text(body, 'account_number') ?? '').replace(/[-\s]/g, '');
    const countryCode = text(body, 'country_code');
    const customerId = linksOf(body).customer;
    const errors: { field: string; message: string }[] = [];
    if (!holder) errors.push({ field: 'account_holder_name', message: "can't be blank" });
    if (countryCode !== 'GB') errors.push({ field: 'country_code', message: 'is not supported (only GB)' });
    if (!/^\d{6}$/.test(branchCode)) errors.push({ field: 'branch_code', message: 'is invalid' });
    if (!/^\d{6,10}$/.test(accountNumber)) errors.push({ field: 'account_number', message: 'is invalid' });
    const currency = text(body, 'currency');
    if (currency && currency !== 'GBP')
      errors.push({ field: 'currency', message: 'must be GBP for a GB bank account' });
    if (typeof customerId !== 'string' || !this.customers.has(customerId)) {
      errors.push({
        field: 'links.customer',
        message: typeof customerId === 'string' ? 'was not found' : "can't be blank",
      });
    }
    if (errors.length > 0 || !holder || typeof customerId !== 'string') throw validationFailed(resource, errors);
    const testAccount = gocardlessTestBankAccountFor(branchCode, accountNumber);
    const bankAccount: CustomerBankAccount = {
      id: newId('BA'),
      created_at: now.toISOString(),
      // Bacs: transliterated, upper-cased and cut to 18 characters.
      account_holder_name: holder.toUpperCase().slice(0, 18),
      account_number_ending: accountNumber.slice(-2),
      account_type: null,
      bank_name: testAccount?.bankName ?? null,
      country_code: 'GB',
      currency: 'GBP',
      enabled: true,
      metadata: metadataOf(resource, body),
      links: { customer: customerId },
    };
    this.bankAccounts.set(bankAccount.id, bankAccount);
    this.behaviours.set(bankAccount.id, testAccount?.behaviour ?? 'succeeds');
    return bankAccount;
  }

  createMandate(body: Body, now: Date): Mandate {
    const bankAccountId = linksOf(body).customer_bank_account;
    const scheme = text(body, 'scheme');
    const errors: { field: string; message: string }[] = [];
    if (scheme && scheme !== 'bacs')
      errors.push({ field: 'scheme', message: 'is not supported for a GB bank account' });
    const bankAccount = typeof bankAccountId === 'string' ? this.bankAccounts.get(bankAccountId) : undefined;
    if (!bankAccount) {
      errors.push({
        field: 'links.customer_bank_account',
        message: typeof bankAccountId === 'string' ? 'was not found' : "can't be blank",
      });
    }
    if (errors.length > 0 || !bankAccount) throw validationFailed('mandates', errors);
    if (!bankAccount.enabled) throw invalidState(422, 'bank_account_disabled', 'The bank account is disabled');
    const mandate: Mandate = {
      id: newId('MD'),
      created_at: now.toISOString(),
      reference: text(body, 'reference') ?? mandateReference(),
      status: 'pending_submission',
      scheme: 'bacs',
      next_possible_charge_date: dateAfter(now, 7),
      payments_require_approval: false,
      authorisation_source: text(body, 'authorisation_source'),
      consent_type: null,
      funds_settlement: 'managed',
      verified_at: null,
      metadata: metadataOf('mandates', body),
      links: { customer_bank_account: bankAccount.id, creditor: CREDITOR_ID, customer: bankAccount.links.customer },
    };
    this.mandates.set(mandate.id, mandate);
    this.commit((batch) => this.mandateEvent(batch, mandate, 'created', eventDetails.mandateCreated));
    this.schedule(() => this.settle(mandate.id));
    return mandate;
  }

  createPayment(body: Body, now: Date): Payment {
    const resource = 'payments';
    const mandateId = linksOf(body).mandate;
    const errors: { field: string; message: string }[] = [];
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) {
      errors.push({ field: 'amount', message: 'must be a whole number of pence, at least 1' });
    }
    if (body.currency !== 'GBP') errors.push({ field: 'currency', message: 'must be GBP for a Bacs mandate' });
    const description = body.description;
    if (description !== undefined && description !== null && typeof description !== 'string') {
      errors.push({ field: 'description', message: 'must be a string' });
    }
    const chargeDate = text(body, 'charge_date');
    if (chargeDate && !/^\d{4}-\d{2}-\d{2}$/.test(chargeDate))
      errors.push({ field: 'charge_date', message: 'is invalid' });
    const mandate = typeof mandateId === 'string' ? this.mandates.get(mandateId) : undefined;
    if (!mandate) {
      errors.push({
        field: 'links.mandate',
        message: typeof mandateId === 'string' ? 'was not found' : "can't be blank",
      });
    }
    if (errors.length > 0 || !mandate || typeof amount !== 'number') throw validationFailed(resource, errors);
    if (INACTIVE_MANDATE.has(mandate.status)) {
      throw invalidState(422, 'mandate_is_inactive', 'Mandate is failed, cancelled or expired');
    }
    const payment: Payment = {
      id: newId('PM'),
      created_at: now.toISOString(),
      charge_date: chargeDate ?? mandate.next_possible_charge_date ?? dateAfter(now, 3),
      amount,
      amount_refunded: 0,
      app_fee: null,
      currency: 'GBP',
      description: typeof description === 'string' ? description : null,
      reference: text(body, 'reference'),
      status: 'pending_submission',
      scheme: 'bacs',
      retry_if_possible: false,
      faster_ach: false,
      metadata: metadataOf(resource, body),
      fx: { fx_currency: 'GBP', fx_amount: null, exchange_rate: null, estimated_exchange_rate: null },
      links: { mandate: mandate.id, creditor: CREDITOR_ID },
    };
    this.payments.set(payment.id, payment);
    this.commit((batch) => this.paymentEvent(batch, payment, 'created', eventDetails.paymentCreated));
    this.schedule(() => this.settle(payment.id));
    return payment;
  }

  // ---- Actions

  /** POST /mandates/{id}/actions/cancel: cancelled by the creditor through the API. */
  cancelMandate(id: string): Mandate {
    const mandate = this.mandate(id);
    if (INACTIVE_MANDATE.has(mandate.status)) {
      throw invalidState(422, 'cancellation_failed', `The mandate is ${mandate.status} and cannot be cancelled`);
    }
    this.commit((batch) => this.stopMandate(batch, mandate, 'cancelled', eventDetails.mandateCancelledViaApi));
    return mandate;
  }

  /** What the resource's test bank account makes of it next: the settle timer, or `stand_in_settle`. */
  settle(id: string): void {
    const mandate = this.mandates.get(id);
    const payment = this.payments.get(id);
    if (!mandate && !payment) throw notFound();
    this.commit((batch) => {
      if (mandate) this.settleMandate(batch, mandate);
      if (payment) this.settlePayment(batch, payment);
    });
  }

  /**
   * Every mandate (and, unless `only` says mandates, every payment) still in flight, settled now as
   * its test account says: the bank's days at once.
   */
  settleAll(only?: 'mandates'): void {
    this.commit((batch) => {
      for (const mandate of this.mandates.values()) this.settleMandate(batch, mandate);
      if (only === 'mandates') return;
      for (const payment of this.payments.values()) this.settlePayment(batch, payment);
    });
  }

  /** POST /scenario_simulators/{identifier}/actions/run with links.resource. */
  simulate(identifier: string, resourceId: unknown): void {
    if (!(gocardlessScenarios as readonly string[]).includes(identifier)) throw notFound();
    if (typeof resourceId !== 'string') {
      throw validationFailed('scenario_simulators', [{ field: 'links.resource', message: "can't be blank" }]);
    }
    const scenario = identifier as GoCardlessScenario;
    if (scenario === 'stand_in_settle') {
      this.settle(resourceId);
    } else if (scenario.startsWith('mandate_')) {
      const mandate = this.mandates.get(resourceId);
      if (!mandate)
        throw validationFailed('scenario_simulators', [{ field: 'links.resource', message: 'must be a mandate' }]);
      this.commit((batch) => this.simulateMandate(batch, scenario, mandate));
    } else {
      const payment = this.payments.get(resourceId);
      if (!payment)
        throw validationFailed('scenario_simulators', [{ field: 'links.resource', message: 'must be a payment' }]);
      this.commit((batch) => this.simulatePayment(batch, scenario, payment));
    }
  }

  dispose(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  // ---- Lifecycle

  private simulateMandate(batch: Batch, scenario: GoCardlessScenario, mandate: Mandate): void {
    const unsubmitted = mandate.status === 'pending_submission' || mandate.status === 'submitted';
    switch (scenario) {
      case 'mandate_submitted':
        this.require(mandate.status === 'pending_submission', 'The mandate must be pending_submission');
        this.submitMandate(batch, mandate);
        break;
      case 'mandate_activated':
        this.require(unsubmitted, 'The mandate must be pending_submission or submitted');
        this.submitMandate(batch, mandate);
        this.setMandate(batch, mandate, 'active', eventDetails.mandateActivated);
        break;
      case 'mandate_failed': {
        this.require(unsubmitted, 'The mandate must be pending_submission or submitted');
        this.submitMandate(batch, mandate);
        const refused = this.behaviourOf(mandate) === 'mandate_refused';
        const details = refused ? eventDetails.mandateRefusedByBank : eventDetails.mandateInvalidBankDetails;
        this.stopMandate(batch, mandate, 'failed', details);
        break;
      }
      default: // mandate_expired
        this.require(
          unsubmitted || mandate.status === 'active',
          'The mandate must not be failed, cancelled or expired',
        );
        this.submitMandate(batch, mandate);
        if (mandate.status === 'submitted') this.setMandate(batch, mandate, 'active', eventDetails.mandateActivated);
        this.stopMandate(batch, mandate, 'expired', eventDetails.mandateExpired);
    }
  }

  private simulatePayment(batch: Batch, scenario: GoCardlessScenario, payment: Payment): void {
    this.require(payment.status === 'pending_submission', 'The payment must be pending_submission');
    if (scenario !== 'payment_submitted') {
      this.require(this.mandate(payment.links.mandate).status === 'active', "The payment's mandate must be active");
    }
    this.setPayment(batch, payment, 'submitted', eventDetails.paymentSubmitted);
    if (scenario === 'payment_submitted') return;
    if (scenario === 'payment_failed') {
      this.setPayment(batch, payment, 'failed', eventDetails.paymentInsufficientFunds);
      return;
    }
    this.setPayment(batch, payment, 'confirmed', eventDetails.paymentConfirmed);
    if (scenario === 'payment_confirmed') return;
    this.setPayment(batch, payment, 'paid_out', eventDetails.paymentPaidOut);
    if (scenario === 'payment_charged_back')
      this.setPayment(batch, payment, 'charged_back', eventDetails.paymentChargedBack);
  }

  private settleMandate(batch: Batch, mandate: Mandate): void {
    if (mandate.status !== 'pending_submission' && mandate.status !== 'submitted') return;
    this.submitMandate(batch, mandate);
    if (this.behaviourOf(mandate) === 'mandate_refused') {
      this.stopMandate(batch, mandate, 'failed', eventDetails.mandateRefusedByBank);
    } else {
      this.setMandate(batch, mandate, 'active', eventDetails.mandateActivated);
    }
  }

  private settlePayment(batch: Batch, payment: Payment): void {
    if (payment.status !== 'pending_submission' && payment.status !== 'submitted') return;
    const mandate = this.mandate(payment.links.mandate);
    // A payment is collected only once its mandate is set up; if that fails, the payment is cancelled.
    this.settleMandate(batch, mandate);
    if (mandate.status !== 'active') return;
    if (payment.status === 'pending_submission')
      this.setPayment(batch, payment, 'submitted', eventDetails.paymentSubmitted);
    const behaviour = this.behaviourOf(mandate);
    if (behaviour === 'insufficient_funds') {
      this.setPayment(batch, payment, 'failed', eventDetails.paymentInsufficientFunds);
    } else if (behaviour === 'mandate_cancelled') {
      // The bank cancelled the instruction: the mandate goes, and the collection comes back unpaid.
      this.stopMandate(batch, mandate, 'cancelled', eventDetails.mandateCancelledByBank);
      this.setPayment(batch, payment, 'failed', eventDetails.paymentMandateCancelled);
    } else {
      this.setPayment(batch, payment, 'confirmed', eventDetails.paymentConfirmed);
    }
  }

  private submitMandate(batch: Batch, mandate: Mandate): void {
    if (mandate.status === 'pending_submission') {
      this.setMandate(batch, mandate, 'submitted', eventDetails.mandateSubmitted);
    }
  }

  /**
   * A mandate failed, cancelled or expired: its payments not yet submitted are cancelled. A bank's
   * refusal also disables the bank account (as GoCardless does), so no new mandate can use it.
   */
  private stopMandate(
    batch: Batch,
    mandate: Mandate,
    status: 'failed' | 'cancelled' | 'expired',
    details: EventDetails,
  ) {
    this.setMandate(batch, mandate, status, details);
    mandate.next_possible_charge_date = null;
    if (status === 'failed') this.bankAccount(mandate.links.customer_bank_account).enabled = false;
    for (const payment of this.payments.values()) {
      if (payment.links.mandate === mandate.id && payment.status === 'pending_submission') {
        this.setPayment(batch, payment, 'cancelled', paymentCancelledDetails(status));
      }
    }
  }

  private setMandate(batch: Batch, mandate: Mandate, status: Mandate['status'], details: EventDetails): void {
    mandate.status = status;
    this.mandateEvent(batch, mandate, status, details);
  }

  private setPayment(batch: Batch, payment: Payment, status: Payment['status'], details: EventDetails) {
    payment.status = status;
    this.paymentEvent(batch, payment, status, details);
  }

  private mandateEvent(batch: Batch, mandate: Mandate, action: string, details: EventDetails): void {
    batch.push(this.event('mandates', { mandate: mandate.id }, action, details, mandate.metadata));
  }

  private paymentEvent(batch: Batch, payment: Payment, action: string, details: EventDetails): void {
    batch.push(this.event('payments', { payment: payment.id }, action, details, payment.metadata));
  }

  private event(
    resourceType: GoCardlessEvent['resource_type'],
    links: GoCardlessEvent['links'],
    action: string,
    details: EventDetails,
    resourceMetadata: Metadata,
  ): GoCardlessEvent {
    return {
      id: newId('EV'),
      created_at: new Date().toISOString(),
      resource_type: resourceType,
      action,
      links,
      details: { ...details },
      metadata: {},
      resource_metadata: { ...resourceMetadata },
    };
  }

  private behaviourOf(mandate: Mandate): GoCardlessTestAccountBehaviour {
    return this.behaviours.get(mandate.links.customer_bank_account) ?? 'succeeds';
  }

  /** Runs a change and raises its events together (one webhook). */
  private commit(change: (batch: Batch) => void): void {
    const batch: Batch = [];
    try {
      change(batch);
    } finally {
      if (batch.length > 0) this.options.raise(batch);
    }
  }

  private schedule(action: () => void): void {
    const { settleSeconds } = this.options;
    if (settleSeconds === null) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      try {
        action();
      } catch {
        // The resource settled some other way meanwhile: nothing to do.
      }
    }, settleSeconds * 1000);
    timer.unref();
    this.timers.add(timer);
  }

  private require(condition: boolean, message: string): void {
    if (!condition) throw invalidState(422, 'invalid_state', message);
  }

  private fail(error: GoCardlessApiError): never {
    throw error;
  }
}
