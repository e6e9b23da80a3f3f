import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { selectOption } from '@/testing/choose-option';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs, signedOut } from '@/testing/users';

const locations = { locations: [{ location: 'SW', name: 'London SW', latitude: 51.47, longitude: -0.17 }] };
const postedJob = { job: { id: 'job-1', title: 'Deep clean', live: true } };

async function openWizard(state: ReturnType<typeof signedOut>, handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({ 'GET /api/locations': () => ({ body: locations }), ...handlers });
  const view = renderApp({ path: '/post-a-job', state });
  await screen.findByLabelText('Work category');
  return { fetchMock, ...view };
}

async function fillPreferences() {
  await selectOption('Work category', 'Cleaning');
  await selectOption('Service', 'End of tenancy cleaning');
  await selectOption('Location', 'SW — London SW');
  fireEvent.click(screen.getByLabelText('Residential'));
  click('Next');
  await screen.findByLabelText('Job title');
}

function fillSetup() {
  fill('Job title', 'Deep clean');
  fill('Job description', 'Two-bed flat, move-out clean.');
}

describe('post a job wizard', () => {
  it("names every missing step-1 and step-2 field with the spec's messages", async () => {
    await openWizard(signedOut(), {});
    // Services wait for a category.
    expect(screen.getByText('First choose a work category')).toBeTruthy();

    click('Next');
    for (const message of [
      'Work category is required',
      'Service is required',
      'Location is required',
      'Property is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }

    await fillPreferences();
    click('Next');
    for (const message of [
      'Job title is required',
      'Job description is required',
      'Target job done time is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }

    fillSetup();
    fireEvent.click(screen.getByLabelText('Specific date'));
    await screen.findByLabelText('Date');
    click('Next');
    expect(await screen.findByText('A valid date is required')).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
  }, 90_000);

  it('lets a visitor post and register, then asks them to verify the e-mail', async () => {
    const { fetchMock, router } = await openWizard(signedOut(), {
      'GET /api/user/is-email-registered/ann%40example.co.uk': () => ({ body: { registered: false } }),
      'GET /api/user/is-phone-registered/07700900123': () => ({ body: { registered: false } }),
      'POST /api/job/register': () => ({ status: 201, body: { ...postedJob, message: 'Check your e-mail' } }),
    });
    await fillPreferences();
    fillSetup();
    fireEvent.click(screen.getByLabelText('Immediately'));
    click('Next');

    await screen.findByLabelText('Full name');
    fill('Full name', 'Ann Smith');
    fill('Email', 'Ann@Example.co.uk');
    fill('Mobile number', '07700900123');
    fill('Password', 'LocalPros123!');
    fill('Confirm password', 'LocalPros123!');
    click('Post job');

    expect(await screen.findByText('Verify your e-mail so your job goes live')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/job-posted');
    // The code can be entered right there.
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/job/register')).toEqual([
      {
        category_id: 'cat-cleaning',
        service_id: 'svc-end-of-tenancy',
        location: 'SW',
        job_type: 'residential',
        title: 'Deep clean',
        description: 'Two-bed flat, move-out clean.',
        target_job_done: 'immediately',
        specificJobDoneDatetime: '',
        fullName: 'Ann Smith',
        email: 'ann@example.co.uk',
        mobile_number: '07700900123',
        password: 'LocalPros123!',
        passwordConfirm: 'LocalPros123!',
      },
    ]);
  }, 90_000);

  it('posts a signed-in customer’s job for a specific date in two steps', async () => {
    const { fetchMock, router } = await openWizard(signedInAs('customer'), {
      'POST /api/job': () => ({ status: 201, body: postedJob }),
    });
    expect(screen.queryByText('Registration')).toBeNull();
    await fillPreferences();
    fillSetup();
    fireEvent.click(screen.getByLabelText('Specific date'));
    const day = dayjs().add(30, 'day');
    const dateInput = await screen.findByLabelText('Date');
    fireEvent.mouseDown(dateInput);
    fireEvent.change(dateInput, { target: { value: day.format('DD/MM/YYYY') } });
    fireEvent.keyDown(dateInput, { key: 'Enter', code: 'Enter' });
    click('Post job');

    await waitFor(() => expect(router.state.location.pathname).toBe('/job-posted'));
    expect(sentBodies(fetchMock, 'POST', '/api/job')).toEqual([
      expect.objectContaining({ target_job_done: 'specificDate', specificJobDoneDatetime: day.format('YYYY-MM-DD') }),
    ]);
  }, 90_000);

  it("puts the server's field message on its step", async () => {
    await openWizard(signedInAs('customer'), {
      'POST /api/job': () => ({
        status: 400,
        body: { message: 'Unknown location', errors: [{ path: 'location', message: 'Unknown location' }] },
      }),
    });
    await fillPreferences();
    fillSetup();
    fireEvent.click(screen.getByLabelText('Flexible'));
    click('Post job');

    expect(await screen.findByText('Unknown location')).toBeTruthy();
    expect(screen.getByLabelText('Work category')).toBeTruthy();
    expect(screen.queryByLabelText('Job title')).toBeNull();
  }, 90_000);

  it("keeps both steps' answers when the visitor goes back and forward again", async () => {
    await openWizard(signedInAs('customer'), {});
    await fillPreferences();
    fillSetup();
    click('Back');

    const service = (await screen.findByLabelText('Service')) as HTMLSelectElement;
    expect(service.options[service.selectedIndex]?.text).toBe('End of tenancy cleaning');
    expect((screen.getByLabelText('Residential') as HTMLInputElement).checked).toBe(true);
    click('Next');
    expect(await screen.findByLabelText('Job title')).toHaveProperty('value', 'Deep clean');

    // Another category clears the service chosen for the old one.
    click('Back');
    await selectOption('Work category', 'Choose a work category');
    await selectOption('Work category', 'Cleaning');
    click('Next');
    expect(await screen.findByText('Service is required')).toBeTruthy();
    expect(screen.queryByLabelText('Job title')).toBeNull();
  }, 90_000);
});
