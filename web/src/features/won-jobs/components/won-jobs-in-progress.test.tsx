import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerDialog } from '@/testing/dialogs';
import { heldAnswer, sentBodies, stubApi } from '@/testing/fake-api';
import { testWonJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const completeTitle = 'Are you sure you want to mark this job as complete?';
const completeButton = { name: 'Mark as Complete: Office clean after refit' };

const wonJob = (overrides: Parameters<typeof testWonJob>[0] = {}) =>
  testWonJob({
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    target_job_done: 'immediately',
    user: { name: 'Ann S.', avatar: null, mobile_number: '07700900123' },
    ...overrides,
  });

async function openProgress(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(handlers);
  renderApp({ path: '/dashboard/progress', state: signedInAs('business') });
  await screen.findByRole('heading', { name: 'Office clean after refit' });
  return fetchMock;
}

describe('business progress tab', () => {
  it('shows the job, the customer to call and the charge, and completes it after the confirm', async () => {
    let finished = false;
    const fetchMock = await openProgress({
      'GET /api/jobs?status=in_progress': () => ({ body: { jobs: finished ? [] : [wonJob()] } }),
      'POST /api/job/job-1/update-status': () => {
        finished = true;
        return { body: { status: 'finished', message: 'Job marked as complete' } };
      },
    });

    expect(screen.getByText('Posted by Ann S. · 3 hours ago')).toBeTruthy();
    expect(screen.getByText('Office cleaning')).toBeTruthy();
    expect(screen.getByText('EC1')).toBeTruthy();
    expect(screen.getByText('commercial')).toBeTruthy();
    expect(screen.getByText('immediately')).toBeTruthy();
    expect(screen.getByText('Two floors')).toBeTruthy();
    const customer = within(screen.getByRole('region', { name: 'Customer' }));
    expect(customer.getByText('Ann S.')).toBeTruthy();
    expect(customer.getByRole('img', { name: 'user' })).toBeTruthy();
    expect(customer.getByRole('link', { name: 'Call Ann S. on 07700900123' }).getAttribute('href')).toBe(
      'tel:07700900123',
    );
    expect(customer.getByText('£45 hourly')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', completeButton));
    await answerDialog(completeTitle, 'Mark as Complete');

    expect(await screen.findByText('Job marked as complete')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/job/job-1/update-status')).toEqual([{ status: 'finished' }]);
    expect(await screen.findByText('No Jobs in Progress Found')).toBeTruthy();
  }, 60_000);

  it("shows the customer's photo, and the server's message when completing fails", async () => {
    await openProgress({
      'GET /api/jobs?status=in_progress': () => ({
        body: {
          jobs: [
            wonJob({ user: { name: 'Ann S.', avatar: 'https://img.example/ann.png', mobile_number: '07700900123' } }),
          ],
        },
      }),
      'POST /api/job/job-1/update-status': () => ({ status: 404, body: { message: 'Job not found' } }),
    });
    expect(screen.getByAltText("Ann S.'s photo").getAttribute('src')).toBe('https://img.example/ann.png');

    fireEvent.click(screen.getByRole('button', completeButton));
    await answerDialog(completeTitle, 'Mark as Complete');

    expect(await screen.findByText('Job not found')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Office clean after refit' })).toBeTruthy());
  }, 60_000);

  it('says it is loading, then that nothing is in progress', async () => {
    const jobs = heldAnswer();
    stubApi({ 'GET /api/jobs?status=in_progress': jobs.handler });
    renderApp({ path: '/dashboard/progress', state: signedInAs('business') });

    expect(await screen.findByText('Loading Jobs in Progress')).toBeTruthy();
    jobs.release({ body: { jobs: [] } });
    expect(await screen.findByText('No Jobs in Progress Found')).toBeTruthy();
  }, 60_000);
});
