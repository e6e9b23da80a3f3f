import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { click } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

describe('customer dashboard Jobs tab', () => {
  it('opens the two-step post-a-job wizard from Post a job', async () => {
    stubApi({ 'GET /api/jobs?status=active': () => ({ body: { jobs: [] } }) });
    renderApp({ path: '/dashboard', state: signedInAs('customer') });
    await screen.findByText('No Active Jobs Found');

    click('Post a job');

    expect(await screen.findByLabelText('Work category')).toBeTruthy();
    expect(screen.getByText('Job Setup')).toBeTruthy();
    expect(screen.queryByText('Registration')).toBeNull();
  }, 60_000);
});
