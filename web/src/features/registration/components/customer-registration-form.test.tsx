import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, expectMessages, fill, leave } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedOut } from '@/testing/users';

const registerUrl = '/api/auth/customer/register';

async function openRegistration() {
  const view = renderApp({ path: '/register/customer', state: signedOut() });
  await screen.findByRole('heading', { name: 'Register as a User', level: 1 });
  return view;
}

function fillValidCustomer() {
  fill('Full name', 'Ann Marie Smith');
  fill('Email', 'Ann@Example.co.uk');
  fill('Mobile number', '07700900123');
  fill('Password', 'correct-horse');
  fill('Confirm password', 'correct-horse');
}

describe('customer registration form', () => {
  it("shows the spec's required messages and sends nothing", async () => {
    const fetchMock = stubApi();
    await openRegistration();

    click('Create account');

    await expectMessages(
      'Full name is required',
      'Email is required',
      'Mobile number is required',
      'Password is required',
      'Confirm password is required',
    );
    expect(sentBodies(fetchMock, 'POST', registerUrl)).toHaveLength(0);
  });

  it("shows the spec's format messages for a bad name, email, mobile and passwords", async () => {
    stubApi();
    await openRegistration();

    fill('Full name', 'Ann  Smith');
    fill('Email', 'ann@example');
    fill('Mobile number', '0870090012');
    fill('Password', 'short');
    fill('Confirm password', 'different');
    click('Create account');

    await expectMessages(
      'Full name must contain at least 2 names with no extra spaces',
      'Invalid email format',
      'Invalid mobile number',
      'Password must be at least 8 characters long',
      'Passwords do not match',
    );
  });

  it('takes a mobile typed +44 7…, shows it as 07… on leaving the field, and checks that form', async () => {
    const fetchMock = stubApi({
      'GET /api/user/is-phone-registered/07700900123': () => ({ body: { registered: false } }),
    });
    await openRegistration();
    const mobile = screen.getByLabelText('Mobile number') as HTMLInputElement;

    fill('Mobile number', '+44 (0)7700 900-123 tel');
    expect(mobile.value).toBe('+44 (0)7700 900-123 ');
    leave('Mobile number');

    expect(mobile.value).toBe('07700900123');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/user/is-phone-registered/07700900123'),
    );
  });

  it('refuses a landline however it is typed', async () => {
    stubApi();
    await openRegistration();

    fill('Mobile number', '+44 20 7946 0000');
    leave('Mobile number');

    expect(await screen.findByText('Invalid mobile number')).toBeTruthy();
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('+44 20 7946 0000');
  });

  it('says on leaving the field that the email or mobile number is already registered', async () => {
    const fetchMock = stubApi({
      'GET /api/user/is-email-registered/taken%40example.co.uk': () => ({ body: { registered: true } }),
      'GET /api/user/is-phone-registered/07700900123': () => ({ body: { registered: true } }),
      'GET /api/user/is-email-registered/new%40example.co.uk': () => ({ body: { registered: false } }),
    });
    await openRegistration();

    fill('Email', 'taken@example.co.uk');
    leave('Email');
    fill('Mobile number', '07700900123');
    leave('Mobile number');

    expect(await screen.findByText('This email is already registered')).toBeTruthy();
    expect(await screen.findByText('This mobile number is already registered')).toBeTruthy();

    fill('Email', 'new@example.co.uk');
    leave('Email');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/user/is-email-registered/new%40example.co.uk'),
    );
    await waitFor(() => expect(screen.queryByText('This email is already registered')).toBeNull());
  });

  it('registers, then asks for the e-mailed code and verifies it', async () => {
    const fetchMock = stubApi({
      'GET /api/user/is-email-registered/ann%40example.co.uk': () => ({ body: { registered: false } }),
      'GET /api/user/is-phone-registered/07700900123': () => ({ body: { registered: false } }),
      [`POST ${registerUrl}`]: () => ({ status: 201, body: { message: 'Registered', user: {} } }),
      'POST /api/auth/verify/ABCD2345': () => ({ body: [] }),
    });
    const { router } = await openRegistration();

    fillValidCustomer();
    click('Create account');

    expect(await screen.findByRole('heading', { name: 'Check your email', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register/customer/registered');
    expect(screen.getByText('ann@example.co.uk')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', registerUrl)).toEqual([
      {
        fullName: 'Ann Marie Smith',
        email: 'ann@example.co.uk',
        mobile_number: '07700900123',
        password: 'correct-horse',
        passwordConfirm: 'correct-horse',
      },
    ]);

    fill('Verification code', 'abcd 2345');
    click('Verify');

    expect(await screen.findByText('Account verification successful')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('puts a 409 "already registered" answer on the email field', async () => {
    stubApi({
      'GET /api/user/is-email-registered/ann%40example.co.uk': () => ({ body: { registered: false } }),
      'GET /api/user/is-phone-registered/07700900123': () => ({ body: { registered: false } }),
      [`POST ${registerUrl}`]: () => ({ status: 409, body: { message: 'This email is already registered' } }),
    });
    await openRegistration();

    fillValidCustomer();
    click('Create account');

    const message = await screen.findByText('This email is already registered');
    expect(message.closest('.ant-form-item')?.querySelector('input')?.id).toBe(screen.getByLabelText('Email').id);
  });
});
