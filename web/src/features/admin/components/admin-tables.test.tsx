import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callCount, heldAnswer, sentBodies, stubApi } from '@/testing/fake-api';
import { click, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs, testUser } from '@/testing/users';
import { adminBusiness, adminCustomer, adminJob } from '../testing/admin-fixtures';

const admin = signedInAs('admin');

/**
 * The open dialog whose title is this text. Found by its title element, not its accessible name:
 * in tests every antd dialog is labelled by the same id, so with several modals in the page
 * (closed ones stay mounted) the names collide. Waits longer than the default second: whole
 * admin tables render slowly on a loaded machine.
 */
async function dialogNamed(title: string) {
  const dialog = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role=dialog]')].find(
      (d) =>
        d.querySelector('.ant-modal-title')?.textContent === title && d.closest('[style*="display: none"]') === null,
    );
    if (!found) throw new Error(`no open dialog "${title}"`);
    return found;
  });
  return within(dialog);
}

async function answerDialog(title: string, button: string) {
  fireEvent.click((await dialogNamed(title)).getByRole('button', { name: button }));
}

function rowOf(text: string) {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return within(row as HTMLElement);
}

describe('admin customers', () => {
  it('loads, searches by name on Enter (kept in the address), edits and deletes after confirming', async () => {
    const first = heldAnswer();
    let deleted = false;
    const fetchMock = stubApi({
      'GET /api/admin/customers?pageIndex=0': first.handler,
      'GET /api/admin/customers?pageIndex=0&name=ann': () => ({ body: { customers: [adminCustomer()], count: 1 } }),
      'PUT /api/admin/customer/c1': ({ body }) => ({ body: { customer: adminCustomer(body as object) } }),
      'DELETE /api/admin/user/c1': () => {
        deleted = true;
        return { body: { message: 'User deleted' } };
      },
    });
    const { router } = renderApp({ path: '/admin/customers', state: admin });

    expect(await screen.findByText('Getting Customers')).toBeTruthy();
    first.release({ body: { customers: [], count: 0 } });
    expect(await screen.findByText('No Customers Found')).toBeTruthy();

    fill('Customer name', 'ann');
    fireEvent.submit(screen.getByLabelText('Customer name').closest('form') as HTMLFormElement);
    expect(await screen.findByText('ann@example.co.uk')).toBeTruthy();
    expect(router.state.location.search).toBe('?name=ann');

    fireEvent.click(rowOf('ann@example.co.uk').getByRole('button', { name: 'Edit' }));
    const dialog = await dialogNamed('Edit customer');
    fireEvent.change(dialog.getByLabelText('First name'), { target: { value: 'Anne' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/admin/customer/c1')).toEqual([
        { name: 'Ann Smith', firstName: 'Anne', lastName: 'Smith' },
      ]),
    );

    fireEvent.click(rowOf('ann@example.co.uk').getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/admin/customer/c1')).toContainEqual({ is_active: 0 }),
    );

    fireEvent.click(rowOf('ann@example.co.uk').getByRole('button', { name: 'Delete' }));
    await answerDialog('Are you sure you want to delete this customer?', 'Delete');
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText('User deleted')).toBeTruthy();
  }, 60_000);

  it('pages with First, the numbers and Last, 10 a page', async () => {
    const page = (n: number) => () => ({
      body: {
        customers: [adminCustomer({ id: `c${n}`, email: `page${n}@example.co.uk` })],
        count: 25,
      },
    });
    stubApi({
      'GET /api/admin/customers?pageIndex=0': page(1),
      'GET /api/admin/customers?pageIndex=2': page(3),
    });
    const { router } = renderApp({ path: '/admin/customers', state: admin });
    await screen.findByText('page1@example.co.uk');
    const pages = within(screen.getByRole('navigation', { name: 'Customers pages' }));
    expect(pages.getAllByRole('button').map((b) => b.textContent)).toEqual(['First', '1', '2', '3', 'Last']);
    fireEvent.click(pages.getByRole('button', { name: 'Last' }));
    expect(await screen.findByText('page3@example.co.uk')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
  }, 60_000);
});

describe('admin businesses', () => {
  it('verifies in one click after confirming, resends, shows documents, deletes with the spec toasts', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/businesses?pageIndex=0': () => ({ body: { businesses: [adminBusiness()], businessCount: 1 } }),
      'POST /api/admin/business/b1/verify': () => ({ body: { message: 'Verification successful' } }),
      'POST /api/admin/resend-verification-code/b1': () => ({
        body: { message: 'Verification email sent successfully' },
      }),
      'GET /api/admin/business/b1/documents': () => ({ body: { documents: [] } }),
      'DELETE /api/admin/user/b1': () => ({ body: { message: 'deleted' } }),
    });
    renderApp({ path: '/admin/businesses', state: admin });
    await screen.findByText('Sparkle Ltd');

    fireEvent.click(rowOf('Sparkle Ltd').getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Verification email sent successfully')).toBeTruthy();

    // Cancel sends nothing; Verify sends the request with no code to type.
    fireEvent.click(rowOf('Sparkle Ltd').getByRole('button', { name: 'Verify' }));
    await answerDialog('Verify Sparkle Ltd?', 'Cancel');
    expect(callCount(fetchMock, 'POST', '/api/admin/business/b1/verify')).toBe(0);
    fireEvent.click(rowOf('Sparkle Ltd').getByRole('button', { name: 'Verify' }));
    const verify = await dialogNamed('Verify Sparkle Ltd?');
    expect(verify.queryByRole('textbox')).toBeNull();
    fireEvent.click(verify.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification successful')).toBeTruthy();
    expect(callCount(fetchMock, 'POST', '/api/admin/business/b1/verify')).toBe(1);

    fireEvent.click(rowOf('Sparkle Ltd').getByRole('button', { name: 'Show Documents' }));
    expect(await screen.findByText('No documents found')).toBeTruthy();

    fireEvent.click(rowOf('Sparkle Ltd').getByRole('button', { name: 'Delete' }));
    await answerDialog('Are you sure you want to delete this business?', 'Delete');
    expect(await screen.findByText('Business Deleted Successfully')).toBeTruthy();
  }, 60_000);

  it('impersonates the business from its row', async () => {
    const business = testUser({ userType: 'business', email: 'bob@sparkle.co.uk', impersonating: true });
    const fetchMock = stubApi({
      'GET /api/admin/businesses?pageIndex=0': () => ({ body: { businesses: [adminBusiness()], businessCount: 1 } }),
      'POST /api/admin/impersonate/login': () => ({ body: { token: 't', user: business } }),
      'GET /api/auth/user': () => ({ body: { data: business } }),
    });
    const { router } = renderApp({ path: '/admin/businesses', state: admin });
    await screen.findByText('Sparkle Ltd');
    fireEvent.click(rowOf('Sparkle Ltd').getByRole('button', { name: 'Impersonate' }));
    expect(await screen.findByText('You are logged in as impersonation.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sentBodies(fetchMock, 'POST', '/api/admin/impersonate/login')).toEqual([{ email: 'bob@sparkle.co.uk' }]);
  }, 60_000);
});

describe('admin jobs', () => {
  it('shows the badges and details, deactivates, and deletes after the spec question', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/jobs?pageIndex=0': () => ({
        body: {
          jobs: [adminJob(), adminJob({ id: 'j2', jobNumber: 'LP-000124', type: 'standard', status: 'finished' })],
          jobsCount: 60,
        },
      }),
      'PUT /api/admin/job/j1': () => ({ body: { job: {} } }),
      'DELETE /api/admin/job/j1': () => ({ body: { message: 'Job deleted successfully' } }),
    });
    renderApp({ path: '/admin/jobs', state: admin });
    expect(await screen.findByText('LP-000123')).toBeTruthy();
    expect(screen.getByText('LP-000123').classList.contains('is-premium')).toBe(true);
    expect(screen.getByText('Finished').className).toContain('is-finished');
    expect(screen.getAllByText('07/04/2026').length).toBe(2);
    const pages = within(screen.getByRole('navigation', { name: 'Jobs pages' }));
    expect(pages.getAllByRole('button').map((b) => b.textContent)).toEqual(['First', '1', '2', '3', 'Last']);

    fireEvent.click(rowOf('LP-000123').getByRole('button', { name: 'Details' }));
    const details = await dialogNamed('Job ID: LP-000123');
    expect(details.getByText('SPs Received')).toBeTruthy();
    expect(details.getByText('Shine Co')).toBeTruthy();
    fireEvent.click(details.getByRole('button', { name: 'Close' }));

    fireEvent.click(rowOf('LP-000123').getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/api/admin/job/j1')).toEqual([{ is_active: 0 }]));

    fireEvent.click(rowOf('LP-000123').getByRole('button', { name: 'Delete' }));
    await answerDialog('Are you sure you want to delete this job?', 'Delete');
    expect(await screen.findByText('Job deleted successfully')).toBeTruthy();
    expect(callCount(fetchMock, 'DELETE', '/api/admin/job/j1')).toBe(1);
  }, 60_000);

  it('says when there are no jobs', async () => {
    stubApi({ 'GET /api/admin/jobs?pageIndex=0': () => ({ body: { jobs: [], jobsCount: 0 } }) });
    renderApp({ path: '/admin/jobs', state: admin });
    expect(await screen.findByText('No Jobs Found')).toBeTruthy();
  }, 60_000);
});

describe('admin work categories', () => {
  it('adds and deletes categories, and manages a category’s services', async () => {
    const services = heldAnswer();
    const category = {
      id: 'cat1',
      name: 'Cleaning',
      isActive: true,
      responseCap: 5,
      businesses: 4,
      activeBusinesses: 3,
      inactiveBusinesses: 1,
    };
    const fetchMock = stubApi({
      'GET /api/admin/work-categories?pageIndex=0': () => ({ body: { workCategories: [category], categoryCount: 1 } }),
      'POST /api/admin/work-category': () => ({ status: 201, body: { workCategory: category } }),
      'DELETE /api/admin/work-category/cat1': () => ({ body: { message: 'Work Category Deleted Successfully' } }),
      'GET /api/admin/work-category/cat1/services': services.handler,
      'POST /api/admin/work-category/cat1/services': () => ({ status: 201, body: {} }),
      'PUT /api/admin/service/s1': () => ({ body: {} }),
    });
    renderApp({ path: '/admin/work-categories', state: admin });
    await screen.findByRole('button', { name: 'Cleaning services' });
    // Businesses, then its active and inactive businesses.
    const cells = rowOf('Cleaning').getAllByRole('cell');
    expect(cells.slice(1, 4).map((cell) => cell.textContent)).toEqual(['4', '3', '1']);

    click('Add Category');
    const add = await dialogNamed('Add Category');
    expect(add.getByPlaceholderText('Enter category name')).toBeTruthy();
    fireEvent.change(add.getByLabelText('Category Name'), { target: { value: ' Gardening ' } });
    fireEvent.click(add.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Work Category added successfully')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/work-category')).toEqual([{ name: 'Gardening' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Cleaning services' }));
    expect(await screen.findByText('Loading Services...')).toBeTruthy();
    services.release({
      body: { services: [{ id: 's1', name: 'Windows', isActive: true, activeBusinesses: 2, inactiveBusinesses: 1 }] },
    });
    const dialog = await dialogNamed('Cleaning services');
    await dialog.findByText('Windows');
    fireEvent.change(dialog.getByLabelText('Service Name'), { target: { value: 'Ovens' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Service' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/admin/work-category/cat1/services')).toEqual([{ name: 'Ovens' }]),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    fireEvent.change(dialog.getByLabelText('New name for Windows'), { target: { value: 'Window cleaning' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/admin/service/s1')).toEqual([{ name: 'Window cleaning' }]),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/api/admin/service/s1')).toContainEqual({ is_active: 0 }));
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));

    fireEvent.click(rowOf('Cleaning').getByRole('button', { name: 'Delete' }));
    await answerDialog('Are you sure you want to delete this work category?', 'Delete');
    expect(await screen.findByText('Work Category Deleted Successfully')).toBeTruthy();
  }, 60_000);
});

describe('admin work categories, responses per job', () => {
  it("sets a category's cap, refusing what is not a whole number from 0 to 50", async () => {
    let cap = 5;
    const fetchMock = stubApi({
      'GET /api/admin/work-categories?pageIndex=0': () => ({
        body: {
          workCategories: [
            {
              id: 'cat1',
              name: 'Cleaning',
              isActive: true,
              responseCap: cap,
              businesses: 0,
              activeBusinesses: 0,
              inactiveBusinesses: 0,
            },
          ],
          categoryCount: 1,
        },
      }),
      'PUT /api/admin/work-category/cat1': () => {
        cap = 3;
        return { body: {} };
      },
    });
    renderApp({ path: '/admin/work-categories', state: admin });
    const change = await screen.findByRole('button', { name: 'Cleaning responses per job: 5, change' });
    fireEvent.click(change);
    const dialog = await dialogNamed('Responses per job: Cleaning');
    const field = dialog.getByLabelText('Businesses that may respond to one job');
    fireEvent.change(field, { target: { value: '51' } });
    fireEvent.blur(field);
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter a whole number from 0 (no cap) to 50')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/admin/work-category/cat1')).toEqual([]);

    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.blur(field);
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Responses per job saved')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/admin/work-category/cat1')).toEqual([{ responseCap: 3 }]);
    expect(await screen.findByRole('button', { name: 'Cleaning responses per job: 3, change' })).toBeTruthy();
  }, 60_000);
});

describe('admin reviews', () => {
  /** A review as the admin's lists answer it. */
  const adminReview = (overrides: Record<string, unknown> = {}) => ({
    id: 'r1',
    jobId: 'j1',
    jobNumber: 'LP-000123',
    jobTitle: 'Deep clean',
    business: { id: 'b1', name: 'Sparkle Ltd' },
    customer: { id: 'c1', name: 'Ann Smith' },
    rating: 2,
    comment: 'Rude words',
    reply: null,
    hidden: false,
    hiddenReason: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    moderations: [],
    ...overrides,
  });

  it('hides a review only with a reason', async () => {
    const review = adminReview();
    const fetchMock = stubApi({
      'GET /api/admin/reviews?pageIndex=0': () => ({ body: { reviews: [review], count: 1 } }),
      'PUT /api/admin/review/r1': () => ({ body: { review: { ...review, hidden: true } } }),
    });
    renderApp({ path: '/admin/reviews', state: admin });
    await screen.findByText('Rude words');
    fireEvent.click(rowOf('Rude words').getByRole('button', { name: 'Hide' }));
    const dialog = await dialogNamed('Hide review');
    fireEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    expect(await dialog.findByText('A reason is required to hide or restore a review')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Abusive language' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Review hidden')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/admin/review/r1')).toEqual([
      { hidden: true, reason: 'Abusive language' },
    ]);
  }, 60_000);

  it('restores a hidden review only with a reason too', async () => {
    const hidden = adminReview({
      id: 'r2',
      comment: 'Never came',
      hidden: true,
      hiddenReason: 'Not a genuine customer',
      moderations: [{ action: 'hidden', reason: 'Not a genuine customer', at: '2026-05-03T10:00:00.000Z' }],
    });
    const fetchMock = stubApi({
      'GET /api/admin/reviews?pageIndex=0': () => ({ body: { reviews: [hidden], count: 1 } }),
      'PUT /api/admin/review/r2': () => ({ body: { review: { ...hidden, hidden: false } } }),
    });
    renderApp({ path: '/admin/reviews', state: admin });
    await screen.findByText('Never came');
    expect(rowOf('Never came').getByText('Hidden 03/05/2026: Not a genuine customer')).toBeTruthy();
    fireEvent.click(rowOf('Never came').getByRole('button', { name: 'Restore' }));
    const dialog = await dialogNamed('Restore review');
    fireEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    expect(await dialog.findByText('A reason is required to hide or restore a review')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/admin/review/r2')).toEqual([]);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'The customer sent the booking' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Review restored')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/admin/review/r2')).toEqual([
      { hidden: false, reason: 'The customer sent the booking' },
    ]);
  }, 60_000);

  it('queues reported reviews; the admin dismisses a report or hides the review, each with a reason', async () => {
    const report = {
      id: 'rep1',
      reviewId: 'r1',
      reason: 'not_genuine_customer',
      details: 'No booking from them',
      status: 'open',
      outcomeReason: null,
      createdAt: '2026-05-04T10:00:00.000Z',
      resolvedAt: null,
      reporter: { id: 'b1', name: 'Sparkle Ltd', isReviewedBusiness: true },
      review: adminReview({ rating: 1, comment: 'Terrible' }),
    };
    const fetchMock = stubApi({
      'GET /api/admin/review-reports?pageIndex=0': () => ({ body: { reports: [report], count: 1 } }),
      'PUT /api/admin/review-report/rep1': ({ body }) => ({ body: { report: { ...report, ...(body as object) } } }),
    });
    renderApp({ path: '/admin/reports/reviews', state: admin });
    expect(await screen.findByText('Sparkle Ltd (the business reviewed)')).toBeTruthy();
    expect(rowOf('Terrible').getByText('Not written by a genuine customer')).toBeTruthy();

    fireEvent.click(rowOf('Terrible').getByRole('button', { name: 'Dismiss report' }));
    const dismiss = await dialogNamed('Dismiss the report');
    fireEvent.click(dismiss.getByRole('button', { name: 'Dismiss report' }));
    expect(await dismiss.findByText('A reason is required to resolve a report')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/admin/review-report/rep1')).toEqual([]);
    fireEvent.click(dismiss.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(rowOf('Terrible').getByRole('button', { name: 'Hide review' }));
    const hide = await dialogNamed('Hide the reported review');
    fireEvent.change(hide.getByLabelText('Reason'), { target: { value: 'The customer never booked' } });
    fireEvent.click(hide.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Review hidden')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/admin/review-report/rep1')).toEqual([
      { outcome: 'hide', reason: 'The customer never booked' },
    ]);
  }, 60_000);

  it('says when no review is reported', async () => {
    stubApi({ 'GET /api/admin/review-reports?pageIndex=0': () => ({ body: { reports: [], count: 0 } }) });
    renderApp({ path: '/admin/reports/reviews', state: admin });
    expect(await screen.findByText('No reported reviews to check')).toBeTruthy();
  }, 60_000);
});

describe('admin reported leads', () => {
  const admin = signedInAs('admin');
  const report = {
    id: 'lrep1',
    leadId: 'l1',
    jobId: 'j1',
    job: { title: 'Deep clean a flat', number: 'LP-000123', serviceName: 'Domestic cleaning', location: 'SW11' },
    reason: 'wrong_number',
    note: 'Nobody by that name',
    detected: null,
    detection: null,
    status: 'open',
    outcomeReason: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    resolvedAt: null,
    business: { id: 'b1', name: 'Sparkle Ltd' },
    customer: { id: 'c1', name: 'Ann S.' },
  };

  it('queues reported leads beside reported reviews; the admin upholds one with a reason', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/lead-reports?pageIndex=0': () => ({ body: { reports: [report], count: 1 } }),
      'PUT /api/admin/lead-report/lrep1': ({ body }) => ({
        body: { report: { ...report, status: 'upheld', ...(body as object) } },
      }),
    });
    renderApp({ path: '/admin/reports', state: admin });
    expect(await screen.findByText('LP-000123 Deep clean a flat')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Reported reviews' })).toBeTruthy();
    const row = rowOf('LP-000123 Deep clean a flat');
    expect(row.getByText('Wrong number')).toBeTruthy();
    expect(row.getByText('“Nobody by that name”')).toBeTruthy();
    expect(row.getByText('Sparkle Ltd')).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: 'Uphold' }));
    const uphold = await dialogNamed('Uphold the report');
    fireEvent.click(uphold.getByRole('button', { name: 'Uphold' }));
    expect(await uphold.findByText('A reason is required to resolve a report')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/admin/lead-report/lrep1')).toEqual([]);
    fireEvent.change(uphold.getByLabelText('Reason'), { target: { value: 'The number does not connect' } });
    fireEvent.click(uphold.getByRole('button', { name: 'Uphold' }));
    expect(await screen.findByText('Report upheld')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/admin/lead-report/lrep1')).toEqual([
      { outcome: 'uphold', reason: 'The number does not connect' },
    ]);
  }, 60_000);

  it('says when no lead is reported', async () => {
    stubApi({ 'GET /api/admin/lead-reports?pageIndex=0': () => ({ body: { reports: [], count: 0 } }) });
    renderApp({ path: '/admin/reports/leads', state: admin });
    expect(await screen.findByText('No reported leads to check')).toBeTruthy();
  }, 60_000);
});
