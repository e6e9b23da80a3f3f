import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerDialog, dialogNamed } from '@/testing/dialogs';
import { heldAnswer, sentBodies, stubApi } from '@/testing/fake-api';
import { testWonJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const completeTitle = 'Are you sure you want to mark this job as complete?';
const completeButton = { name: 'Mark as Complete: Office clean after refit' };

async function openProgress(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(handlers);
  renderApp({ path: '/dashboard/progress', state: signedInAs('customer') });
  await screen.findByRole('heading', { name: 'Office clean after refit' });
  return fetchMock;
}

describe('customer progress tab', () => {
  it('shows the business and charge, and marks the job complete after the confirm', async () => {
    let finished = false;
    const fetchMock = await openProgress({
      'GET /api/jobs?status=in_progress': () => ({ body: { jobs: finished ? [] : [testWonJob()] } }),
      'POST /api/job/job-1/update-status': () => {
        finished = true;
        return { body: { status: 'finished', message: 'Job marked as complete' } };
      },
    });

    expect(screen.getByRole('link', { name: 'Sparkle & Co' }).getAttribute('href')).toBe('/business/biz-1');
    expect(screen.getByRole('img', { name: 'shop' })).toBeTruthy();
    expect(screen.getByText('£45 hourly')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', completeButton));
    const dialog = await dialogNamed(completeTitle);
    expect(dialog.getByText('This process cannot be undone')).toBeTruthy();
    await answerDialog(completeTitle, 'Mark as Complete');

    expect(await screen.findByText('Job marked as complete')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/job/job-1/update-status')).toEqual([{ status: 'finished' }]);
    expect(await screen.findByText('No Jobs in Progress Found')).toBeTruthy();
  }, 60_000);

  it("shows the business's logo, and the server's message when completing fails", async () => {
    await openProgress({
      'GET /api/jobs?status=in_progress': () => ({
        body: {
          jobs: [
            testWonJob({ business: { id: 'biz-1', userName: 'Sparkle & Co', logo: 'https://img.example/s.png' } }),
          ],
        },
      }),
      'POST /api/job/job-1/update-status': () => ({
        status: 409,
        body: { message: 'Only a job in progress can be marked as complete' },
      }),
    });
    expect(screen.getByAltText('Sparkle & Co logo').getAttribute('src')).toBe('https://img.example/s.png');

    fireEvent.click(screen.getByRole('button', completeButton));
    await answerDialog(completeTitle, 'Mark as Complete');

    expect(await screen.findByText('Only a job in progress can be marked as complete')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Office clean after refit' })).toBeTruthy());
  }, 60_000);

  it('says it is loading, then that nothing is in progress', async () => {
    const jobs = heldAnswer();
    stubApi({ 'GET /api/jobs?status=in_progress': jobs.handler });
    renderApp({ path: '/dashboard/progress', state: signedInAs('customer') });

    expect(await screen.findByText('Loading Jobs in Progress')).toBeTruthy();
    jobs.release({ body: { jobs: [] } });
    expect(await screen.findByText('No Jobs in Progress Found')).toBeTruthy();
  }, 60_000);
});
