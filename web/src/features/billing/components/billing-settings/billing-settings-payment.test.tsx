import { fireEvent, screen, waitFor, type within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '@/testing/dialogs';
import { callCount, sentBodies, stubApi } from '@/testing/fake-api';
import { cardFormAnswer, failVerification, typeCard } from '@/testing/fake-square';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import { BillingSettings } from './billing-settings';
import {
  billing,
  billingUrl,
  idempotencyKeys,
  premiumSubscription,
  transaction,
  uuid,
} from './billing-settings.fixtures';

const renewUrl = '/api/auth/renew-subscription';

function openBilling() {
  return renderApp({
    path: '/billing',
    routes: [{ path: '/billing', element: <BillingSettings /> }],
    state: signedInAs('business'),
  });
}

const pastDue = premiumSubscription({
  status: 'PAST_DUE',
  grace_ends_at: '2026-12-08T12:00:00.000Z',
  next_retry_at: '2026-12-04T12:00:00.000Z',
});

/** What the API receives: Square's one-time token and its 3-D Secure token, never the number. */
const newCard = {
  type: 'card',
  sourceId: 'cnon:fake-4444',
  verificationToken: 'verf:fake',
  cardholderName: 'Sam Smith',
  postcode: 'SW1A 1AA',
};

/** Types the test Mastercard into the card frame inside this dialog, and the name on the card. */
async function fillCard(dialog: ReturnType<typeof within>) {
  const type = (label: string, value: string) => fireEvent.change(dialog.getByLabelText(label), { target: { value } });
  await dialog.findByLabelText('Card number');
  typeCard(type, { number: '5555 5555 5555 4444', postcode: 'sw1a 1aa' });
  type('Name on the card', 'Sam Smith');
}

describe('updating the payment method', () => {
  it('saves a new card and shows it', async () => {
    const fetchMock = stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing() }),
      'PUT /api/subscription/payment-method': () => ({
        body: billing(premiumSubscription(), [], {
          card: { brand: 'Mastercard', last_4: '4444', exp_month: 4, exp_year: 2031 },
          bank_account: null,
        }),
      }),
    });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    const dialog = await dialogNamed('Update Payment Method');
    await fillCard(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Save payment method' }));

    expect(await screen.findByText('Payment method updated')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/subscription/payment-method')).toEqual([{ paymentMethod: newCard }]);
    expect((await screen.findByText('Mastercard', { exact: false })).textContent).toContain('4444');
    expect(screen.getByText('04/31')).toBeTruthy();
  });

  it("shows the card frame's own error and sends nothing", async () => {
    const fetchMock = stubApi({ [`POST ${billingUrl}`]: () => ({ body: billing() }) });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    const dialog = await dialogNamed('Update Payment Method');
    await fillCard(dialog);
    fireEvent.change(dialog.getByLabelText('Card number'), { target: { value: '4242' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save payment method' }));

    expect((await dialog.findByRole('alert')).textContent).toBe('Enter a valid card number');
    expect(callCount(fetchMock, 'PUT', '/api/subscription/payment-method')).toBe(0);
  });

  it('sends nothing when the bank does not confirm the card (3-D Secure)', async () => {
    const fetchMock = stubApi({ [`POST ${billingUrl}`]: () => ({ body: billing() }) });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    const dialog = await dialogNamed('Update Payment Method');
    await fillCard(dialog);
    failVerification();
    fireEvent.click(dialog.getByRole('button', { name: 'Save payment method' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Your bank could not confirm this card: try again or use another card',
    );
    expect(callCount(fetchMock, 'PUT', '/api/subscription/payment-method')).toBe(0);
  });

  it('says so, with Retry, when card payments are not available', async () => {
    let answers = 0;
    stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing() }),
      'GET /api/subscription/card-form': () =>
        ++answers === 1
          ? { status: 503, body: { message: 'Card payments are not available at the moment: pay by Direct Debit' } }
          : cardFormAnswer,
    });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    const dialog = await dialogNamed('Update Payment Method');
    expect(await dialog.findByText('Card payments are not available at the moment: pay by Direct Debit')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByLabelText('Card number')).toBeTruthy();
  });

  it('shows a refused card under the form', async () => {
    stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing() }),
      'PUT /api/subscription/payment-method': () => ({
        status: 402,
        body: {
          message: 'Your card was declined',
          errors: [{ path: 'paymentMethod', message: 'Your card was declined' }],
        },
      }),
    });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    const dialog = await dialogNamed('Update Payment Method');
    await fillCard(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Save payment method' }));

    expect((await dialog.findByRole('alert')).textContent).toBe('Your card was declined');
    expect(await screen.findByText('Your payment method could not be updated')).toBeTruthy();
  });
});

describe('paying a past-due subscription', () => {
  it('says when leads stop and pays with the saved card', async () => {
    const fetchMock = stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing(pastDue) }),
      [`POST ${renewUrl}`]: () => ({ body: billing() }),
    });
    openBilling();

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(
      'We could not take your last payment. Leads stop on 8 Dec 2026 unless you pay.',
    );
    expect(banner.textContent).toContain('We will try again on 4 Dec 2026.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await dialogNamed('Pay now');
    fireEvent.click(dialog.getByRole('button', { name: 'Pay £195.00 with Visa ending 4242' }));

    expect(await screen.findByText('Payment received: your subscription is active again')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', renewUrl)).toEqual([{}]);
    expect(idempotencyKeys(fetchMock, renewUrl)[0]).toMatch(uuid);
    await waitFor(() => expect(screen.queryByText(/Leads stop on/)).toBeNull());
    expect(document.querySelector('.lp-billing-status[data-status="ACTIVE"]')).toBeTruthy();
  });

  it('pays with a new card, which is kept', async () => {
    const fetchMock = stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing(pastDue) }),
      [`POST ${renewUrl}`]: () => ({ body: billing() }),
    });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    const dialog = await dialogNamed('Pay now');
    await fillCard(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Pay £195.00' }));

    expect(await screen.findByText('Payment received: your subscription is active again')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', renewUrl)).toEqual([{ paymentMethod: newCard }]);
    expect(idempotencyKeys(fetchMock, renewUrl)[0]).toMatch(uuid);
  });

  it('shows a declined payment under the form', async () => {
    const fetchMock = stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing(pastDue) }),
      [`POST ${renewUrl}`]: () => ({
        status: 402,
        body: {
          message: 'Your card has insufficient funds',
          errors: [{ path: 'paymentMethod', message: 'Your card has insufficient funds' }],
        },
      }),
    });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    const dialog = await dialogNamed('Pay now');
    fireEvent.click(dialog.getByRole('button', { name: 'Pay £195.00 with Visa ending 4242' }));

    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe('Your card has insufficient funds');
    expect(callCount(fetchMock, 'POST', renewUrl)).toBe(1);
  });

  it('says a Direct Debit is on its way, and offers no second payment meanwhile', async () => {
    stubApi({
      [`POST ${billingUrl}`]: () => ({
        body: billing(
          premiumSubscription({ status: 'INCOMPLETE' }),
          [transaction({ kind: 'subscription', status: 'PENDING', payment_method: 'direct_debit', receipt_url: null })],
          { card: null, bank_account: null },
        ),
      }),
    });
    openBilling();

    expect(
      await screen.findByText(
        'Your Direct Debit is being set up: your leads start once your bank confirms it, usually within 3 working days.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByText(/Your first payment did not go through/)).toBeNull();
  });

  it('tells a lapsed business it gets no leads until it pays', async () => {
    stubApi({ [`POST ${billingUrl}`]: () => ({ body: billing(premiumSubscription({ status: 'LAPSED' })) }) });
    openBilling();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your subscription has lapsed: you receive no leads until you pay.',
    );
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });
});
