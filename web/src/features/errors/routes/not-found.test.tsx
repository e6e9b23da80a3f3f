import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

describe('unknown routes', () => {
  it('show the path that was not found', async () => {
    stubApi();
    renderApp({ path: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: 'Page Not Found: /no-such-page' })).toBeTruthy();
  });
});
