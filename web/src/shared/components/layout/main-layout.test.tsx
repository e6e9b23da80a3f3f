import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

describe('MainLayout', () => {
  it('shows the contact details, support hours and footer links', async () => {
    stubApi();
    renderApp({ path: '/terms-of-use' });

    await screen.findByRole('heading', { name: 'Terms of Use', level: 1 });

    expect(screen.getByRole('link', { name: /020 3514 1400/ }).getAttribute('href')).toBe('tel:+442035141400');
    expect(screen.getByText('Monday - Friday 10am - 5pm GMT')).toBeTruthy();
    const blog = screen.getByRole('link', { name: /LocalPros blog/ });
    expect(blog.getAttribute('href')).toBe('https://blog.localpros.co.uk');
    expect(blog.getAttribute('target')).toBe('_blank');
    expect(blog.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /LocalPros on Facebook/ }).getAttribute('href')).toBe(
      'https://www.facebook.com/localpros',
    );

    const year = String(new Date().getFullYear());
    expect(screen.getByText(new RegExp(`© ${year} LocalPros`))).toBeTruthy();
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Terms of Use', '/terms-of-use'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });
});
