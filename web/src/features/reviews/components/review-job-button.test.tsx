import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '@/testing/dialogs';
import { callCount, sentBodies, stubApi } from '@/testing/fake-api';
import { testReview, testWonJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const dialogTitle = 'Review Office clean after refit';
const reviewButton = { name: 'Review Job: Office clean after refit' };

async function openHistory(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(handlers);
  renderApp({ path: '/dashboard/history', state: signedInAs('customer') });
  await screen.findByRole('button', reviewButton);
  return fetchMock;
}

describe('Review Job', () => {
  it('asks for stars and words, posts the review, toasts and then shows it instead of the button', async () => {
    let review: ReturnType<typeof testReview> | null = null;
    const fetchMock = await openHistory({
      'GET /api/jobs?status=finished': () => ({
        body: { jobs: [testWonJob({ status: 'finished', reviews: review ? [review] : [] })] },
      }),
      'POST /api/job/job-1/review': ({ body }) => {
        const { rating, text } = body as { rating: number; text: string };
        review = testReview({ rating, text });
        return { status: 201, body: { review } };
      },
    });

    fireEvent.click(screen.getByRole('button', reviewButton));
    const dialog = await dialogNamed(dialogTitle);
    fireEvent.click(dialog.getByRole('button', { name: 'Post Review' }));

    expect(await dialog.findByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(dialog.getByText('Write a few words about the job')).toBeTruthy();
    expect(callCount(fetchMock, 'POST', '/api/job/job-1/review')).toBe(0);

    const stars = within(dialog.getByRole('radiogroup', { name: 'Rating' })).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    fireEvent.click(stars[3] as HTMLElement);
    fireEvent.change(dialog.getByLabelText('Your review'), { target: { value: '  Great job, very tidy.  ' } });
    await waitFor(() => expect(dialog.queryByText('Choose a rating from 1 to 5 stars')).toBeNull());
    fireEvent.click(dialog.getByRole('button', { name: 'Post Review' }));

    expect(await screen.findByText('Review posted')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/job/job-1/review')).toEqual([
      { rating: 4, text: 'Great job, very tidy.' },
    ]);
    expect(await screen.findByText('Great job, very tidy.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('button', reviewButton)).toBeNull();
  }, 60_000);

  it("shows the server's message when the review is refused, and keeps the dialog open", async () => {
    await openHistory({
      'GET /api/jobs?status=finished': () => ({ body: { jobs: [testWonJob({ status: 'finished' })] } }),
      'POST /api/job/job-1/review': () => ({ status: 409, body: { message: 'This job has already been reviewed' } }),
    });

    fireEvent.click(screen.getByRole('button', reviewButton));
    const dialog = await dialogNamed(dialogTitle);
    fireEvent.click(within(dialog.getByRole('radiogroup', { name: 'Rating' })).getAllByRole('radio')[4] as HTMLElement);
    fireEvent.change(dialog.getByLabelText('Your review'), { target: { value: 'Lovely' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Post Review' }));

    expect(await screen.findByText('This job has already been reviewed')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: dialogTitle })).toBeTruthy();
  }, 60_000);
});
