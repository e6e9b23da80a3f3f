import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '@/testing/dialogs';
import { callCount, sentBodies, stubApi } from '@/testing/fake-api';
import { reviewReportsApi, testJob, testReview, testReviewReport, testWonJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const seeReviews = { name: 'See Reviews for Office clean after refit' };
const dialogTitle = 'Review of Office clean after refit';
const hiddenReview = testReview({
  hidden: true,
  moderations: [{ action: 'hidden', reason: 'It names a member of staff', at: '2026-11-27T10:00:00Z' }],
});

async function openReview(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(handlers);
  renderApp({ path: '/dashboard/history', state: signedInAs('business') });
  fireEvent.click(await screen.findByRole('button', seeReviews));
  return { fetchMock, dialog: await dialogNamed(dialogTitle) };
}

describe('reporting a review, and LocalPros’s decision', () => {
  it('asks for a reason, then for details with "Something else", sends the report and shows it open', async () => {
    const { fetchMock, dialog } = await openReview({
      'GET /api/jobs?status=finished': () => ({
        body: { jobs: [testWonJob({ status: 'finished', reviews: [testReview()] })] },
      }),
      ...reviewReportsApi(),
    });

    fireEvent.click(await dialog.findByRole('button', { name: 'Report this review' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Choose why you are reporting this review')).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: 'Something else' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Tell us what is wrong with this review')).toBeTruthy();
    expect(callCount(fetchMock, 'POST', '/api/review/rev-1/report')).toBe(0);

    fireEvent.change(dialog.getByLabelText('What is wrong with it?'), { target: { value: 'We never did this job' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent to LocalPros')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/review/rev-1/report')).toEqual([
      { reason: 'other', details: 'We never did this job' },
    ]);
    expect(
      await dialog.findByText('You reported this review on 28/11/2026. We will tell you the outcome here.'),
    ).toBeTruthy();
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Report this review' })).toBeNull());
  }, 60_000);

  it('shows the server’s refusal (one open report per review, the daily limit)', async () => {
    const { dialog } = await openReview({
      'GET /api/jobs?status=finished': () => ({
        body: { jobs: [testWonJob({ status: 'finished', reviews: [testReview()] })] },
      }),
      'POST /api/review/rev-1/report': () => ({
        status: 429,
        body: { message: 'You can report up to 10 reviews a day; please try again tomorrow' },
      }),
    });
    fireEvent.click(await dialog.findByRole('button', { name: 'Report this review' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Offensive, abusive or discriminatory' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You can report up to 10 reviews a day; please try again tomorrow')).toBeTruthy();
  }, 60_000);

  it('tells the business its review was hidden and why, with the outcome of its report, and no reply form', async () => {
    const { dialog } = await openReview({
      'GET /api/jobs?status=finished': () => ({
        body: { jobs: [testWonJob({ status: 'finished', reviews: [hiddenReview] })] },
      }),
      'GET /api/review-reports': () => ({
        body: {
          reports: [
            testReviewReport({
              status: 'upheld',
              outcomeReason: 'It names a member of staff',
              createdAt: '2026-11-26T09:00:00Z',
              resolvedAt: '2026-11-27T10:00:00Z',
            }),
          ],
        },
      }),
    });
    expect(dialog.getByText('Hidden by LocalPros: It names a member of staff')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'How we handle reviews' }).getAttribute('href')).toBe('/review-policy');
    expect(
      await dialog.findByText('You reported this review on 26/11/2026. LocalPros hid it: It names a member of staff'),
    ).toBeTruthy();
    expect(dialog.queryByLabelText('Your reply')).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Report this review' })).toBeNull();
  }, 60_000);

  it('says when the reports cannot be loaded, with a way to try again', async () => {
    const { dialog } = await openReview({
      'GET /api/jobs?status=finished': () => ({
        body: { jobs: [testWonJob({ status: 'finished', reviews: [testReview()] })] },
      }),
      'GET /api/review-reports': () => ({ status: 503, body: { message: 'Unavailable' } }),
    });
    expect(await dialog.findByText('Could not load your reports of this review')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 60_000);

  it('shows the customer its own hidden review with LocalPros’s reason on its History', async () => {
    stubApi({
      'GET /api/jobs?status=finished': () => ({
        body: { jobs: [testJob({ status: 'finished', reviews: [hiddenReview] })] },
      }),
    });
    renderApp({ path: '/dashboard/history', state: signedInAs('customer') });
    expect(await screen.findByText('Hidden by LocalPros: It names a member of staff')).toBeTruthy();
    expect(screen.getByText(/Not shown on the business's public page and not counted in its rating/)).toBeTruthy();
  }, 60_000);
});
