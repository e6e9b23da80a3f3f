import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '@/shared/api/api-client';
import { isImpersonationRefused } from '@/shared/api/api-error';
import { answerDialog } from '@/testing/dialogs';
import { stubApi } from '@/testing/fake-api';
import { click, fill } from '@/testing/form-events';
import { testJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

/** What the BFF answers an admin acting as a user on an action only the user may take. */
const REFUSED = 'You are viewing this account as an admin: this action is not available while impersonating.';
const refused = () => ({ status: 403, body: { message: REFUSED, error: 'impersonating' } });

describe('an admin acting as a user', () => {
  it('is told why when accepting a quote is refused', async () => {
    stubApi({
      'GET /api/jobs?status=active': () => ({ body: { jobs: [testJob({ quotesCount: 1 })] } }),
      'GET /api/job/job-1/responses': () => ({
        body: {
          responses: [
            {
              id: 'q-1',
              jobId: 'job-1',
              cost: 45,
              currency: 'GBP',
              rate_type: 'hourly',
              comments: 'Direct quote',
              createdAt: '2026-11-21T10:00:00Z',
              status: 'pending',
              business: { id: 'biz-1', userName: 'Sparkle & Co', logo: null, reviewsCount: 3, rating: 4.5 },
              avatar: null,
            },
          ],
        },
      }),
      'POST /api/quote/q-1/accept': refused,
    });
    renderApp({ path: '/dashboard/quoted', state: signedInAs('customer', { impersonating: true }) });

    fireEvent.click(await screen.findByRole('button', { name: 'Accept the quote from Sparkle & Co' }));
    await answerDialog('Are you sure you want to accept this quote?', 'Accept Quote');

    expect(await screen.findByText(REFUSED)).toBeTruthy();
  }, 60_000);

  it("is told why when revealing a lead's number is refused", async () => {
    stubApi({
      'GET /api/business/leads': () => ({
        body: {
          leads: [
            {
              id: 'lead-1',
              is_interested: false,
              createdAt: new Date().toISOString(),
              distanceKm: 3,
              user: { name: 'Ann S.', mobile_number: '07••• ••••••' },
              job: { id: 'j1', title: 'Deep clean a two-bed flat', type: 'standard', job_type: 'residential' },
              service: { name: 'End of tenancy cleaning' },
              location: 'SW1A',
              target_job_done: 'flexible',
              targetCompletionDatetime: null,
              description: 'Kitchen and bathroom.',
              responses: { taken: 0, cap: 5, hasPlace: false },
            },
          ],
        },
      }),
      'POST /api/lead/lead-1/interested': refused,
    });
    renderApp({ path: '/dashboard', state: signedInAs('business', { impersonating: true }) });
    await screen.findByRole('heading', { name: 'Deep clean a two-bed flat' });

    click('Interested');

    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(screen.getByTestId('lead-mobile').textContent).toBe('07••• ••••••');
  }, 60_000);

  it("is told why when saving the business's contact details is refused", async () => {
    stubApi({
      'GET /api/business': () => ({
        body: {
          business: {
            id: 'biz-1',
            name: 'Sparkle & Co',
            description: null,
            mobile_number: '07700900123',
            address: null,
            website: null,
            landline: null,
            location: 'SW',
            logo: null,
            workCategories: 'cat-cleaning',
            workCategoriesName: 'Cleaning',
            services: [],
            rating: null,
            reviewsCount: 0,
            memberSince: '2024-03-05T09:00:00Z',
          },
        },
      }),
      'POST /api/business': refused,
    });
    renderApp({ path: '/dashboard/settings/business', state: signedInAs('business', { impersonating: true }) });
    await screen.findByLabelText('Business name');

    click('Edit');
    fill('Website', 'sparkle.co.uk');
    click('Save');

    expect(await screen.findByText('Error saving profile details, please try again later')).toBeTruthy();
    expect(await screen.findByText(REFUSED)).toBeTruthy();
  }, 60_000);

  it('recognises the refusal by its status and code, not by its wording', async () => {
    stubApi({ 'POST /api/job': refused, 'DELETE /api/user': () => ({ status: 403, body: { message: REFUSED } }) });
    const asJob = await apiRequest('/job', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(isImpersonationRefused(asJob)).toBe(true);
    expect(asJob).toMatchObject({ status: 403, message: REFUSED });
    const withoutCode = await apiRequest('/user', { method: 'DELETE' }).catch((error: unknown) => error);
    expect(isImpersonationRefused(withoutCode)).toBe(false);
  });
});
