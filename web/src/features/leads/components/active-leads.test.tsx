import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '@/testing/choose-option';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { stubEventSource, testNotification } from '@/testing/fake-event-source';
import { click } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import type { Lead } from '../api/get-leads';
import type { LeadReport } from '../api/lead-reports';

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
    responses: { taken: 2, cap: 5, hasPlace: false },
    ...overrides,
  };
}

async function openLeads(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({ 'GET /api/business/lead-reports': () => ({ body: { reports: [] } }), ...handlers });
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

describe('business leads tab, places', () => {
  it('shows how many places are taken, and why a business too late gets none', async () => {
    await openLeads({
      'GET /api/business/leads': () => ({ body: { leads: [lead()] } }),
      [`POST /api/lead/${leadId}/interested`]: () => ({
        status: 409,
        body: { message: 'This job already has 5 responses: every place is taken' },
      }),
    });
    expect(screen.getByText('2 of 5 places taken')).toBeTruthy();
    expect(screen.queryByText('You have a place')).toBeNull();

    click('Interested');

    expect(await screen.findByText('This job already has 5 responses: every place is taken')).toBeTruthy();
  });

  it('says when the business holds a place', async () => {
    await openLeads({
      'GET /api/business/leads': () => ({
        body: { leads: [lead({ is_interested: true, responses: { taken: 5, cap: 5, hasPlace: true } })] },
      }),
    });
    expect(screen.getByText('5 of 5 places taken')).toBeTruthy();
    expect(screen.getByText('You have a place')).toBeTruthy();
  });
});

describe('business leads tab, live', () => {
  const newLead = lead({
    id: '9d8f6a10-0c55-4c51-a1a4-5a3f0a7f2b11',
    createdAt: new Date().toISOString(),
    job: { id: 'j2', jobNumber: 'J-000002', title: 'End of tenancy clean', type: 'premium', job_type: 'residential' },
  });
  const leadCreated = (id: string) =>
    testNotification({
      id,
      kind: 'lead_created',
      jobId: 'j2',
      title: 'New lead: End of tenancy clean',
      link: '/dashboard',
    });

  /** The Leads tab with its live stream open; `leads` is what the server lists now. */
  async function openLiveLeads(leads: () => Lead[]) {
    const fetchMock = stubApi({ 'GET /api/business/leads': () => ({ body: { leads: leads() } }) });
    const events = stubEventSource();
    renderApp({ path: '/dashboard', state: signedInAs('business') });
    await screen.findByRole('heading', { name: 'Leads', level: 2 });
    await waitFor(() => expect(events.sources.length).toBeGreaterThan(0));
    act(() => events.latest().open());
    return { fetchMock, stream: events.latest() };
  }

  const leadsTab = () => within(document.querySelector('.lp-leads') as HTMLElement);
  const announcements = () =>
    leadsTab()
      .getAllByRole('status')
      .find((region) => region.getAttribute('aria-live'));

  it('shows a new lead without a reload when the list was empty, and announces it', async () => {
    let listed: Lead[] = [];
    const { stream } = await openLiveLeads(() => listed);
    await screen.findByText('No Active Leads found');

    listed = [newLead];
    act(() => stream.notify(leadCreated('201')));

    const title = await screen.findByRole('heading', { name: 'End of tenancy clean', level: 3 });
    const card = title.closest('.lp-lead-card') as HTMLElement;
    expect(within(card).getByText('New')).toBeTruthy();
    await waitFor(() => expect(announcements()?.textContent).toBe('1 new lead: End of tenancy clean.'));
    // One polite region for the tab, none in the cards.
    expect(
      leadsTab()
        .getAllByRole('status')
        .filter((region) => region.getAttribute('aria-live') === 'polite'),
    ).toHaveLength(1);
  });

  it('keeps the leads on screen where they are: a new one waits behind “Show 1 new lead”', async () => {
    let listed = [lead()];
    const { fetchMock, stream } = await openLiveLeads(() => listed);
    await screen.findByRole('heading', { name: 'Deep clean a two-bed flat' });

    listed = [newLead, lead()];
    act(() => stream.notify(leadCreated('202')));
    // The same event again (a resumed stream): asked once.
    act(() => stream.notify(leadCreated('202')));

    const show = await screen.findByRole('button', { name: 'Show 1 new lead' });
    await waitFor(() =>
      expect(announcements()?.textContent).toBe(
        '1 new lead: End of tenancy clean. Show 1 new lead, above your leads, shows it.',
      ),
    );
    expect(screen.queryByRole('heading', { name: 'End of tenancy clean' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/business/leads')).toHaveLength(2);

    fireEvent.click(show);

    const title = await screen.findByRole('heading', { name: 'End of tenancy clean', level: 3 });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.queryByRole('button', { name: 'Show 1 new lead' })).toBeNull();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['End of tenancy clean', 'Deep clean a two-bed flat']);
  });

  it('takes a withdrawn lead away and says so; focus in it goes to the Leads heading', async () => {
    const { stream } = await openLiveLeads(() => [newLead, lead()]);
    const withdrawnTitle = await screen.findByRole('heading', { name: 'Deep clean a two-bed flat' });
    const card = withdrawnTitle.closest('.lp-lead-card') as HTMLElement;
    within(card).getByRole('button', { name: 'Not Interested' }).focus();

    act(() =>
      stream.notify(
        testNotification({
          id: '203',
          kind: 'lead_withdrawn',
          jobId: 'j1',
          body: 'All places taken: other businesses have responded.',
        }),
      ),
    );

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Deep clean a two-bed flat' })).toBeNull());
    // A short note stays on screen saying why, until dismissed.
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Deep clean a two-bed flat has left your leads');
    expect(note.textContent).toContain('All places taken: other businesses have responded.');
    expect(screen.getByRole('heading', { name: 'End of tenancy clean' })).toBeTruthy();
    expect(announcements()?.textContent).toBe(
      'The lead Deep clean a two-bed flat is no longer available and has left your list.',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Leads', level: 2 })));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
  });
});

describe('reporting a bad lead', () => {
  const report = (overrides: Partial<LeadReport> = {}): LeadReport => ({
    id: 'rep-1',
    leadId,
    jobId: 'j1',
    job: {
      title: 'Deep clean a two-bed flat',
      number: 'J-000001',
      serviceName: 'End of tenancy cleaning',
      location: 'SW1A',
    },
    reason: 'duplicate',
    note: 'Posted twice',
    detected: 'duplicate',
    detection: 'Duplicate of job J-000000',
    status: 'upheld',
    outcomeReason: 'Duplicate of job J-000000',
    createdAt: '2026-11-28T10:00:00.000Z',
    resolvedAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  });

  it('asks for a reason from the labelled list, sends it, drops the lead and shows the outcome', async () => {
    let reported = false;
    const fetchMock = await openLeads({
      'GET /api/business/leads': () => ({ body: { leads: reported ? [] : [lead()] } }),
      'GET /api/business/lead-reports': () => ({ body: { reports: reported ? [report()] : [] } }),
      [`POST /api/lead/${leadId}/report`]: () => {
        reported = true;
        return { status: 201, body: { report: report() } };
      },
    });

    click('Report lead');
    // antd's ids are all "test-id" under test, so the dialog is found by role and its title read.
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Report lead: Deep clean a two-bed flat')).toBeTruthy();
    const radios = dialog.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Wrong number',
      'Outside my area',
      'Duplicate',
      'Fake or spam',
      'Customer not reachable',
    ]);
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Choose why you are reporting this lead')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', `/api/lead/${leadId}/report`)).toEqual([]);

    fireEvent.click(dialog.getByRole('radio', { name: 'Duplicate' }));
    fireEvent.change(dialog.getByLabelText('Anything else we should know (optional)'), {
      target: { value: 'Posted twice' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText(
        'Report upheld at once: Duplicate of job J-000000. The lead has left your leads and its place is given back.',
      ),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', `/api/lead/${leadId}/report`)).toEqual([
      { reason: 'duplicate', note: 'Posted twice' },
    ]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Deep clean a two-bed flat' })).toBeNull());
    const list = within(await screen.findByRole('region', { name: 'Your reported leads' }));
    expect(list.getByText('Report upheld: Duplicate of job J-000000')).toBeTruthy();
  }, 60_000);

  it('shows the server’s refusal and keeps the lead', async () => {
    await openLeads({
      'GET /api/business/leads': () => ({ body: { leads: [lead()] } }),
      'GET /api/business/lead-reports': () => ({ body: { reports: [] } }),
      [`POST /api/lead/${leadId}/report`]: () => ({
        status: 409,
        body: { message: 'You have already reported this lead; we will tell you the outcome' },
      }),
    });
    click('Report lead');
    // antd's ids are all "test-id" under test, so the dialog is found by role and its title read.
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Report lead: Deep clean a two-bed flat')).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: 'Fake or spam' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this lead; we will tell you the outcome')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deep clean a two-bed flat' })).toBeTruthy();
  }, 60_000);
});
