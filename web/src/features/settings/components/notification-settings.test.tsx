import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const settingsUrl = '/api/notifications/settings';
const saved = {
  notificationChannels: { email: true, sms: false, smsQuietHours: true, leadEmails: 'each' },
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
        notificationChannels: { email: true, sms: true, smsQuietHours: true, leadEmails: 'each' },
        notifiableEvents: { ...saved.notifiableEvents, specialOffers: true },
      },
    ]);
  });

  it('turns SMS quiet hours off from the keyboard, the switch saying what they are', async () => {
    const fetchMock = stubApi({
      [`GET ${settingsUrl}`]: () => ({ body: saved }),
      [`PUT ${settingsUrl}`]: ({ body }) => ({ body }),
    });
    openNotifications();

    const quietHours = await screen.findByRole('switch', { name: 'SMS quiet hours' });
    await waitFor(() => expect(quietHours.getAttribute('aria-checked')).toBe('true'));
    const described = (quietHours.getAttribute('aria-describedby') ?? '').split(' ');
    const description = described.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(description).toContain('No texts from 9 pm to 8 am UK time');
    expect(description).toContain('Security codes always arrive at once');
    quietHours.focus();
    expect(document.activeElement).toBe(quietHours);
    // A switch is a button (Enter and Space press it in a browser); the left arrow turns it off.
    fireEvent.keyDown(quietHours, { key: 'ArrowLeft', code: 'ArrowLeft', which: 37, keyCode: 37 });
    await waitFor(() => expect(quietHours.getAttribute('aria-checked')).toBe('false'));
    click('Save');

    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', settingsUrl)).toEqual([
      {
        notificationChannels: { email: true, sms: false, smsQuietHours: false, leadEmails: 'each' },
        notifiableEvents: saved.notifiableEvents,
      },
    ]);
  });

  it('chooses a daily digest of lead e-mails: a named group of radios, its explanation tied to it', async () => {
    const fetchMock = stubApi({
      [`GET ${settingsUrl}`]: () => ({ body: saved }),
      [`PUT ${settingsUrl}`]: ({ body }) => ({ body }),
    });
    openNotifications();

    const group = await screen.findByRole('group', { name: 'Lead e-mails' });
    const described = (group.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain(
      'at 8 am UK time',
    );
    const each = screen.getByRole('radio', { name: 'Each lead' }) as HTMLInputElement;
    await waitFor(() => expect(each.checked).toBe(true));
    // Native radios: Tab reaches the chosen one and the arrow keys choose (checked in Chromium by
    // e2e/browser/unsubscribe.browser.test.ts); here a click stands in for the key.
    const daily = screen.getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement;
    expect(daily.type).toBe('radio');
    fireEvent.click(daily);
    await waitFor(() => expect(daily.checked).toBe(true));
    click('Save');

    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', settingsUrl)).toEqual([
      {
        notificationChannels: { ...saved.notificationChannels, leadEmails: 'daily' },
        notifiableEvents: saved.notifiableEvents,
      },
    ]);
  });

  it('says when the settings cannot be fetched', async () => {
    stubApi({ [`GET ${settingsUrl}`]: () => ({ status: 500, body: { message: 'Down' } }) });
    openNotifications();

    expect(await screen.findByText('Error fetching notifications')).toBeTruthy();
  });
});
