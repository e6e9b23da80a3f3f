import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** The four totals (growth: per cent against the previous calendar month) and the last 30 days' charts. */
export type AdminDashboard = ApiAnswer<'/api/admin/dashboard', 'get'>;

export type DashboardCard = AdminDashboard['cards']['totalBusinesses'];

export const adminDashboardKey = '/admin/dashboard';

/** GET /api/admin/dashboard: the four totals with their growth and the last 30 days' charts. */
export function useAdminDashboard() {
  return useSWR(adminDashboardKey, () => dataOf(api.GET('/api/admin/dashboard')), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
