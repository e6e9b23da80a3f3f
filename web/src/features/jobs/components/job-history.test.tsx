import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '@/testing/choose-option';
import { callCount, heldAnswer, stubApi } from '@/testing/fake-api';
import { testReview, testWonJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const threeHoursAgo = () => new Date(Date.now() - 3 * 3600_000).toISOString();

const unreviewed = () =>
  testWonJob({
    status: 'finished',
    target_job_done: 'flexible',
    cost: 99.9,
    rate_type: 'flat',
    createdAt: threeHoursAgo(),
  });
const reviewed = () =>
  testWonJob({
    id: 'job-2',
    title: 'Carpet clean',
    status: 'finished',
    reviews: [testReview({ jobId: 'job-2', reply: 'Thank you, Ann!' })],
  });
const cancelled = () =>
  testWonJob({ id: 'job-3', title: 'Gutter clean', status: 'cancelled', business: null, cost: null, rate_type: null });

function card(title: string) {
  return within(screen.getByRole('heading', { name: title }).closest('.ant-card') as HTMLElement);
}

describe('customer history tab', () => {
  it('shows completed jobs with their facts, a review or Review Job, and switches to cancelled jobs', async () => {
    const fetchMock = stubApi({
      'GET /api/jobs?status=finished': () => ({ body: { jobs: [unreviewed(), reviewed()] } }),
      'GET /api/jobs?status=cancelled': () => ({ body: { jobs: [cancelled()] } }),
    });
    renderApp({ path: '/dashboard/history', state: signedInAs('customer') });
    await screen.findByRole('heading', { name: 'Office clean after refit' });

    const first = card('Office clean after refit');
    expect(first.getByText('£99.90 / flat')).toBeTruthy();
    expect(first.getByText('3 hours ago')).toBeTruthy();
    expect(first.getByText('Office cleaning')).toBeTruthy();
    expect(first.getByText('EC1')).toBeTruthy();
    expect(first.getByText('commercial')).toBeTruthy();
    expect(first.getByText('flexible')).toBeTruthy();
    expect(first.getByText('Two floors')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Sparkle & Co' }).getAttribute('href')).toBe('/business/biz-1');
    expect(first.getByRole('button', { name: 'Review Job: Office clean after refit' })).toBeTruthy();

    const second = card('Carpet clean');
    expect(second.queryByRole('button', { name: /Review Job/ })).toBeNull();
    expect(second.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(second.getByText('Spotless, and on time.')).toBeTruthy();
    expect(second.getByText('Thank you, Ann!')).toBeTruthy();

    await chooseOption('Show jobs', 'Cancelled');

    await screen.findByRole('heading', { name: 'Gutter clean' });
    expect(callCount(fetchMock, 'GET', '/api/jobs?status=cancelled')).toBe(1);
    const third = card('Gutter clean');
    expect(third.getByText('Cancelled')).toBeTruthy();
    expect(third.queryByRole('button', { name: /Review Job/ })).toBeNull();
    expect(third.getAllByText('N/A').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Office clean after refit' })).toBeNull();
  }, 60_000);

  it('says it is loading, then that there are no completed jobs', async () => {
    const jobs = heldAnswer();
    stubApi({ 'GET /api/jobs?status=finished': jobs.handler });
    renderApp({ path: '/dashboard/history', state: signedInAs('customer') });

    expect(await screen.findByText('Loading Completed Jobs')).toBeTruthy();
    jobs.release({ body: { jobs: [] } });
    await waitFor(() => expect(screen.getByText('No Completed Jobs Found')).toBeTruthy());
  }, 60_000);
});
