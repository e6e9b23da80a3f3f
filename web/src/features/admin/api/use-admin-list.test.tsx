import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { adminListSearch } from './admin-list-key';
import { useAuditLog } from './get-audit-log';
import { useAdminCustomers } from './get-customers';
import type { AdminListQuery } from './use-admin-list';

/** A fresh SWR cache per test, to read the keys the hooks used. */
function withCache() {
  const cache = new Map();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  return { cache, wrapper };
}

afterEach(() => vi.unstubAllGlobals());

describe('an admin list through the typed client', () => {
  it('sends the page index and the filters that are set, as the SWR key has them', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/customers?pageIndex=2&name=ann+smith': () => ({ body: { customers: [], count: 21 } }),
    });
    const { cache, wrapper } = withCache();

    const { result } = renderHook(() => useAdminCustomers(2, { name: 'ann smith', email: '' }), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual({ customers: [], count: 21 }));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/admin/customers?pageIndex=2&name=ann+smith',
    ]);
    expect([...cache.keys()]).toContain('/admin/customers?pageIndex=2&name=ann+smith');
  });

  it('keeps the filters in the order the table names them', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/audit-log?pageIndex=0&action=sign_in&to=2026-11-01': () => ({ body: { entries: [], count: 0 } }),
    });
    const { wrapper } = withCache();

    const filters = { action: 'sign_in', adminId: '', from: '', to: '2026-11-01' };
    const { result } = renderHook(() => useAuditLog(0, filters), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual({ entries: [], count: 0 }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/audit-log?pageIndex=0&action=sign_in&to=2026-11-01');
  });

  it('refuses at compile time a query the route does not declare (npm run typecheck -w web)', () => {
    // @ts-expect-error a parameter the customers list does not declare
    const misnamed: AdminListQuery<'/api/admin/customers'> = { pageIndex: 0, customerName: 'ann' };
    // @ts-expect-error the page index is a number
    const mistyped: AdminListQuery<'/api/admin/jobs'> = { pageIndex: '1' };
    // @ts-expect-error an action the audit log does not know
    const unknownAction: AdminListQuery<'/api/admin/audit-log'> = { action: 'signed_in' };

    // Nothing else would stop them: the query string sends whatever it is given.
    expect(adminListSearch(misnamed)).toBe('pageIndex=0&customerName=ann');
    expect(adminListSearch(mistyped)).toBe('pageIndex=1');
    expect(adminListSearch(unknownAction)).toBe('action=signed_in');
  });
});
