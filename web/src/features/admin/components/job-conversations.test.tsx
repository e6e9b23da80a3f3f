import { messageMessages } from '@localpros/contracts/rules';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import { JobConversations } from './job-conversations';

const THREAD = '22222222-2222-4222-8222-222222222222';
const party = (id: string, name: string) => ({ id, type: 'customer', name, logo: null, removed: false });

describe("an admin's view of a job's conversations", () => {
  it('lists who talks, and reads one only with a reason', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/job/job-1/threads': () => ({
        body: {
          threads: [
            {
              id: THREAD,
              openedAt: '2030-05-01T10:00:00.000Z',
              lastMessageAt: '2030-05-02T10:00:00.000Z',
              customer: party('c', 'Ann S.'),
              business: { ...party('b', 'Sparkle Cleaning'), type: 'business' },
            },
          ],
        },
      }),
      [`POST /api/admin/thread/${THREAD}/read`]: () => ({
        body: {
          thread: {},
          messages: [
            {
              id: 'm1',
              mine: false,
              from: 'business',
              text: 'Pay me by bank transfer',
              photo: null,
              sentAt: '2030-05-02T10:00:00.000Z',
              read: true,
              paymentWarning: true,
            },
          ],
        },
      }),
    });
    renderApp({
      path: '/',
      routes: [{ path: '/', element: <JobConversations jobId="job-1" /> }],
      state: signedInAs('admin'),
    });
    expect(await screen.findByText('Ann S. and Sparkle Cleaning')).toBeTruthy();
    expect(screen.queryByText(/bank transfer/)).toBeNull();

    click('Read conversation');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messageMessages.reasonNeeded);
    expect(sentBodies(fetchMock, 'POST', `/api/admin/thread/${THREAD}/read`)).toEqual([]);

    fill('Why are you reading this conversation? (kept in the audit log)', 'Customer reported a scam attempt');
    click('Read conversation');
    expect(await screen.findByText(/Pay me by bank transfer/)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', `/api/admin/thread/${THREAD}/read`)).toEqual([
      { reason: 'Customer reported a scam attempt' },
    ]);
  }, 60_000);
});
