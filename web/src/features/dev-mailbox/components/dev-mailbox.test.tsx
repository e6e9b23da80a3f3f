import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const older = {
  id: 'm1',
  channel: 'sms',
  recipient: '07700900123',
  subject: null,
  text: 'Your LocalPros code is ABCD2345',
  status: 'sent',
  createdAt: '2025-03-10T10:00:00Z',
};
const newer = {
  id: 'm2',
  channel: 'email',
  recipient: 'ann@example.co.uk',
  subject: 'Verify your LocalPros account',
  text: 'Your code: WXYZ2345\nOr open http://localhost:3000/?code=WXYZ2345&user_type=business',
  status: 'sent',
  createdAt: '2025-03-10T11:00:00Z',
};

describe('dev mailbox', () => {
  it('lists the messages newest first, filters by recipient, and is linked from the footer', async () => {
    stubApi({
      'GET /api/platform': () => ({ body: { platform: 'local' } }),
      'GET /api/dev/mailbox': () => ({ body: { messages: [older, newer] } }),
      'GET /api/dev/mailbox?recipient=ann%40example.co.uk': () => ({ body: { messages: [newer] } }),
    });
    renderApp({ path: '/dev/mailbox' });

    await screen.findByRole('heading', { name: 'Dev mailbox', level: 1 });
    const list = await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    const [first, second] = within(list).getAllByRole('article');
    expect(first?.getAttribute('aria-label')).toBe('email to ann@example.co.uk');
    expect(second?.getAttribute('aria-label')).toBe('sms to 07700900123');
    expect(within(first as HTMLElement).getByText('Verify your LocalPros account')).toBeTruthy();
    expect(
      within(first as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('http://localhost:3000/?code=WXYZ2345&user_type=business');
    expect(screen.getByRole('link', { name: 'Dev mailbox' }).getAttribute('href')).toBe('/dev/mailbox');

    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'ann@example.co.uk' } });
    // Busy until the filtered answer is shown: what the browser suites wait for instead of a pause.
    expect(list.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    expect(within(list).getAllByRole('article')).toHaveLength(1);
  });

  it('is an unknown page on production, with no footer link', async () => {
    stubApi();
    renderApp({ path: '/dev/mailbox' });

    expect(await screen.findByRole('heading', { name: 'Page Not Found: /dev/mailbox' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Dev mailbox' })).toBeNull();
  });
});
