import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import { adminBusiness, adminCustomer } from '../testing/admin-fixtures';

const admin = signedInAs('admin');

const failedSms = {
  id: 'd1',
  channel: 'sms',
  purpose: 'quote_received',
  status: 'failed',
  attempts: 3,
  reason: 'Vonage refused [number]',
  recipient: '07••••••789',
  createdAt: '2026-01-02T10:00:00.000Z',
  sentAt: null,
};
const sentEmail = {
  ...failedSms,
  id: 'd2',
  channel: 'email',
  purpose: 'password_reset',
  status: 'sent',
  attempts: 1,
  reason: null,
  recipient: 'a•••@example.co.uk',
  sentAt: '2026-01-01T09:00:00.000Z',
};

async function openMessages(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Recent messages of ${name}` }, { timeout: 5000 }));
}

describe('admin Recent messages', () => {
  it("shows a customer's messages after loading, in a labelled scrollable table", async () => {
    const deliveries = heldAnswer();
    stubApi({
      'GET /api/admin/customers?pageIndex=0': () => ({ body: { customers: [adminCustomer()], count: 1 } }),
      'GET /api/admin/users/c1/deliveries': deliveries.handler,
    });
    renderApp({ path: '/admin/customers', state: admin });
    await openMessages(adminCustomer().name);

    expect(await screen.findByText('Loading messages...')).toBeTruthy();
    deliveries.release({ body: { deliveries: [failedSms, sentEmail] } });

    const region = await screen.findByRole('region', { name: 'Recent messages' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const rows = within(region).getAllByRole('row');
    expect(rows[0]?.textContent).toContain('ChannelWhatStatusWhenReason');
    expect(rows[1]?.textContent).toContain('SMS');
    expect(rows[1]?.textContent).toContain('Quote received');
    expect(rows[1]?.textContent).toContain('Failed (3 tries)');
    expect(rows[1]?.textContent).toContain('Vonage refused [number]');
    expect(rows[2]?.textContent).toContain('E-mail');
    expect(rows[2]?.textContent).toContain('Password reset');
    expect(rows[2]?.textContent).toContain('Sent');
    expect(rows[2]?.textContent).toContain('01/01/2026');
  });

  it('says when a business has no messages yet', async () => {
    stubApi({
      'GET /api/admin/businesses?pageIndex=0': () => ({ body: { businesses: [adminBusiness()], businessCount: 1 } }),
      'GET /api/admin/users/b1/deliveries': () => ({ body: { deliveries: [] } }),
    });
    renderApp({ path: '/admin/businesses', state: admin });
    await openMessages(adminBusiness().businessName);
    expect(await screen.findByText('No messages sent yet')).toBeTruthy();
  });

  it('shows an error when the messages cannot be loaded', async () => {
    stubApi({
      'GET /api/admin/customers?pageIndex=0': () => ({ body: { customers: [adminCustomer()], count: 1 } }),
      'GET /api/admin/users/c1/deliveries': () => ({ status: 500, body: { message: 'Something went wrong' } }),
    });
    renderApp({ path: '/admin/customers', state: admin });
    await openMessages(adminCustomer().name);
    expect(await screen.findByText(/Something went wrong|Could not load the messages/)).toBeTruthy();
  });
});
