import type { NotificationKind } from '@localpros/contracts/rules';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callCount, stubApi } from '@/testing/fake-api';
import { stubEventSource, testNotification } from '@/testing/fake-event-source';
import { testJob, testWonJob } from '@/testing/jobs';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import { keysToReload } from './dashboard-live-updates';

describe('the dashboard follows the live stream', () => {
  it('reloads only the lists each notification changes', () => {
    const on = (kind: NotificationKind) => keysToReload({ kind, jobId: 'job-1' });
    expect(on('quote_received')).toEqual(['/jobs?status=active', '/job/job-1/responses']);
    expect(on('quote_accepted')).toEqual(['/quotes', '/jobs?status=in_progress']);
    expect(on('quote_declined')).toEqual(['/quotes']);
    expect(on('job_started')).toEqual([
      '/jobs?status=active',
      '/jobs?status=in_progress',
      '/quotes',
      '/job/job-1/responses',
    ]);
    expect(on('job_completed')).toEqual(['/jobs?status=in_progress', '/jobs?status=finished', '/quotes']);
    expect(on('job_cancelled')).toEqual([
      '/jobs?status=active',
      '/jobs?status=in_progress',
      '/jobs?status=cancelled',
      '/quotes',
      '/job/job-1/responses',
    ]);
    expect(on('review_received')).toEqual(['/jobs?status=finished']);
    // The Leads tab and the bell follow their own.
    expect(on('lead_created')).toEqual([]);
    expect(on('lead_withdrawn')).toEqual([]);
    // A message: the tabs' unread counts and the job's conversations (an open thread follows its own).
    expect(on('message_received')).toEqual(['/messages/unread', '/threads', '/job/job-1/threads']);
    expect(keysToReload({ kind: 'quote_received', jobId: null })).toEqual(['/jobs?status=active']);
  });

  it("gives the customer's Quoted tab a job's first quote without a reload", async () => {
    let quotes = 0;
    const fetchMock = stubApi({
      'GET /api/jobs?status=active': () => ({ body: { jobs: [testJob({ quotesCount: quotes })] } }),
      'GET /api/job/job-1/responses': () => ({ body: { responses: [] } }),
    });
    const events = stubEventSource();
    renderApp({ path: '/dashboard/quoted', state: signedInAs('customer') });
    expect(await screen.findByText('No Quoted Jobs Found')).toBeTruthy();
    await waitFor(() => expect(events.sources.length).toBeGreaterThan(0));

    quotes = 1;
    act(() => {
      events.latest().open();
      events.latest().notify(testNotification({ id: '301', kind: 'quote_received', jobId: 'job-1' }));
    });

    expect(await screen.findByRole('heading', { name: 'Office clean after refit' })).toBeTruthy();
    expect(await screen.findByText('1 quote')).toBeTruthy();
    // Its own list only: the other tabs' lists are not asked for.
    expect(callCount(fetchMock, 'GET', '/api/jobs?status=in_progress')).toBe(0);
  });

  it("moves a business's job from Progress when the customer marks it complete", async () => {
    let status: 'in_progress' | 'finished' = 'in_progress';
    stubApi({
      'GET /api/jobs?status=in_progress': () => ({
        body: { jobs: status === 'in_progress' ? [testWonJob()] : [] },
      }),
    });
    const events = stubEventSource();
    renderApp({ path: '/dashboard/progress', state: signedInAs('business') });
    expect(await screen.findByRole('heading', { name: 'Office clean after refit' })).toBeTruthy();
    await waitFor(() => expect(events.sources.length).toBeGreaterThan(0));

    status = 'finished';
    act(() => events.latest().notify(testNotification({ id: '302', kind: 'job_completed', jobId: 'job-1' })));

    expect(await screen.findByText('No Jobs in Progress Found')).toBeTruthy();
  });
});
