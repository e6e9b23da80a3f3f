import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerDialog, dialogNamed } from '@/testing/dialogs';
import { callCount, heldAnswer, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import type { Quote } from '../api/get-quotes';

function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 'q-1',
    leadId: 'lead-1',
    jobId: 'job-1',
    cost: 45.5,
    currency: 'GBP',
    rate_type: 'hourly',
    comments: 'Direct quote',
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    status: 'pending',
    declineReason: null,
    job: {
      id: 'job-1',
      title: 'Deep clean a two-bed flat',
      description: 'Kitchen and bathroom need most work.',
      status: 'active',
      service: { name: 'End of tenancy cleaning' },
      location: 'SW1A',
      job_type: 'residential',
      target_job_done: 'flexible',
      targetCompletionDatetime: null,
      createdAt: '2026-11-20T10:00:00Z',
    },
    user: { name: 'Ann S.' },
    ...overrides,
  };
}

const withTitle = (id: string, title: string, overrides: Partial<Quote>) =>
  quote({ id, ...overrides, job: { ...(quote().job as NonNullable<Quote['job']>), id: `job-${id}`, title } });

const cancelTitle = 'Are you sure you want to cancel this quote?';

function card(title: string) {
  return within(screen.getByRole('heading', { name: title }).closest('.ant-card') as HTMLElement);
}

async function openQuotes(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(handlers);
  renderApp({ path: '/dashboard/quoted', state: signedInAs('business') });
  await screen.findByRole('heading', { name: 'Deep clean a two-bed flat' });
  return fetchMock;
}

describe('business quoted tab', () => {
  it('shows each quote with its job, bid and state; Cancel Quote only while pending', async () => {
    await openQuotes({
      'GET /api/quotes': () => ({
        body: {
          quotes: [
            quote(),
            withTitle('q-2', 'Oven clean', { status: 'declined', declineReason: 'another_quote_accepted' }),
            withTitle('q-3', 'Patio clean', { status: 'declined', declineReason: 'job_cancelled' }),
            withTitle('q-4', 'Office clean', { status: 'accepted', cost: 120, rate_type: 'flat' }),
            withTitle('q-5', 'Shop clean', { status: 'cancelled' }),
          ],
        },
      }),
    });

    const pending = card('Deep clean a two-bed flat');
    expect(pending.getByText('pending')).toBeTruthy();
    expect(pending.getByText('Ann S.')).toBeTruthy();
    expect(pending.getByText('£45.50 / hourly')).toBeTruthy();
    expect(pending.getByText('Quoted 3 hours ago')).toBeTruthy();
    expect(pending.getByText('End of tenancy cleaning')).toBeTruthy();
    expect(pending.getByText('SW1A')).toBeTruthy();
    expect(pending.getByText('residential')).toBeTruthy();
    expect(pending.getByText('flexible')).toBeTruthy();
    expect(pending.getByText('Kitchen and bathroom need most work.')).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Cancel Quote for Deep clean a two-bed flat' })).toBeTruthy();

    expect(card('Oven clean').getByText('declined')).toBeTruthy();
    expect(card('Oven clean').getByText('Another quote was accepted')).toBeTruthy();
    expect(card('Patio clean').getByText('The job was cancelled')).toBeTruthy();
    expect(card('Office clean').getByText('accepted')).toBeTruthy();
    expect(card('Office clean').getByText('£120 / flat')).toBeTruthy();
    expect(card('Shop clean').getByText('cancelled')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Cancel Quote/ })).toHaveLength(1);
  }, 60_000);

  it('cancels a pending quote after the confirm, toasts and reloads', async () => {
    let cancelled = false;
    const fetchMock = await openQuotes({
      'GET /api/quotes': () => ({ body: { quotes: [quote({ status: cancelled ? 'cancelled' : 'pending' })] } }),
      'POST /api/quote/q-1/cancel': () => {
        cancelled = true;
        return { body: { quote: quote({ status: 'cancelled' }), message: 'Quote cancelled' } };
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Quote for Deep clean a two-bed flat' }));
    const dialog = await dialogNamed(cancelTitle);
    expect(dialog.getByText('This process cannot be undone')).toBeTruthy();
    await answerDialog(cancelTitle, 'Cancel Quote');

    expect(await screen.findByText('Quote cancelled')).toBeTruthy();
    expect(callCount(fetchMock, 'POST', '/api/quote/q-1/cancel')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Cancel Quote/ })).toBeNull());
    expect(card('Deep clean a two-bed flat').getByText('cancelled')).toBeTruthy();
    expect(callCount(fetchMock, 'GET', '/api/quotes')).toBe(2);
  }, 60_000);

  it("keeps the quote when Keep Quote is chosen, and shows the server's message when cancelling fails", async () => {
    const fetchMock = await openQuotes({
      'GET /api/quotes': () => ({ body: { quotes: [quote()] } }),
      'POST /api/quote/q-1/cancel': () => ({ status: 409, body: { message: 'Only a pending quote can be cancelled' } }),
    });
    const cancelButton = { name: 'Cancel Quote for Deep clean a two-bed flat' };

    fireEvent.click(screen.getByRole('button', cancelButton));
    await answerDialog(cancelTitle, 'Keep Quote');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: cancelTitle })).toBeNull());
    expect(callCount(fetchMock, 'POST', '/api/quote/q-1/cancel')).toBe(0);

    fireEvent.click(screen.getByRole('button', cancelButton));
    await answerDialog(cancelTitle, 'Cancel Quote');
    expect(await screen.findByText('Only a pending quote can be cancelled')).toBeTruthy();
    expect(screen.getByRole('button', cancelButton)).toBeTruthy();
  }, 60_000);

  it('says it is loading; a failed load is only logged and leaves the list empty', async () => {
    const quotes = heldAnswer();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/quotes': quotes.handler });
    renderApp({ path: '/dashboard/quoted', state: signedInAs('business') });

    expect(await screen.findByText('Loading your Quotes')).toBeTruthy();
    quotes.release({ status: 500, body: { message: 'Boom' } });

    expect(await screen.findByText('No quoted Jobs found')).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Loading quotes failed', expect.anything()));
    expect(screen.queryByText('Boom')).toBeNull();
  }, 60_000);
});
