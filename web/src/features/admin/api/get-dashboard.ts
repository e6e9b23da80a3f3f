import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';

export interface DashboardCard {
  value: number;
  /** Per cent against the previous calendar month; negative when it fell. */
  growth: number;
}

export interface AdminDashboard {
  cards: {
    totalBusinesses: DashboardCard;
    totalCustomers: DashboardCard;
    totalJobsPosted: DashboardCard;
    totalJobsCompleted: DashboardCard;
  };
  charts: {
    jobsPostedPerDay: { date: string; count: number }[];
    quotedShare: { date: string; share: number }[];
    medianMinutesToFirstQuote: { date: string; minutes: number | null }[];
    leadsPerJob: { date: string; average: number }[];
  };
}

export const adminDashboardKey = '/admin/dashboard';

/** GET /api/admin/dashboard: the four totals with their growth and the last 30 days' charts. */
export function useAdminDashboard() {
  return useSWR(adminDashboardKey, () => apiGet<AdminDashboard>(adminDashboardKey), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
