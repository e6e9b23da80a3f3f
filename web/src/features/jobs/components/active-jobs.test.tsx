import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import type { Job } from '../api/get-active-jobs';

function job(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-1',
    title: 'Office clean after refit',
    description: 'Two floors',
    status: 'active',
    type: 'premium',
    job_type: 'commercial',
    target_job_done: 'specificDate',
    targetCompletionDatetime: '2030-05-04',
    service: { id: 'svc-office', name: 'Office cleaning' },
    category_id: 'cat-cleaning',
    location: 'EC1',
    createdAt: '2026-11-20T10:00:00Z',
    live: true,
    ...overrides,
  };
}

async function openJobs(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(handlers);
  renderApp({ path: '/dashboard', state: signedInAs('customer') });
  await screen.findByRole('heading', { name: 'Office clean after refit' }, { timeout: 10_000 });
  return fetchMock;
}

async function confirmCancel() {
  click('Cancel Job');
  fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
}

describe('customer jobs tab', () => {
  it('shows the job card and cancels it after the confirm', async () => {
    let cancelled = false;
    const fetchMock = await openJobs({
      'GET /api/jobs?status=active': () => ({ body: { jobs: cancelled ? [] : [job()] } }),
      'POST /api/job/job-1/update-status': () => {
        cancelled = true;
        return { body: { status: 'cancelled', message: 'Job cancelled' } };
      },
    });
    expect(screen.getByText('premium')).toBeTruthy();
    expect(screen.getByText('Office cleaning')).toBeTruthy();
    expect(screen.getByText('EC1')).toBeTruthy();
    expect(screen.getByText('04/05/2030')).toBeTruthy();

    await confirmCancel();

    expect(await screen.findByText('Job cancelled')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/job/job-1/update-status')).toEqual([{ status: 'cancelled' }]);
    expect(await screen.findByText('No Active Jobs Found')).toBeTruthy();
  }, 60_000);

  it("shows the server's message when cancelling fails, and keeps the job", async () => {
    await openJobs({
      'GET /api/jobs?status=active': () => ({ body: { jobs: [job()] } }),
      'POST /api/job/job-1/update-status': () => ({
        status: 409,
        body: { message: 'Only an active job can be cancelled' },
      }),
    });

    await confirmCancel();

    expect(await screen.findByText('Only an active job can be cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Office clean after refit' })).toBeTruthy());
  }, 60_000);
});
