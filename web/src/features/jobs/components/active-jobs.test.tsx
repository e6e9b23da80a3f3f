import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click } from '@/testing/form-events';
import { testJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

async function openJobs(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(handlers);
  renderApp({ path: '/dashboard', state: signedInAs('customer') });
  await screen.findByRole('heading', { name: 'Office clean after refit' });
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
      'GET /api/jobs?status=active': () => ({ body: { jobs: cancelled ? [] : [testJob()] } }),
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

  it('links the number of quotes on a job to the Quoted tab', async () => {
    await openJobs({ 'GET /api/jobs?status=active': () => ({ body: { jobs: [testJob({ quotesCount: 2 })] } }) });
    const link = screen.getByRole('link', { name: '2 quotes' });
    expect(link.getAttribute('href')).toBe('/dashboard/quoted');
  }, 60_000);

  it("shows the server's message when cancelling fails, and keeps the job", async () => {
    await openJobs({
      'GET /api/jobs?status=active': () => ({ body: { jobs: [testJob()] } }),
      'POST /api/job/job-1/update-status': () => ({
        status: 409,
        body: { message: 'Only an active job can be cancelled' },
      }),
    });

    await confirmCancel();

    expect(await screen.findByText('Only an active job can be cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Office clean after refit' })).toBeTruthy());
  }, 60_000);

  it("shows the places taken and closes the job to new responses ('I've found someone')", async () => {
    let closed = false;
    const fetchMock = await openJobs({
      'GET /api/jobs?status=active': () => ({
        body: { jobs: [testJob({ responses: { taken: 3, cap: 5, closed } })] },
      }),
      'POST /api/job/job-1/close-responses': () => {
        closed = true;
        return {
          body: { responses: { taken: 3, cap: 5, closed: true }, message: 'Your job is closed to new responses' },
        };
      },
    });
    expect(screen.getByText('3 of 5 places taken')).toBeTruthy();

    click("I've found someone");
    expect(await screen.findByText('Close this job to new responses?')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Your job is closed to new responses')).toBeTruthy();
    const closes = fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/job/job-1/close-responses' && init?.method === 'POST',
    );
    expect(closes).toHaveLength(1);
    expect(await screen.findByText('Closed to new responses')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I've found someone" })).toBeNull();
  }, 60_000);

  it('counts the businesses that responded when the job has no cap', async () => {
    await openJobs({
      'GET /api/jobs?status=active': () => ({
        body: { jobs: [testJob({ responses: { taken: 7, cap: null, closed: false } })] },
      }),
    });
    expect(screen.getByText('7 businesses responded')).toBeTruthy();
  }, 60_000);
});
