import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const page = () => within(screen.getByRole('article'));

describe('legal pages', () => {
  it('privacy policy: controller, lawful bases, retention, processors, transfers, rights, ICO and cookies', async () => {
    stubApi();
    renderApp({ path: '/privacy-policy' });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeTruthy();
    for (const heading of [
      'Who we are',
      'Why we use it, and our lawful bases',
      'How long we keep it',
      'Who we share it with',
      'International transfers',
      'Your rights',
      'Complaints',
      'Cookies',
    ]) {
      expect(page().getByRole('heading', { name: heading, level: 2 })).toBeTruthy();
    }
    expect(page().getByRole('link', { name: 'ico.org.uk/make-a-complaint' }).getAttribute('href')).toBe(
      'https://ico.org.uk/make-a-complaint/',
    );
    expect(page().getAllByRole('link', { name: 'cookies policy' })[0]?.getAttribute('href')).toBe('/cookies');
    expect(document.title).toBe('Privacy Policy | LocalPros');
  });

  it('terms of service and terms of use: the same terms, with packages, cancellation, reviews and liability', async () => {
    stubApi();
    const first = renderApp({ path: '/terms-of-service' });
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeTruthy();
    const headings = page()
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        '3. Customers',
        '4. Businesses',
        '5. Packages, payment and cancellation (businesses)',
        '6. Reviews',
      ]),
    );
    expect(page().getByText(/Consumer Rights Act 2015/)).toBeTruthy();
    // What the response-time badge links to: the rule, in the terms' words.
    const responseTimes = page().getByRole('heading', { name: 'Response times', level: 3 });
    expect(responseTimes.id).toBe('response-time');
    expect(page().getByText(/counted only in working hours: 8:00 to 20:00 UK time/)).toBeTruthy();
    expect(page().getByText(/in the last 90 days and responded to/)).toBeTruthy();
    expect(page().getByText(/Contains OS data © Crown copyright and database right 2025/)).toBeTruthy();
    first.unmount();

    stubApi();
    renderApp({ path: '/terms-of-use' });
    expect(await screen.findByRole('heading', { name: 'Terms of Use', level: 1 })).toBeTruthy();
    expect(
      page()
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(headings);
  });

  it('cookies policy: essential and analytics cookies, and the control to change the choice', async () => {
    stubApi();
    renderApp({ path: '/cookies' });
    expect(await screen.findByRole('heading', { name: 'Cookies Policy', level: 1 })).toBeTruthy();
    expect(page().getByRole('cell', { name: 'auth_token' })).toBeTruthy();
    expect(page().getByRole('cell', { name: '_ga' })).toBeTruthy();
    expect(page().getByRole('button', { name: 'Cookie settings' })).toBeTruthy();
  });

  it('review policy: collected from completed jobs, what gets one hidden, reporting, not for sale, explained', async () => {
    stubApi();
    renderApp({ path: '/review-policy' });
    expect(await screen.findByRole('heading', { name: 'Review Policy', level: 1 })).toBeTruthy();
    expect(
      page()
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'How reviews are collected',
      'What gets a review hidden',
      'How to report a review',
      'Businesses cannot pay to remove or edit reviews',
      'How hidden reviews are explained',
    ]);
    expect(page().getByText(/Only the customer of a job booked on LocalPros can review/)).toBeTruthy();
    expect(page().getByText('Not written by a genuine customer')).toBeTruthy();
    expect(page().getByText(/No package, payment, promotion or request lets a business remove/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review Policy' }).getAttribute('href')).toBe('/review-policy');
  });
});
