import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '@/testing/choose-option';
import { callCount, heldAnswer, stubApi } from '@/testing/fake-api';
import { testWonJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

function card(title: string) {
  return within(screen.getByRole('heading', { name: title }).closest('.ant-card') as HTMLElement);
}

describe('business history tab', () => {
  it('shows completed jobs with See Reviews, and cancelled jobs without', async () => {
    const fetchMock = stubApi({
      'GET /api/jobs?status=finished': () => ({
        body: {
          jobs: [
            testWonJob({
              status: 'finished',
              createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
              target_job_done: 'flexible',
              cost: 250,
              rate_type: 'flat',
            }),
          ],
        },
      }),
      'GET /api/jobs?status=cancelled': () => ({
        body: {
          jobs: [testWonJob({ id: 'job-3', title: 'Gutter clean', status: 'cancelled', cost: null, rate_type: null })],
        },
      }),
    });
    renderApp({ path: '/dashboard/history', state: signedInAs('business') });
    await screen.findByRole('heading', { name: 'Office clean after refit' });

    const done = card('Office clean after refit');
    expect(done.getByText('Posted by Ann S. · 2 days ago')).toBeTruthy();
    expect(done.getByText('£250 / flat')).toBeTruthy();
    expect(done.getByText('Office cleaning')).toBeTruthy();
    expect(done.getByText('EC1')).toBeTruthy();
    expect(done.getByText('commercial')).toBeTruthy();
    expect(done.getByText('flexible')).toBeTruthy();
    expect(done.getByText('Two floors')).toBeTruthy();
    expect(done.getByRole('button', { name: 'See Reviews for Office clean after refit' })).toBeTruthy();

    await chooseOption('Show jobs', 'Cancelled');

    await screen.findByRole('heading', { name: 'Gutter clean' });
    expect(callCount(fetchMock, 'GET', '/api/jobs?status=cancelled')).toBe(1);
    expect(card('Gutter clean').getByText('N/A')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /See Reviews/ })).toBeNull();
  }, 60_000);

  it('says it is loading, then that there are no completed jobs', async () => {
    const jobs = heldAnswer();
    stubApi({ 'GET /api/jobs?status=finished': jobs.handler });
    renderApp({ path: '/dashboard/history', state: signedInAs('business') });

    expect(await screen.findByText('Loading Completed Jobs')).toBeTruthy();
    jobs.release({ body: { jobs: [] } });
    expect(await screen.findByText('No Completed Jobs Found')).toBeTruthy();
  }, 60_000);
});
