import { messageMessages } from '@localpros/contracts/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, fill } from '@/testing/form-events';
import { testJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const THREAD = '11111111-1111-4111-8111-111111111111';
const JOB = 'job-1';

const thread = (overrides: Record<string, unknown> = {}) => ({
  id: THREAD,
  jobId: JOB,
  jobTitle: 'Office clean after refit',
  openedAt: '2030-05-01T10:00:00.000Z',
  lastMessageAt: null,
  lastMessageText: '',
  unread: 0,
  with: { id: 'business-1', type: 'business', name: 'Sparkle Cleaning', logo: null, removed: false },
  ...overrides,
});

const message = (overrides: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  mine: false,
  from: 'business',
  text: 'I can come on Tuesday',
  photo: null,
  sentAt: '2030-05-01T10:05:00.000Z',
  read: false,
  paymentWarning: false,
  ...overrides,
});

const openThread = (handlers: Parameters<typeof stubApi>[0]) => {
  const fetchMock = stubApi(handlers);
  renderApp({ path: `/messages/${THREAD}`, state: signedInAs('customer') });
  return fetchMock;
};

describe('a conversation', () => {
  it('shows the messages, warns about paying outside LocalPros, and marks them read', async () => {
    let unread = 2;
    let marks = 0;
    openThread({
      [`GET /api/thread/${THREAD}/messages`]: () => ({
        body: {
          thread: thread({ unread }),
          messages: [
            message(),
            message({ text: 'Pay me directly: paypal.me/sparkle', paymentWarning: true }),
            message({ mine: true, from: 'customer', text: 'Tuesday works', read: true }),
          ],
        },
      }),
      [`POST /api/thread/${THREAD}/read`]: () => {
        marks += 1;
        unread = 0;
        return { body: { marked: 2 } };
      },
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: /Sparkle Cleaning/ })).toBeTruthy();
    expect(screen.getAllByText(messageMessages.paymentWarning)).toHaveLength(1);
    expect(screen.getByText(/· Read/)).toBeTruthy();
    await waitFor(() => expect(marks).toBe(1));
  }, 60_000);

  it('starts empty, refuses an empty message before sending, then sends one', async () => {
    const sent: string[] = [];
    const fetchMock = openThread({
      [`GET /api/thread/${THREAD}/messages`]: () => ({
        body: { thread: thread(), messages: sent.map((text) => message({ text, mine: true, from: 'customer' })) },
      }),
      [`POST /api/thread/${THREAD}/messages`]: ({ body }) => {
        const { text } = body as { text: string };
        sent.push(text);
        return { status: 201, body: { message: message({ text, mine: true, from: 'customer' }) } };
      },
    });
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    click('Send');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messageMessages.empty);
    expect(sentBodies(fetchMock, 'POST', `/api/thread/${THREAD}/messages`)).toEqual([]);

    fill('Your message', '  Is parking free?  ');
    click('Send');
    expect(await screen.findByText('Is parking free?')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', `/api/thread/${THREAD}/messages`)).toEqual([{ text: 'Is parking free?' }]);
  }, 60_000);

  it('says when it cannot be loaded, and tries again', async () => {
    let fail = true;
    openThread({
      [`GET /api/thread/${THREAD}/messages`]: () =>
        fail
          ? { status: 404, body: { message: 'Conversation not found' } }
          : { body: { thread: thread(), messages: [] } },
    });
    expect(await screen.findByText('Conversation not found')).toBeTruthy();
    fail = false;
    click('Try again');
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
  }, 60_000);

  it("keeps a removed account's thread read only", async () => {
    openThread({
      [`GET /api/thread/${THREAD}/messages`]: () => ({
        body: {
          thread: thread({ with: { id: 'b', type: 'business', name: 'Removed account', logo: null, removed: true } }),
          messages: [message()],
        },
      }),
    });
    expect(await screen.findByText(messageMessages.otherPartyRemoved)).toBeTruthy();
    expect(screen.queryByLabelText('Your message')).toBeNull();
  }, 60_000);
});

describe("the customer's job card", () => {
  it('opens the conversations with each interested business, with their unread counts', async () => {
    stubApi({
      'GET /api/jobs?status=active': () => ({ body: { jobs: [testJob()] } }),
      'GET /api/messages/unread': () => ({ body: { total: 1, jobs: [{ jobId: JOB, unread: 1 }] } }),
      [`GET /api/job/${JOB}/threads`]: () => ({
        body: { threads: [thread({ unread: 1, lastMessageText: 'I can come on Tuesday' })] },
      }),
      [`GET /api/thread/${THREAD}/messages`]: () => ({ body: { thread: thread(), messages: [message()] } }),
      [`POST /api/thread/${THREAD}/read`]: () => ({ body: { marked: 1 } }),
    });
    renderApp({ path: '/dashboard', state: signedInAs('customer') });
    await screen.findByRole('heading', { name: 'Office clean after refit' });
    const open = await screen.findByRole('button', { name: /Messages \(1 unread\)/ });
    expect(await screen.findByRole('tab', { name: /Jobs, 1 unread message/ })).toBeTruthy();
    fireEvent.click(open);
    const choice = await screen.findByRole('button', { name: /Sparkle Cleaning/ });
    fireEvent.click(choice);
    expect(await screen.findByText('I can come on Tuesday', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /All conversations/ })).toBeTruthy();
  }, 60_000);
});

describe("the business's Quoted tab", () => {
  it('opens the conversation of a quoted job it talked about, and shows none for the others', async () => {
    const quote = (id: string, title: string) => ({
      id: `q-${id}`,
      leadId: `lead-${id}`,
      jobId: `job-${id}`,
      cost: 45.5,
      currency: 'GBP',
      rate_type: 'hourly',
      comments: 'Direct quote',
      createdAt: '2030-05-01T10:00:00.000Z',
      status: 'pending',
      declineReason: null,
      job: {
        id: `job-${id}`,
        title,
        description: 'Kitchen and bathroom',
        status: 'active',
        service: { name: 'End of tenancy cleaning' },
        location: 'SW1A',
        job_type: 'residential',
        target_job_done: 'flexible',
        targetCompletionDatetime: null,
        createdAt: '2030-05-01T09:00:00.000Z',
      },
      user: { name: 'Ann S.' },
    });
    stubApi({
      'GET /api/quotes': () => ({ body: { quotes: [quote('a', 'Talked about'), quote('b', 'Quoted only')] } }),
      'GET /api/threads': () => ({ body: { threads: [thread({ jobId: 'job-a', jobTitle: 'Talked about' })] } }),
      'GET /api/messages/unread': () => ({ body: { total: 0, jobs: [] } }),
      'GET /api/job/job-a/threads': () => ({ body: { threads: [thread({ jobId: 'job-a' })] } }),
      [`GET /api/thread/${THREAD}/messages`]: () => ({ body: { thread: thread(), messages: [message()] } }),
    });
    renderApp({ path: '/dashboard/quoted', state: signedInAs('business') });
    const talked = (await screen.findByRole('heading', { name: 'Talked about' })).closest('.ant-card') as HTMLElement;
    const quotedOnly = screen.getByRole('heading', { name: 'Quoted only' }).closest('.ant-card') as HTMLElement;
    fireEvent.click(await within(talked).findByRole('button', { name: 'Messages' }));
    expect(within(quotedOnly).queryByRole('button', { name: 'Messages' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Messages: Talked about' })).toBeTruthy();
    expect(await screen.findByText('I can come on Tuesday', { selector: 'p' })).toBeTruthy();
  }, 60_000);
});
