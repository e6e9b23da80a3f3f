import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '@/testing/dialogs';
import { callCount, sentBodies, stubApi } from '@/testing/fake-api';
import { testReview, testWonJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const seeReviews = { name: 'See Reviews for Office clean after refit' };
const dialogTitle = 'Review of Office clean after refit';

async function openHistory(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(handlers);
  renderApp({ path: '/dashboard/history', state: signedInAs('business') });
  await screen.findByRole('button', seeReviews);
  return fetchMock;
}

describe('See Reviews', () => {
  it('says when a finished job has no review yet', async () => {
    await openHistory({
      'GET /api/jobs?status=finished': () => ({ body: { jobs: [testWonJob({ status: 'finished' })] } }),
    });

    fireEvent.click(screen.getByRole('button', seeReviews));
    const dialog = await dialogNamed(dialogTitle);
    expect(dialog.getByText('No review yet')).toBeTruthy();
    expect(dialog.queryByLabelText('Your reply')).toBeNull();
  }, 60_000);

  it('shows the review, checks and posts the one reply, then shows it without the form', async () => {
    let reply: string | null = null;
    const fetchMock = await openHistory({
      'GET /api/jobs?status=finished': () => ({
        body: { jobs: [testWonJob({ status: 'finished', reviews: [testReview({ reply })] })] },
      }),
      'POST /api/review/rev-1/reply': ({ body }) => {
        reply = (body as { reply: string }).reply;
        return { body: { review: testReview({ reply }) } };
      },
    });

    fireEvent.click(screen.getByRole('button', seeReviews));
    const dialog = await dialogNamed(dialogTitle);
    expect(dialog.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(dialog.getByText('Spotless, and on time.')).toBeTruthy();
    expect(dialog.getByText('Ann S. · 2 days ago')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Post Reply' }));
    expect(await dialog.findByText('Write your reply')).toBeTruthy();
    expect(callCount(fetchMock, 'POST', '/api/review/rev-1/reply')).toBe(0);

    fireEvent.change(dialog.getByLabelText('Your reply'), { target: { value: 'Thank you, Ann!' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Post Reply' }));

    expect(await screen.findByText('Reply posted')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/review/rev-1/reply')).toEqual([{ reply: 'Thank you, Ann!' }]);
    expect(await dialog.findByText('Thank you, Ann!')).toBeTruthy();
    await waitFor(() => expect(dialog.queryByLabelText('Your reply')).toBeNull());
  }, 60_000);

  it("shows the server's message when the reply is refused", async () => {
    await openHistory({
      'GET /api/jobs?status=finished': () => ({
        body: { jobs: [testWonJob({ status: 'finished', reviews: [testReview()] })] },
      }),
      'POST /api/review/rev-1/reply': () => ({
        status: 409,
        body: { message: 'You have already replied to this review' },
      }),
    });

    fireEvent.click(screen.getByRole('button', seeReviews));
    const dialog = await dialogNamed(dialogTitle);
    fireEvent.change(dialog.getByLabelText('Your reply'), { target: { value: 'Thanks' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Post Reply' }));

    expect(await screen.findByText('You have already replied to this review')).toBeTruthy();
  }, 60_000);
});
