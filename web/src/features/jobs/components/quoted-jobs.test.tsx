import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerDialog, dialogNamed } from '@/testing/dialogs';
import { callCount, heldAnswer, stubApi } from '@/testing/fake-api';
import { testJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import type { JobResponse } from '../api/get-job-responses';

function response(overrides: Partial<JobResponse> = {}): JobResponse {
  return {
    id: 'q-1',
    jobId: 'job-1',
    cost: 45,
    currency: 'GBP',
    rate_type: 'hourly',
    comments: 'Direct quote',
    createdAt: '2026-11-21T10:00:00Z',
    status: 'pending',
    business: {
      id: 'biz-1',
      userName: 'Sparkle & Co',
      logo: null,
      reviewsCount: 3,
      rating: 4.5,
      responseTime: { medianMinutes: 45, leadsCounted: 12 },
    },
    avatar: null,
    ...overrides,
  };
}

const shine = response({
  id: 'q-2',
  cost: 60.5,
  rate_type: 'daily',
  business: {
    id: 'biz-2',
    userName: 'Shine Ltd',
    logo: 'https://img.example/shine.png',
    reviewsCount: 0,
    rating: null,
    // Too few leads for a badge.
    responseTime: null,
  },
  avatar: 'https://img.example/shine.png',
});

const acceptTitle = 'Are you sure you want to accept this quote?';

async function openQuoted(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(handlers);
  renderApp({ path: '/dashboard/quoted', state: signedInAs('customer') });
  await screen.findByRole('heading', { name: 'Office clean after refit' });
  return fetchMock;
}

const quotedJob = testJob({ quotesCount: 2 });
const unquotedJob = testJob({ id: 'job-2', title: 'Window clean', quotesCount: 0 });

describe('customer quoted tab', () => {
  it('lists only jobs with quotes, with each pro, their bid and reviews', async () => {
    await openQuoted({
      'GET /api/jobs?status=active': () => ({ body: { jobs: [quotedJob, unquotedJob] } }),
      'GET /api/job/job-1/responses': () => ({ body: { responses: [response(), shine] } }),
    });

    expect(screen.queryByRole('heading', { name: 'Window clean' })).toBeNull();
    expect(screen.getByText('Local Pros who quoted')).toBeTruthy();
    const sparkle = (await screen.findByRole('link', { name: 'Sparkle & Co' })).closest('li') as HTMLElement;
    expect(within(sparkle).getByRole('link', { name: 'Sparkle & Co' }).getAttribute('href')).toBe('/business/biz-1');
    expect(within(sparkle).getByText('£45 / hourly')).toBeTruthy();
    expect(within(sparkle).getByText(/4\.5 ·/)).toBeTruthy();
    expect(within(sparkle).getByText(/3 reviews/)).toBeTruthy();
    // 45 working minutes: the response-time badge, with how it is worked out.
    expect(within(sparkle).getByText('Usually responds within 1 hour')).toBeTruthy();
    expect(within(sparkle).getByRole('link', { name: 'How is this worked out?' }).getAttribute('href')).toBe(
      '/terms-of-use#response-time',
    );
    // No logo: the placeholder icon instead of an image.
    expect(within(sparkle).queryByAltText('Sparkle & Co logo')).toBeNull();
    expect(within(sparkle).getByRole('img', { name: 'shop' })).toBeTruthy();

    const shineItem = screen.getByRole('link', { name: 'Shine Ltd' }).closest('li') as HTMLElement;
    expect(within(shineItem).getByText('£60.50 / daily')).toBeTruthy();
    expect(within(shineItem).getByText('0 reviews')).toBeTruthy();
    expect(within(shineItem).queryByText(/Usually responds/)).toBeNull();
    expect(within(shineItem).queryByRole('link', { name: 'How is this worked out?' })).toBeNull();
    expect(within(shineItem).getByAltText('Shine Ltd logo').getAttribute('src')).toBe('https://img.example/shine.png');
  }, 60_000);

  it('accepts a quote only after the confirm, toasts and reloads the list', async () => {
    let accepted = false;
    const fetchMock = await openQuoted({
      'GET /api/jobs?status=active': () => ({ body: { jobs: accepted ? [unquotedJob] : [quotedJob] } }),
      'GET /api/job/job-1/responses': () => ({ body: { responses: [response(), shine] } }),
      'POST /api/quote/q-1/accept': () => {
        accepted = true;
        return { body: { quote: response({ status: 'accepted' }), message: 'Quote accepted' } };
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Accept the quote from Sparkle & Co' }));
    const dialog = await dialogNamed(acceptTitle);
    expect(dialog.getByText(/Accepting a quote cannot be undone/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: acceptTitle })).toBeNull());
    expect(callCount(fetchMock, 'POST', '/api/quote/q-1/accept')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Accept the quote from Sparkle & Co' }));
    await answerDialog(acceptTitle, 'Accept Quote');

    expect(await screen.findByText('Quote accepted')).toBeTruthy();
    expect(callCount(fetchMock, 'POST', '/api/quote/q-1/accept')).toBe(1);
    expect(callCount(fetchMock, 'POST', '/api/quote/q-2/accept')).toBe(0);
    expect(await screen.findByText('No Quoted Jobs Found')).toBeTruthy();
    expect(callCount(fetchMock, 'GET', '/api/jobs?status=active')).toBe(2);
  }, 60_000);

  it("shows the server's message when accepting fails, and keeps the quote", async () => {
    await openQuoted({
      'GET /api/jobs?status=active': () => ({ body: { jobs: [quotedJob] } }),
      'GET /api/job/job-1/responses': () => ({ body: { responses: [response()] } }),
      'POST /api/quote/q-1/accept': () => ({
        status: 409,
        body: { message: 'This quote has been withdrawn by the business' },
      }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Accept the quote from Sparkle & Co' }));
    await answerDialog(acceptTitle, 'Accept Quote');

    expect(await screen.findByText('This quote has been withdrawn by the business')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept the quote from Sparkle & Co' })).toBeTruthy();
  }, 60_000);

  it('says it is loading, then that no job has quotes', async () => {
    const jobs = heldAnswer();
    stubApi({ 'GET /api/jobs?status=active': jobs.handler });
    renderApp({ path: '/dashboard/quoted', state: signedInAs('customer') });

    expect(await screen.findByText('Loading Quoted Jobs')).toBeTruthy();
    jobs.release({ body: { jobs: [unquotedJob] } });
    expect(await screen.findByText('No Quoted Jobs Found')).toBeTruthy();
    expect(screen.queryByText('Loading Quoted Jobs')).toBeNull();
  }, 60_000);
});
