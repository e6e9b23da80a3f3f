import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { typeCard } from '@/testing/fake-square';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const packages = {
  success: true,
  data: [
    {
      id: 'standard',
      name: 'Standard',
      price: 95,
      price_pence: 9500,
      vat_included: true,
      billing_period: 'Monthly',
      features: ['Leads within 40 km'],
    },
    {
      id: 'premium',
      name: 'Premium',
      price: 195,
      price_pence: 19500,
      vat_included: true,
      billing_period: 'Monthly',
      features: ['Premium jobs first'],
    },
  ],
};
const unsubscribed = { body: { success: true, data: { subscribed: false, subscription: null } } };
const subscribed = {
  body: { success: true, data: { subscribed: true, subscription: { status: 'ACTIVE', package_id: 'premium' } } },
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function fillCard(number = '4242 4242 4242 4242') {
  await screen.findByLabelText('Card number');
  typeCard(type, { number });
  type('Name on the card', 'Bea Brush');
}
const keysSent = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/subscription' && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

describe('subscription guards', () => {
  it('sends a business without a subscription from /dashboard to /subscribe', async () => {
    stubApi({
      'GET /api/subscription': () => unsubscribed,
      'GET /api/subscription/packages': () => ({ body: packages }),
    });
    const { router } = renderApp({ path: '/dashboard', state: signedInAs('business') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
    expect(await screen.findByRole('heading', { name: 'Choose your package', level: 1 })).toBeTruthy();
  });

  it('sends a subscribed business from /subscribe and /register/packages/premium to its dashboard', async () => {
    stubApi({ 'GET /api/subscription': () => subscribed });
    const first = renderApp({ path: '/subscribe', state: signedInAs('business') });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/dashboard'));
    first.unmount();
    const second = renderApp({ path: '/register/packages/premium', state: signedInAs('business') });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/dashboard'));
  });

  it('tells a business whose Direct Debit is being set up that leads start when the bank confirms it', async () => {
    stubApi({
      'GET /api/subscription': () => ({
        body: {
          success: true,
          data: { subscribed: false, subscription: { status: 'INCOMPLETE' }, payment_pending: true },
        },
      }),
      'GET /api/subscription/packages': () => ({ body: packages }),
    });
    renderApp({ path: '/subscribe', state: signedInAs('business') });
    expect(await screen.findByRole('heading', { name: 'Your Direct Debit is being set up', level: 1 })).toBeTruthy();
    expect(screen.getByText(/Your leads start once your bank confirms it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('shows an error with Retry when the check fails, and no redirect loop', async () => {
    let calls = 0;
    stubApi({
      'GET /api/subscription': () => (++calls === 1 ? { status: 503, body: { message: 'Down' } } : subscribed),
    });
    const { router } = renderApp({ path: '/dashboard', state: signedInAs('business') });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('checkout', { timeout: 60_000 }, () => {
  it('opens on the package from the address, applies a promo code and pays with one Idempotency-Key', async () => {
    const fetchMock = stubApi({
      'GET /api/subscription': () => unsubscribed,
      'GET /api/subscription/packages': () => ({ body: packages }),
      'POST /api/subscription/promo-code': ({ body }) =>
        (body as { code: string }).code === 'SPRING10'
          ? {
              body: {
                success: true,
                data: { code: 'SPRING10', percentage: 10, price: 195, discount: 19.5, total: 175.5 },
              },
            }
          : { status: 404, body: { message: 'This promo code is not valid' } },
      'POST /api/subscription': () => ({ status: 201, body: { success: true, data: {} } }),
    });
    const { router } = renderApp({ path: '/register/packages/premium', state: signedInAs('business') });
    const premium = await screen.findByRole('radio', { name: /Premium/ });
    expect((premium as HTMLInputElement).checked).toBe(true);

    type('Promo code', 'NOPE');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code is not valid')).toBeTruthy();
    type('Promo code', 'SPRING10');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/SPRING10: 10 % off — £175.50 for the first month/)).toBeTruthy();

    await fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay £175.50' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [sent] = fetchMock.mock.calls.filter(
      ([url, init]) => String(url) === '/api/subscription' && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      packageId: 'premium',
      promoCode: 'SPRING10',
      paymentMethod: {
        type: 'card',
        sourceId: 'cnon:fake-4242',
        verificationToken: 'verf:fake',
        cardholderName: 'Bea Brush',
        postcode: 'SW4 7AA',
      },
    });
    expect(keysSent(fetchMock)[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a decline and pays the next attempt under a new key; a lost answer keeps the key', async () => {
    let attempt = 0;
    const fetchMock = stubApi({
      'GET /api/subscription': () => unsubscribed,
      'GET /api/subscription/packages': () => ({ body: packages }),
      'POST /api/subscription': () => {
        attempt++;
        if (attempt === 1) return { status: 402, body: { message: 'Your card was declined' } };
        if (attempt === 2) throw new TypeError('Failed to fetch');
        return { status: 201, body: { success: true, data: {} } };
      },
    });
    const { router } = renderApp({ path: '/subscribe', state: signedInAs('business') });
    await screen.findByRole('radio', { name: /Standard/ });
    await fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay £95.00' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your card was declined')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pay £95.00' }));
    await waitFor(() => expect(keysSent(fetchMock)).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay £95.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [first, second, third] = keysSent(fetchMock);
    expect(second).not.toBe(first);
    expect(third).toBe(second);
  });

  it('confirms a Direct Debit mandate with the Guarantee before paying', async () => {
    const fetchMock = stubApi({
      'GET /api/subscription': () => unsubscribed,
      'GET /api/subscription/packages': () => ({ body: packages }),
      'POST /api/auth/business/registration/bankConfirmation': () => ({
        body: {
          success: true,
          data: {
            account_holder: 'Bea Brush',
            sort_code: '08-99-99',
            account_number_ending: '58',
            bank_name: 'Co-operative Bank',
            creditor_name: 'LocalPros Ltd',
            creditor_address: '20 Market Street, London EC2A 4AB',
            service_user_number: '123456',
            guarantee_text: 'This Guarantee is offered by all banks.\n\nYou can cancel a Direct Debit at any time.',
          },
        },
      }),
      'POST /api/subscription': () => ({ status: 201, body: { success: true, data: {} } }),
    });
    renderApp({ path: '/subscribe', state: signedInAs('business') });
    fireEvent.click(await screen.findByRole('radio', { name: 'Direct Debit' }));
    type('Account holder', 'Bea Brush');
    type('Sort code', '08-99-99');
    type('Account number', '66374958');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'The Direct Debit Guarantee' })).toBeTruthy();
    expect(screen.getByText('You can cancel a Direct Debit at any time.')).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Pay £95.00' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(pay);
    await waitFor(() => expect(keysSent(fetchMock)).toHaveLength(1));
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/subscription' && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body)).paymentMethod).toEqual({
      type: 'direct_debit',
      accountHolder: 'Bea Brush',
      sortCode: '089999',
      accountNumber: '66374958',
      mandateConfirmed: true,
    });
  });
});

describe('packages pages', () => {
  it('shows both packages with VAT-included prices and leads on to registration with the package', async () => {
    stubApi({ 'GET /api/subscription/packages': () => ({ body: packages }) });
    renderApp({ path: '/packages/premium' });
    expect(await screen.findByRole('heading', { name: 'The Premium package', level: 1 })).toBeTruthy();
    // The heading is static; the prices come with the packages call.
    expect(await screen.findAllByText(/a month, VAT included/)).toHaveLength(2);
    const links = screen.getAllByRole('link', { name: 'Register as a Business' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/register/business?package=premium');
  });
});
