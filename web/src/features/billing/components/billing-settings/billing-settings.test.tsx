import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerDialog, dialogNamed } from '@/testing/dialogs';
import { callCount, heldAnswer, stubApi } from '@/testing/fake-api';
import { fakeMatchMedia } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import { BillingSettings } from './billing-settings';
import { billing, billingUrl, premiumSubscription, transaction } from './billing-settings.fixtures';

function openBilling() {
  return renderApp({
    path: '/billing',
    routes: [{ path: '/billing', element: <BillingSettings /> }],
    state: signedInAs('business'),
  });
}

/** antd's Grid.useBreakpoint: every min-width query matches, as on a desktop. */
function onDesktop() {
  vi.stubGlobal('matchMedia', fakeMatchMedia(true));
}

describe('billing settings', () => {
  it('shows a skeleton while loading, then the subscription, payment method and transactions', async () => {
    const held = heldAnswer();
    stubApi({ [`POST ${billingUrl}`]: held.handler });
    openBilling();

    expect(await screen.findByLabelText('Loading your billing details')).toBeTruthy();
    held.release({ body: billing() });

    const facts = await screen.findByText('Package type');
    const summary = within(facts.closest('dl') as HTMLElement);
    expect(summary.getByText('Premium', { selector: '.lp-billing-premium' })).toBeTruthy();
    expect(summary.getByText('1 Jan 2027')).toBeTruthy();
    expect(summary.getByText('Monthly')).toBeTruthy();
    expect(summary.getByText('£195.00')).toBeTruthy();
    expect(summary.getByText('a month, VAT included')).toBeTruthy();
    expect(screen.getByText('Visa', { exact: false }).textContent).toContain('4242');
    expect(screen.getByText('04/30')).toBeTruthy();
    // The spec's three billing texts (shared/spec/strings.txt).
    for (const name of ['Change Package', 'Update Payment Method', 'Cancel Subscription']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('is the Settings → Billing section of the dashboard', async () => {
    stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing() }),
      // What the dashboard's subscription guard reads.
      'GET /api/subscription': () => ({
        body: { success: true, data: { subscribed: true, subscription: premiumSubscription() } },
      }),
      'GET /api/business/leads': () => ({ body: { leads: [] } }),
    });
    renderApp({ path: '/dashboard/settings/billing', state: signedInAs('business') });

    expect(await screen.findByRole('button', { name: 'Change Package' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Billing', selected: true })).toBeTruthy();
  });

  it('says when there is no subscription, with a way to subscribe', async () => {
    stubApi({ [`POST ${billingUrl}`]: () => ({ body: billing(null, []) }) });
    openBilling();

    expect(await screen.findByText('You have no subscription yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a package' }).getAttribute('href')).toBe('/subscribe');
  });

  it('says when billing cannot be loaded, and tries again', async () => {
    let fail = true;
    const fetchMock = stubApi({
      [`POST ${billingUrl}`]: () =>
        fail ? { status: 503, body: { message: 'Billing is unavailable' } } : { body: billing() },
    });
    openBilling();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your billing details.');
    expect(alert.textContent).toContain('Billing is unavailable');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Package type')).toBeTruthy();
    expect(callCount(fetchMock, 'POST', billingUrl)).toBe(2);
  });

  it.each([
    ['ACTIVE', 'is-good'],
    ['PAST_DUE', 'is-bad'],
    ['LAPSED', 'is-bad'],
    ['CANCELLED', 'is-bad'],
    ['INCOMPLETE', 'is-bad'],
  ] as const)('colours the subscription status %s as %s', async (status, tone) => {
    stubApi({ [`POST ${billingUrl}`]: () => ({ body: billing(premiumSubscription({ status }), []) }) });
    openBilling();

    await screen.findByText('Package type');
    const tag = document.querySelector(`.lp-billing-status[data-status="${status}"]`);
    expect(tag?.classList.contains(tone)).toBe(true);
  });

  it('lists transactions with their status colours and a receipt only for completed ones (phone layout)', async () => {
    stubApi({
      [`POST ${billingUrl}`]: () => ({
        body: billing(premiumSubscription(), [
          transaction({
            transaction_id: 'tx-2',
            receipt_number: 'LP-000002',
            status: 'FAILED',
            receipt_url: null,
            failure_reason: 'Your card was declined',
          }),
          transaction({ kind: 'subscription', promo_code: 'SPRING10' }),
        ]),
      }),
    });
    openBilling();

    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [failed, completed] = within(list).getAllByRole('listitem');
    expect(within(failed as HTMLElement).getByText('Failed').className).toContain('is-bad');
    expect(within(failed as HTMLElement).getByText('Your card was declined', { exact: false })).toBeTruthy();
    expect(within(failed as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(completed as HTMLElement).getByText('Completed').className).toContain('is-good');
    expect(within(completed as HTMLElement).getByText('Subscription, Premium (promo SPRING10)')).toBeTruthy();
    const receipt = within(completed as HTMLElement).getByRole('link', { name: 'Download receipt LP-000001' });
    expect(receipt.getAttribute('href')).toBe('/api/subscription/transactions/tx-1/receipt');
    expect(receipt.hasAttribute('download')).toBe(true);
  });

  it('shows transactions as a table on larger screens, and an empty state without any', async () => {
    onDesktop();
    stubApi({ [`POST ${billingUrl}`]: () => ({ body: billing() }) });
    const view = openBilling();

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Download receipt LP-000001' }).getAttribute('href')).toBe(
      '/api/subscription/transactions/tx-1/receipt',
    );
    view.unmount();

    stubApi({ [`POST ${billingUrl}`]: () => ({ body: billing(premiumSubscription(), []) }) });
    openBilling();
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
  });

  it('cancels after confirming, then resumes', async () => {
    const fetchMock = stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing() }),
      'POST /api/subscription/cancel': () => ({ body: billing(premiumSubscription({ cancel_at_period_end: true })) }),
      'POST /api/subscription/resume': () => ({ body: billing() }),
    });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await dialogNamed('Cancel your subscription?');
    expect(dialog.getByText('You keep your leads until 1 Jan 2027. You can resume until then.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Keep Subscription' })).toBeTruthy();
    expect(callCount(fetchMock, 'POST', '/api/subscription/cancel')).toBe(0);
    await answerDialog('Cancel your subscription?', 'Cancel Subscription');

    expect(await screen.findByText('Your subscription has been cancelled')).toBeTruthy();
    expect(screen.getByText('Your subscription ends on 1 Jan 2027. You keep your leads until then.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));

    expect(await screen.findByText('Your subscription has been resumed')).toBeTruthy();
    await screen.findByRole('button', { name: 'Cancel Subscription' });
    expect(callCount(fetchMock, 'POST', '/api/subscription/cancel')).toBe(1);
    expect(callCount(fetchMock, 'POST', '/api/subscription/resume')).toBe(1);
  });

  it('keeps the subscription when the confirmation is declined', async () => {
    const fetchMock = stubApi({ [`POST ${billingUrl}`]: () => ({ body: billing() }) });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await answerDialog('Cancel your subscription?', 'Keep Subscription');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callCount(fetchMock, 'POST', '/api/subscription/cancel')).toBe(0);
  });

  it('shows a Direct Debit account by its bank and last 2 digits', async () => {
    stubApi({
      [`POST ${billingUrl}`]: () => ({
        body: billing(premiumSubscription(), [], {
          card: null,
          bank_account: {
            bank_name: 'Barclays',
            account_holder: 'Sam Smith',
            account_number_ending: '58',
            mandate_reference: 'MD-123',
            mandate_status: 'pending_submission',
          },
        }),
      }),
    });
    openBilling();

    expect(await screen.findByText('Barclays, account ending 58')).toBeTruthy();
    expect(screen.getByText('MD-123')).toBeTruthy();
    expect(screen.getByText('Pending submission')).toBeTruthy();
  });
});
