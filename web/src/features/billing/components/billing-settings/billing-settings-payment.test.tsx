import { fireEvent, screen, waitFor, type within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '@/testing/dialogs';
import { callCount, sentBodies, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import { BillingSettings } from './billing-settings';
import { billing, billingUrl, idempotencyKeys, premiumSubscription, uuid } from './billing-settings.fixtures';

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

const newCard = {
  type: 'card',
  number: '5555555555554444',
  expMonth: 4,
  expYear: 2031,
  cvc: '123',
  cardholderName: 'Sam Smith',
  postcode: 'SW1A 1AA',
};

/** Types the test Mastercard into the card form inside this dialog. */
function fillCard(dialog: ReturnType<typeof within>) {
  const type = (label: string, value: string) => fireEvent.change(dialog.getByLabelText(label), { target: { value } });
  type('Card number', '5555 5555 5555 4444');
  type('Expiry month (MM)', '04');
  type('Expiry year (YY)', '31');
  type('Security code (CVC)', '123');
  type('Name on the card', 'Sam Smith');
  type('Billing postcode', 'sw1a 1aa');
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
    fillCard(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Save payment method' }));

    expect(await screen.findByText('Payment method updated')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/subscription/payment-method')).toEqual([{ paymentMethod: newCard }]);
    expect((await screen.findByText('Mastercard', { exact: false })).textContent).toContain('4444');
    expect(screen.getByText('04/31')).toBeTruthy();
  });

  it('checks the card before sending it', async () => {
    const fetchMock = stubApi({ [`POST ${billingUrl}`]: () => ({ body: billing() }) });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    const dialog = await dialogNamed('Update Payment Method');
    fillCard(dialog);
    fireEvent.change(dialog.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4241' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save payment method' }));

    expect(await dialog.findByText('Enter a valid card number')).toBeTruthy();
    expect(callCount(fetchMock, 'PUT', '/api/subscription/payment-method')).toBe(0);
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
    fillCard(dialog);
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
    fillCard(dialog);
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
