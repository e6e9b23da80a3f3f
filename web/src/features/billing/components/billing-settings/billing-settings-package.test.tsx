import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogNamed } from '@/testing/dialogs';
import { callCount, sentBodies, stubApi } from '@/testing/fake-api';
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

const packageUrl = '/api/subscription/package';

function openBilling() {
  return renderApp({
    path: '/billing',
    routes: [{ path: '/billing', element: <BillingSettings /> }],
    state: signedInAs('business'),
  });
}

const standard = premiumSubscription({
  package_id: 'standard',
  package_type: 'Standard',
  amount: 95,
  amount_pence: 9500,
});

describe('change package', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('upgrades now with a prorated charge, sending an Idempotency-Key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-17T00:00:00.000Z'));
    const fetchMock = stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing(standard) }),
      [`PUT ${packageUrl}`]: () => ({
        body: billing(premiumSubscription(), [transaction({ kind: 'upgrade', amount_pence: 5000, amount: 50 })]),
      }),
    });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Change Package' }));
    const dialog = await dialogNamed('Change Package');
    expect((dialog.getByRole('radio', { name: /Premium/ }) as HTMLInputElement).checked).toBe(true);
    // Half of the period (1 Dec to 1 Jan, noon to noon) is left: half of the £100 difference.
    expect(
      dialog.getByText(
        'You change to Premium now. You pay about £50.00 now for the rest of this period (prorated), then £195.00 a month from 1 Jan 2027.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Upgrade and pay now' }));

    expect(await screen.findByText('Your package has been upgraded')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', packageUrl)).toEqual([{ packageId: 'premium' }]);
    expect(idempotencyKeys(fetchMock, packageUrl)[0]).toMatch(uuid);
    await waitFor(() => expect(screen.getByText('Upgrade, Premium')).toBeTruthy());
  });

  it('downgrades at the renewal and says so', async () => {
    const fetchMock = stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing() }),
      [`PUT ${packageUrl}`]: () => ({ body: billing(premiumSubscription({ pending_package_id: 'standard' })) }),
    });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Change Package' }));
    const dialog = await dialogNamed('Change Package');
    expect(dialog.getByText('You keep Premium until 1 Jan 2027. From 1 Jan 2027 you pay £95.00 a month.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Change at renewal' }));

    expect(await screen.findByText('Your package will change at your next renewal')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', packageUrl)).toEqual([{ packageId: 'standard' }]);
    expect(
      await screen.findByText('Changes to Standard on 1 Jan 2027: from then you pay £95.00 a month.'),
    ).toBeTruthy();
  });

  it('shows a declined upgrade in the dialog and uses a new key for the next attempt', async () => {
    const fetchMock = stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing(standard) }),
      [`PUT ${packageUrl}`]: () => ({
        status: 402,
        body: {
          message: 'Your card has insufficient funds',
          errors: [{ path: 'paymentMethod', message: 'Your card has insufficient funds' }],
        },
      }),
    });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Change Package' }));
    const dialog = await dialogNamed('Change Package');
    fireEvent.click(dialog.getByRole('button', { name: 'Upgrade and pay now' }));

    expect((await dialog.findByRole('alert')).textContent).toContain('Your card has insufficient funds');
    expect(await screen.findByText('Your package could not be changed')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Upgrade and pay now' }));
    await waitFor(() => expect(callCount(fetchMock, 'PUT', packageUrl)).toBe(2));
    const [first, second] = idempotencyKeys(fetchMock, packageUrl);
    expect(second).toMatch(uuid);
    expect(second).not.toBe(first);
  });

  it('keeps the key when no answer came, so a retry cannot charge twice', async () => {
    let attempt = 0;
    const fetchMock = stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing(standard) }),
      [`PUT ${packageUrl}`]: () => {
        attempt += 1;
        return attempt === 1 ? { status: 503, body: { message: 'Try again' } } : { body: billing() };
      },
    });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Change Package' }));
    const dialog = await dialogNamed('Change Package');
    fireEvent.click(dialog.getByRole('button', { name: 'Upgrade and pay now' }));
    await dialog.findByRole('alert');
    fireEvent.click(dialog.getByRole('button', { name: 'Upgrade and pay now' }));

    expect(await screen.findByText('Your package has been upgraded')).toBeTruthy();
    const [first, second] = idempotencyKeys(fetchMock, packageUrl);
    expect(second).toBe(first);
  });

  it('offers to stay on the package while a downgrade waits', async () => {
    const fetchMock = stubApi({
      [`POST ${billingUrl}`]: () => ({ body: billing(premiumSubscription({ pending_package_id: 'standard' })) }),
      [`PUT ${packageUrl}`]: () => ({ body: billing() }),
    });
    openBilling();

    fireEvent.click(await screen.findByRole('button', { name: 'Change Package' }));
    const dialog = await dialogNamed('Change Package');
    // The pending package is chosen already: nothing to do until the business picks its own.
    expect(dialog.getByRole('button', { name: 'Change Package' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: /Premium/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Stay on this package' }));

    expect(await screen.findByText('You are staying on your package')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', packageUrl)).toEqual([{ packageId: 'premium' }]);
  });
});
