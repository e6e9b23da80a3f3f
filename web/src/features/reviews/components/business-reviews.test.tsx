import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiHandler, heldAnswer, sentBodies, stubApi } from '@/testing/fake-api';
import { reviewReportsApi, testReview } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs, signedOut } from '@/testing/users';

const id = '5f0a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

const business = {
  id,
  name: 'Sparkle & Co',
  description: null,
  logo: null,
  services: [],
  workCategoriesName: 'Cleaning',
  location: 'SW',
  locationName: 'London SW',
  memberSince: '2024-03-05T09:00:00Z',
  rating: 4.5,
  reviewsCount: 2,
};

const calls = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === url).length;

function openProfile(reviews: ApiHandler) {
  stubApi({
    [`GET /api/business/${id}`]: () => ({ body: { business } }),
    [`GET /api/business/${id}/reviews`]: reviews,
  });
  renderApp({ path: `/business/${id}`, state: signedOut() });
}

describe('reviews on the public business page', () => {
  it('shows the average rating with the count, and each review with its reply', async () => {
    openProfile(() => ({
      body: {
        rating: 4.5,
        reviewsCount: 2,
        reviews: [
          testReview({ id: 'r1', rating: 5, text: 'Brilliant work.', user: { name: 'Bob T.' }, reply: 'Thanks, Bob!' }),
          testReview({ id: 'r2', rating: 4, text: 'Good, a bit late.' }),
        ],
      },
    }));

    const section = within(await screen.findByRole('region', { name: 'Reviews' }));
    expect(section.getByRole('heading', { name: 'Reviews', level: 2 })).toBeTruthy();
    expect(await section.findByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(section.getByText('4.5 (2 reviews)')).toBeTruthy();
    expect(within(section.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);

    const [first, second] = section.getAllByRole('article');
    const bob = within(first as HTMLElement);
    expect(bob.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(bob.getByText('Brilliant work.')).toBeTruthy();
    expect(bob.getByText('Bob T. · 2 days ago · Office cleaning')).toBeTruthy();
    expect(bob.getByText('Reply from the business')).toBeTruthy();
    expect(bob.getByText('Thanks, Bob!')).toBeTruthy();
    const ann = within(second as HTMLElement);
    expect(ann.getByText('Good, a bit late.')).toBeTruthy();
    expect(ann.queryByText('Reply from the business')).toBeNull();
  }, 60_000);

  it('says it is loading, then that there are no reviews yet', async () => {
    const reviews = heldAnswer();
    openProfile(reviews.handler);

    expect(await screen.findByText('Loading reviews')).toBeTruthy();
    reviews.release({ body: { rating: null, reviewsCount: 0, reviews: [] } });
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Reviews' })).queryByRole('list')).toBeNull();
  }, 60_000);

  it('asks for the reviews while the profile is still loading, not after it', async () => {
    const profile = heldAnswer();
    const fetchMock = stubApi({
      [`GET /api/business/${id}`]: profile.handler,
      [`GET /api/business/${id}/reviews`]: () => ({ body: { rating: null, reviewsCount: 0, reviews: [] } }),
    });
    renderApp({ path: `/business/${id}`, state: signedOut() });

    await waitFor(() => expect(calls(fetchMock, `/api/business/${id}/reviews`)).toBe(1));
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull();
    profile.release({ body: { business } });
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    // The reviews under the profile share that request.
    expect(calls(fetchMock, `/api/business/${id}/reviews`)).toBe(1);
  }, 60_000);

  it('keeps the heading and shows nothing else when the reviews fail to load (spec §8: only logged)', async () => {
    openProfile(() => ({ status: 500, body: { message: 'Internal server error' } }));

    const section = within(await screen.findByRole('region', { name: 'Reviews' }));
    await waitFor(() => expect(section.queryByText('Loading reviews')).toBeNull());
    expect(section.queryByText('No reviews yet')).toBeNull();
    expect(section.queryByRole('article')).toBeNull();
  }, 60_000);

  it('links the review policy, and offers a visitor no report', async () => {
    openProfile(() => ({ body: { rating: 4, reviewsCount: 1, reviews: [testReview()] } }));
    const section = within(await screen.findByRole('region', { name: 'Reviews' }));
    await section.findByText('Spotless, and on time.');
    expect(section.getByRole('link', { name: 'How we handle reviews' }).getAttribute('href')).toBe('/review-policy');
    expect(section.queryByRole('button', { name: 'Report this review' })).toBeNull();
  }, 60_000);

  it('lets a signed-in customer report a review with a reason, in plain HTML, then shows it open', async () => {
    const fetchMock = stubApi({
      [`GET /api/business/${id}`]: () => ({ body: { business } }),
      [`GET /api/business/${id}/reviews`]: () => ({ body: { rating: 4, reviewsCount: 1, reviews: [testReview()] } }),
      ...reviewReportsApi(),
    });
    renderApp({ path: `/business/${id}`, state: signedInAs('customer') });
    const section = within(await screen.findByRole('region', { name: 'Reviews' }));
    fireEvent.click(await section.findByRole('button', { name: 'Report this review' }));
    const form = within(section.getByRole('form', { name: 'Report the review by Ann S.' }));
    fireEvent.click(form.getByRole('button', { name: 'Send report' }));
    expect(form.getByText('Choose why you are reporting this review')).toBeTruthy();
    fireEvent.click(form.getByRole('radio', { name: 'About another business or job' }));
    fireEvent.change(form.getByLabelText('Anything else we should know (optional)'), {
      target: { value: 'This was a different company' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Send report' }));
    expect(
      await section.findByText('You reported this review on 28/11/2026. We will tell you the outcome here.'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/review/rev-1/report')).toEqual([
      { reason: 'other_business', details: 'This was a different company' },
    ]);
  }, 60_000);

  it("shows the server's refusal on the public page's form", async () => {
    stubApi({
      [`GET /api/business/${id}`]: () => ({ body: { business } }),
      [`GET /api/business/${id}/reviews`]: () => ({ body: { rating: 4, reviewsCount: 1, reviews: [testReview()] } }),
      'POST /api/review/rev-1/report': () => ({ status: 409, body: { message: 'You cannot report your own review' } }),
    });
    renderApp({ path: `/business/${id}`, state: signedInAs('customer') });
    const section = within(await screen.findByRole('region', { name: 'Reviews' }));
    fireEvent.click(await section.findByRole('button', { name: 'Report this review' }));
    fireEvent.click(section.getByRole('radio', { name: 'Offensive, abusive or discriminatory' }));
    fireEvent.click(section.getByRole('button', { name: 'Send report' }));
    expect((await section.findByRole('alert')).textContent).toBe('You cannot report your own review');
  }, 60_000);
});
