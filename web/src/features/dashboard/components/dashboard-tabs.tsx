import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  FileTextOutlined,
  HistoryOutlined,
  NotificationOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { UserType } from '@/shared/session/session-slice';

export interface DashboardTab {
  key: string;
  label: string;
  icon: ReactNode;
  /** One line for the tabs that later issues fill in. */
  summary?: string;
}

export const settingsTab: DashboardTab = { key: 'settings', label: 'Settings', icon: <SettingOutlined aria-hidden /> };

const customerTabs: DashboardTab[] = [
  {
    key: 'jobs',
    label: 'Jobs',
    icon: <FileTextOutlined aria-hidden />,
    summary: 'The jobs you have posted will be listed here — coming with jobs.',
  },
  {
    key: 'quoted',
    label: 'Quoted',
    icon: <NotificationOutlined aria-hidden />,
    summary: 'Quotes from local pros for your jobs will be shown here — coming with jobs.',
  },
  {
    key: 'progress',
    label: 'Progress',
    icon: <ClockCircleOutlined aria-hidden />,
    summary: 'Jobs a business is working on will be shown here — coming with jobs.',
  },
  {
    key: 'history',
    label: 'History',
    icon: <HistoryOutlined aria-hidden />,
    summary: 'Your completed and cancelled jobs will be listed here — coming with jobs.',
  },
];

const businessTabs: DashboardTab[] = [
  {
    key: 'leads',
    label: 'Leads',
    icon: <NotificationOutlined aria-hidden />,
    summary: 'New jobs near you will arrive here as leads — coming with leads.',
  },
  {
    key: 'quoted',
    label: 'Quoted',
    icon: <FileTextOutlined aria-hidden />,
    summary: 'The quotes you have sent will be listed here — coming with leads.',
  },
  {
    key: 'progress',
    label: 'Progress',
    icon: <ClockCircleOutlined aria-hidden />,
    summary: 'Jobs you are working on will be shown here — coming with jobs.',
  },
  {
    key: 'history',
    label: 'History',
    icon: <CheckCircleOutlined aria-hidden />,
    summary: 'Your completed and cancelled jobs will be listed here — coming with jobs.',
  },
];

/** The tabs of a customer's or a business's dashboard (spec section 2); Settings last. */
export function dashboardTabsFor(userType: UserType): DashboardTab[] {
  return [...(userType === 'business' ? businessTabs : customerTabs), settingsTab];
}
