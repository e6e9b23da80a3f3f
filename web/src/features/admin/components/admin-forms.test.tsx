import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '@/testing/choose-option';
import { heldAnswer, sentBodies, stubApi } from '@/testing/fake-api';
import { click, expectMessages, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs, signedOut, testUser } from '@/testing/users';

const admin = signedInAs('admin');
const locations = { locations: [{ location: 'SW', name: 'London SW', latitude: 51.47, longitude: -0.17 }] };

describe('admin sign-in', () => {
  it('checks the credentials, then signs in with the e-mailed code', async () => {
    const adminUser = testUser({ userType: 'admin', email: 'admin@localpros.test' });
    const fetchMock = stubApi({
      'POST /api/auth/admin/credentials/check': () => ({
        body: { message: 'We have sent a sign-in code to your email' },
      }),
      'POST /api/auth/admin/login': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { token: 't', user: adminUser } }
          : { status: 401, body: { message: 'Invalid verification code.' } },
      'GET /api/admin/dashboard': () => ({ status: 500, body: { message: 'later' } }),
    });
    const { router, store } = renderApp({ path: '/admin/login', state: signedOut() });

    fill(await screen.findByLabelText('Email').then(() => 'Email'), 'Admin@LocalPros.test');
    fill('Password', 'secret-password');
    click('Continue');
    expect(await screen.findByText('We have sent a sign-in code to your email')).toBeTruthy();

    fill('Sign-in code', '000000');
    click('Sign in');
    expect(await screen.findByText('Invalid verification code.')).toBeTruthy();

    fill('Sign-in code', '123456');
    click('Sign in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(store.getState().session.user?.userType).toBe('admin');
    expect(sentBodies(fetchMock, 'POST', '/api/auth/admin/credentials/check')).toEqual([
      { email: 'admin@localpros.test', password: 'secret-password' },
    ]);
    expect(sentBodies(fetchMock, 'POST', '/api/auth/admin/login').at(-1)).toEqual({
      email: 'admin@localpros.test',
      code: '123456',
    });
  }, 60_000);
});

describe('admin promo codes', () => {
  it('refuses an empty code or discount, adds, edits in Update mode, deactivates and deletes after confirming', async () => {
    let codes = [
      {
        id: 'p1',
        name: 'SPRING',
        description: 'Spring offer',
        percentage: 15,
        status: 'active',
        createdAt: '2026-01-01T00:00:00Z',
      },
    ];
    const fetchMock = stubApi({
      'GET /api/admin/promo-codes': () => ({ body: codes }),
      'POST /api/admin/promo-code': ({ body }) => {
        const added = { id: 'p2', createdAt: '2026-01-02T00:00:00Z', ...(body as object) } as (typeof codes)[0];
        codes = [...codes, added];
        return { status: 201, body: added };
      },
      'PUT /api/admin/promo-code/p1': () => ({ body: codes[0] }),
      'DELETE /api/admin/promo-code/p1': () => ({ body: { message: 'deleted' } }),
    });
    renderApp({ path: '/admin/settings', state: admin });
    await screen.findByText('SPRING 15%', { exact: false });
    expect(screen.getAllByText('Manage Promo Codes').length).toBeGreaterThan(0);

    click('Add');
    await expectMessages('Enter a code', 'Enter a discount');

    fill('Code', 'SUMMER');
    expect(screen.getByLabelText('Discount (%)').getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByLabelText('Code').getAttribute('maxlength')).toBe('10');
    fill('Discount (%)', '20');
    fill('Description', 'Summer offer');
    click('Add');
    expect(await screen.findByText('Promo code added')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/promo-code')).toEqual([
      { name: 'SUMMER', description: 'Summer offer', percentage: 20, status: 'active' },
    ]);
    await waitFor(() => expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe(''));

    fireEvent.click(screen.getByText('SPRING 15%', { exact: false }));
    click('Edit');
    await waitFor(() => expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('SPRING'));
    fill('Discount (%)', '25');
    click('Update');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/admin/promo-code/p1')).toEqual([
        { name: 'SPRING', description: 'Spring offer', percentage: 25, status: 'active' },
      ]),
    );
    click('Deactivate');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/admin/promo-code/p1')).toContainEqual({ status: 'inactive' }),
    );
    click('Delete');
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to delete this promo code?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Promo code deleted')).toBeTruthy();
  }, 90_000);
});

describe('admin post job', () => {
  it('loads providers, picks one, registers the customer and posts, then starts again', async () => {
    const providers = heldAnswer();
    const fetchMock = stubApi({
      'GET /api/locations': () => ({ body: locations }),
      'POST /api/admin/job/businesses': providers.handler,
      'POST /api/admin/jobs': () => ({ status: 201, body: { message: 'Job posted for Ann Smith' } }),
      'GET /api/user/is-email-registered/ann%40example.co.uk': () => ({ body: { registered: false } }),
      'GET /api/user/is-phone-registered/07700900123': () => ({ body: { registered: false } }),
    });
    renderApp({ path: '/admin/post-job', state: admin });
    await screen.findByLabelText('Work category');

    click('Next Step');
    await expectMessages('Work category is required', 'Property is required');

    await chooseOption('Work category', 'Cleaning');
    await chooseOption('Service', 'End of tenancy cleaning');
    await chooseOption('Location', 'SW — London SW');
    fireEvent.click(screen.getByLabelText('Residential'));
    click('Next Step');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/admin/job/businesses')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST', '/api/admin/job/businesses')).toEqual([
      { service_id: 'svc-end-of-tenancy', location: 'SW' },
    ]);
    providers.release({ body: [{ id: 'b1', name: 'Sparkle Ltd' }] });

    await screen.findByLabelText('Job title');
    click('Next Step');
    expect(await screen.findByText('Job title is required')).toBeTruthy();
    fill('Job title', 'Deep clean');
    fill('Job description', 'Two-bed flat');
    fireEvent.click(screen.getByLabelText('Flexible'));
    await chooseOption('Specific providers (optional)', 'Sparkle Ltd');
    click('Next Step');

    await screen.findByLabelText('Full name');
    fill('Full name', 'Ann Smith');
    fill('Email', 'Ann@Example.co.uk');
    fill('Mobile number', '07700900123');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText('The customer will get an e-mail with a link to choose their password.')).toBeTruthy();
    click('Register and Post');

    expect(await screen.findByText('Job posted for Ann Smith')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/jobs')).toEqual([
      {
        category_id: 'cat-cleaning',
        service_id: 'svc-end-of-tenancy',
        location: 'SW',
        job_type: 'residential',
        title: 'Deep clean',
        description: 'Two-bed flat',
        target_job_done: 'flexible',
        specificJobDoneDatetime: '',
        rate_type: 'hourly',
        type: 'premium',
        providers: ['b1'],
        fullName: 'Ann Smith',
        email: 'ann@example.co.uk',
        mobile_number: '07700900123',
      },
    ]);
    // Back at step 1 with a cleared form.
    await screen.findByLabelText('Work category');
    expect(screen.getByText('First choose a work category')).toBeTruthy();
  }, 120_000);
});

describe('admin settings', () => {
  it('lists contact messages, marks one read and replies; filters the audit log', async () => {
    const message = {
      id: 'm1',
      name: 'Carl',
      email: 'carl@example.co.uk',
      phone: null,
      message: 'Do you cover Leeds?',
      receivedAt: '2026-06-01T09:00:00Z',
      isRead: false,
    };
    const fetchMock = stubApi({
      'GET /api/admin/contact-messages?pageIndex=0': () => ({ body: { contactMessages: [message], count: 1 } }),
      'PUT /api/admin/contact-message/m1': () => ({ body: {} }),
      'POST /api/admin/contact-message/m1/reply': () => ({ body: { message: 'Reply sent' } }),
      'GET /api/admin/audit-log?pageIndex=0': () => ({ body: { entries: [], count: 0 } }),
      'GET /api/admin/audit-log?pageIndex=0&from=2026-06-01': () => ({
        body: {
          entries: [
            {
              id: 'a1',
              adminId: 'u1',
              adminName: 'Ada Admin',
              action: 'user_deactivated',
              target: 'customer c1',
              detail: '',
              at: '2026-06-02T10:00:00Z',
            },
          ],
          count: 1,
        },
      }),
    });
    const { router } = renderApp({ path: '/admin/settings/contact-messages', state: admin });
    await screen.findByText('Do you cover Leeds?');
    expect(screen.getByText('Unread')).toBeTruthy();
    click('Mark as read');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/admin/contact-message/m1')).toEqual([{ isRead: true }]),
    );
    click('Reply');
    fill(await screen.findByLabelText('Your reply').then(() => 'Your reply'), 'Yes, we do.');
    click('Send reply');
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/contact-message/m1/reply')).toEqual([{ message: 'Yes, we do.' }]);

    await router.navigate('/admin/settings/audit-log');
    expect(await screen.findByText('No Audit Entries Found')).toBeTruthy();
    fill('From', '2026-06-01');
    click('Search');
    expect(await screen.findByText('Ada Admin')).toBeTruthy();
    expect(screen.getByText('user deactivated')).toBeTruthy();
    expect(router.state.location.search).toBe('?from=2026-06-01');
  }, 90_000);
});
