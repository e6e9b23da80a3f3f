import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageNotice, withNotice } from './page-notice';

const renderAt = (state: unknown) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <PageNotice /> }], {
        initialEntries: [{ pathname: '/', state }],
      })}
    />,
  );

describe('PageNotice', () => {
  it('shows the confirmation a navigation carried, politely, until dismissed', async () => {
    renderAt(withNotice('Your account has been deleted'));
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Your account has been deleted');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('shows nothing without one, or with state that is not a notice', () => {
    renderAt({ notice: 42 });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
