import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, expectMessages, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedOut } from '@/testing/users';

const registerUrl = '/api/auth/business/register';
const locations = {
  locations: [
    { location: 'LS', name: 'Leeds', latitude: 53.8, longitude: -1.55 },
    { location: 'SW', name: 'London SW', latitude: 51.46, longitude: -0.17 },
  ],
};

async function openRegistration() {
  const view = renderApp({ path: '/register/business', state: signedOut() });
  await screen.findByRole('heading', { name: 'Register as a Business', level: 1 });
  return view;
}

/** Opens an antd select by its label and picks the option with this text. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('business registration form', () => {
  it('names every missing field and explains the empty services list', async () => {
    stubApi({ 'GET /api/locations': () => ({ body: locations }) });
    await openRegistration();

    click('Register business');

    await expectMessages(
      'Business name is required',
      'Full name is required',
      'Work category is required',
      'Choose at least one service',
      'Location is required',
    );

    fireEvent.mouseDown(screen.getByLabelText('Services'));
    expect(await screen.findByText('First choose a work category')).toBeTruthy();
  });

  it('registers with the chosen category, services and postcode area', async () => {
    const fetchMock = stubApi({
      'GET /api/locations': () => ({ body: locations }),
      'GET /api/user/is-email-registered/bob%40sparkle.co.uk': () => ({ body: { registered: false } }),
      'GET /api/user/is-phone-registered/07700900456': () => ({ body: { registered: false } }),
      [`POST ${registerUrl}`]: () => ({ status: 201, body: { message: 'Registered', user: {} } }),
    });
    const { router } = await openRegistration();

    fill('Business name', 'Sparkle Ltd');
    fill('Contact full name', 'Bob Jones');
    fill('Email', 'bob@sparkle.co.uk');
    fill('Mobile number', '07700900456');
    fill('Password', 'correct-horse');
    fill('Confirm password', 'correct-horse');
    await choose('Work category', 'Cleaning');
    await choose('Services', 'Office cleaning');
    await choose('Location', 'LS – Leeds');
    click('Register business');

    expect(await screen.findByRole('heading', { name: 'Your business is registered', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register/business/registered');
    expect(within(screen.getByRole('main')).getByText(/for the link that verifies your account/)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', registerUrl)).toEqual([
      {
        businessName: 'Sparkle Ltd',
        fullName: 'Bob Jones',
        email: 'bob@sparkle.co.uk',
        mobile_number: '07700900456',
        password: 'correct-horse',
        passwordConfirm: 'correct-horse',
        workCategoryId: 'cat-cleaning',
        serviceIds: ['svc-office'],
        location: 'LS',
      },
    ]);
  });
});
