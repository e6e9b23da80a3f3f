import type { AdminJob } from '../api/get-admin-jobs';
import type { AdminBusiness } from '../api/get-businesses';
import type { AdminCustomer } from '../api/get-customers';
import type { AdminDashboard } from '../api/get-dashboard';

export function adminCustomer(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    id: 'c1',
    name: 'Ann Smith',
    firstName: 'Ann',
    lastName: 'Smith',
    email: 'ann@example.co.uk',
    mobileNumber: '07700900123',
    isVerified: true,
    isActive: true,
    postedJobs: 3,
    completedJobs: 1,
    cancelledJobs: 0,
    createdAt: '2026-03-05T10:00:00.000Z',
    upheldLeadReports: 0,
    ...overrides,
  };
}

export function adminBusiness(overrides: Partial<AdminBusiness> = {}): AdminBusiness {
  return {
    id: 'b1',
    businessName: 'Sparkle Ltd',
    userName: 'Bob Brown',
    email: 'bob@sparkle.co.uk',
    mobileNumber: '07700900456',
    location: 'SW',
    categories: ['Cleaning'],
    isVerified: false,
    isActive: true,
    leadsCount: 4,
    quotedJobs: 2,
    finishedJobs: 1,
    cancelledJobs: 0,
    createdAt: '2026-02-01T10:00:00.000Z',
    subscriptionType: 'premium',
    subscriptionStatus: 'ACTIVE',
    companyNumber: '12345678',
    documentsCount: 0,
    ...overrides,
  };
}

export function adminJob(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: 'j1',
    jobNumber: 'LP-000123',
    type: 'premium',
    user: { id: 'c1', name: 'Ann Smith' },
    title: 'Deep clean',
    description: 'Two-bed flat',
    status: 'active',
    isActive: true,
    workCategory: 'Cleaning',
    service: 'N/A',
    location: 'SW',
    propertyType: 'residential',
    targetTime: 'flexible',
    leadsReceived: 3,
    quotedBusinesses: 1,
    completedBy: null,
    createdAt: '2026-04-07T10:00:00.000Z',
    leadBusinesses: ['Sparkle Ltd', 'Shine Co'],
    ...overrides,
  };
}

const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);

export const sampleDashboard: AdminDashboard = {
  billing: { activeSubscriptions: 3, revenueThisMonthPence: 8997 },
  cards: {
    totalBusinesses: { value: 12, growth: 20 },
    totalCustomers: { value: 1250, growth: 0 },
    totalJobsPosted: { value: 40, growth: -10 },
    totalJobsCompleted: { value: 7, growth: 5 },
  },
  charts: {
    jobsPostedPerDay: days(30).map((date) => ({ date, count: 1 })),
    quotedShare: days(30).map((date) => ({ date, share: 0.5 })),
    medianMinutesToFirstQuote: days(30).map((date) => ({ date, minutes: 42 })),
    leadsPerJob: days(30).map((date) => ({ date, average: 2.5 })),
  },
};
