import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '@/testing/choose-option';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import type { Lead } from '../api/get-leads';

const leadId = '7b0c1a52-8f7e-4d1e-9c55-3f1d2a9b6e01';

function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: leadId,
    is_interested: false,
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    distanceKm: 12.4,
    user: { name: 'Ann S.', mobile_number: '07••• ••••••' },
    job: {
      id: 'j1',
      jobNumber: 'J-000001',
      title: 'Deep clean a two-bed flat',
      type: 'standard',
      job_type: 'residential',
    },
    service: { name: 'End of tenancy cleaning' },
    location: 'SW1A',
    target_job_done: 'flexible',
    targetCompletionDatetime: null,
    description: 'Kitchen and bathroom need most work.',
    ...overrides,
  };
}

async function openLeads(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(handlers);
  renderApp({ path: '/dashboard', state: signedInAs('business') });
  await screen.findByRole('heading', { name: 'Deep clean a two-bed flat' });
  return fetchMock;
}

const leadsCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/business/leads' && (init?.method ?? 'GET') === 'GET')
    .length;

describe('business leads tab', () => {
  it('shows the job and blurs the masked number until the business marks interest', async () => {
    const fetchMock = await openLeads({
      'GET /api/business/leads': () => ({ body: { leads: [lead()] } }),
      [`POST /api/lead/${leadId}/interested`]: () => ({
        body: { lead: lead({ is_interested: true, user: { name: 'Ann S.', mobile_number: '07700900123' } }) },
      }),
    });

    expect(screen.getByText('Ann S.')).toBeTruthy();
    expect(screen.getByText('End of tenancy cleaning')).toBeTruthy();
    expect(screen.getByText('residential')).toBeTruthy();
    expect(screen.getByText('flexible')).toBeTruthy();
    expect(screen.getByText('SW1A (12.4 km away)')).toBeTruthy();
    expect(screen.getByText('3 hours ago')).toBeTruthy();
    const mobile = screen.getByTestId('lead-mobile');
    expect(mobile.textContent).toBe('07••• ••••••');
    expect(mobile.className).toContain('lp-blurred');

    click('Interested');

    await waitFor(() => expect(screen.getByTestId('lead-mobile').textContent).toBe('07700900123'));
    expect(screen.getByTestId('lead-mobile').className).not.toContain('lp-blurred');
    expect(screen.queryByText('Interested', { selector: 'button *' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/lead/${leadId}/interested`)).toBe(true);
  }, 60_000);

  it('enables Send Quote only with cost and rate, confirms, sends GBP and reloads', async () => {
    let quoted = false;
    const fetchMock = await openLeads({
      'GET /api/business/leads': () => ({ body: { leads: quoted ? [] : [lead()] } }),
      'POST /api/quote': () => {
        quoted = true;
        return { status: 201, body: { quote: { id: 'q1' } } };
      },
    });
    const sendQuote = () => screen.getByRole('button', { name: 'Send Quote' }) as HTMLButtonElement;

    expect(sendQuote().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Cost'), { target: { value: '85.5' } });
    expect(sendQuote().disabled).toBe(true);
    await chooseOption('Rate', 'Daily');
    await waitFor(() => expect(sendQuote().disabled).toBe(false));

    // The info option disables the cost and rate and hides Send Quote.
    fireEvent.click(screen.getByLabelText('Ask for more info'));
    expect((screen.getByLabelText('Cost') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Send Quote' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Quote estimate'));

    click('Send Quote');
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to send this quote?')).toBeTruthy();
    expect(dialog.getByText('This process cannot be undone')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Quote' }));

    expect(await screen.findByText('Quote sent!')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/quote')).toEqual([
      { leadId, rate_type: 'daily', cost: 85.5, currency: 'GBP', comments: 'Direct quote' },
    ]);
    expect(await screen.findByText('No Active Leads found')).toBeTruthy();
    expect(leadsCalls(fetchMock)).toBe(2);
  }, 60_000);

  it('removes a lead after Proceed, and shows the server message when a quote fails', async () => {
    let removed = false;
    const fetchMock = await openLeads({
      'GET /api/business/leads': () => ({ body: { leads: removed ? [] : [lead()] } }),
      'POST /api/quote': () => ({ status: 409, body: { message: 'This job is no longer active' } }),
      [`POST /api/lead/${leadId}/not-interested`]: () => {
        removed = true;
        return { body: { message: 'Successfully removed!' } };
      },
    });

    fireEvent.change(screen.getByLabelText('Cost'), { target: { value: '40' } });
    await chooseOption('Rate', 'Flat');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send Quote' }) as HTMLButtonElement).disabled).toBe(false),
    );
    click('Send Quote');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quote' }));
    expect(await screen.findByText('This job is no longer active')).toBeTruthy();

    click('Not Interested');
    const dialog = within(
      await waitFor(() => {
        const open = screen.getAllByRole('dialog').find((d) => d.textContent?.includes('remove this lead'));
        if (!open) throw new Error('no remove dialog');
        return open;
      }),
    );
    expect(dialog.getByText('Are you sure you want to remove this lead?')).toBeTruthy();
    expect(dialog.getByText('This process cannot be undone')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Proceed' }));

    expect(await screen.findByText('Successfully removed!')).toBeTruthy();
    expect(await screen.findByText('No Active Leads found')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/lead/${leadId}/not-interested`)).toBe(true);
  }, 60_000);

  it('says why the leads are paused when the subscription stopped', async () => {
    const leadsPausedMessage = 'Your subscription is not active: pay for your package to see and answer leads again';
    stubApi({
      'GET /api/business/leads': () => ({ status: 403, body: { message: leadsPausedMessage } }),
    });
    renderApp({ path: '/dashboard', state: signedInAs('business') });
    expect((await screen.findByRole('alert')).textContent).toContain(leadsPausedMessage);
    expect(screen.queryByText('No Active Leads found')).toBeNull();
  });
});
