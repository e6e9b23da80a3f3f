import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const settingsUrl = '/api/notifications/settings';
const saved = {
  notificationChannels: { email: true, sms: false },
  notifiableEvents: {
    messages: true,
    newsletters: false,
    specialOffers: false,
    recommendations: true,
    newJobLeads: true,
  },
};

function openNotifications() {
  return renderApp({ path: '/dashboard/settings/notifications', state: signedInAs('business') });
}

describe('notification settings', () => {
  it('loads the toggles and checkboxes and saves the changes', async () => {
    const fetchMock = stubApi({
      [`GET ${settingsUrl}`]: () => ({ body: saved }),
      [`PUT ${settingsUrl}`]: ({ body }) => ({ body }),
    });
    openNotifications();

    const sms = await screen.findByRole('switch', { name: 'SMS' });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Email' }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(sms.getAttribute('aria-checked')).toBe('false');
    expect((screen.getByLabelText('Messages') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Newsletter') as HTMLInputElement).checked).toBe(false);

    fireEvent.click(sms);
    fireEvent.click(screen.getByLabelText('Special offers'));
    click('Save');

    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', settingsUrl)).toEqual([
      {
        notificationChannels: { email: true, sms: true },
        notifiableEvents: { ...saved.notifiableEvents, specialOffers: true },
      },
    ]);
  });

  it('says when the settings cannot be fetched', async () => {
    stubApi({ [`GET ${settingsUrl}`]: () => ({ status: 500, body: { message: 'Down' } }) });
    openNotifications();

    expect(await screen.findByText('Error fetching notifications')).toBeTruthy();
  });
});
