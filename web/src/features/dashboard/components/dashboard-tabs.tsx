import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  FileTextOutlined,
  HistoryOutlined,
  LineChartOutlined,
  NotificationOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { UserType } from '@/shared/session/session-slice';

export interface DashboardTab {
  key: string;
  label: string;
  icon: ReactNode;
}

export const settingsTab: DashboardTab = { key: 'settings', label: 'Settings', icon: <SettingOutlined aria-hidden /> };

const customerTabs: DashboardTab[] = [
  { key: 'jobs', label: 'Jobs', icon: <FileTextOutlined aria-hidden /> },
  { key: 'quoted', label: 'Quoted', icon: <NotificationOutlined aria-hidden /> },
  { key: 'progress', label: 'Progress', icon: <ClockCircleOutlined aria-hidden /> },
  { key: 'history', label: 'History', icon: <HistoryOutlined aria-hidden /> },
];

const businessTabs: DashboardTab[] = [
  { key: 'leads', label: 'Leads', icon: <NotificationOutlined aria-hidden /> },
  { key: 'quoted', label: 'Quoted', icon: <FileTextOutlined aria-hidden /> },
  { key: 'progress', label: 'Progress', icon: <ClockCircleOutlined aria-hidden /> },
  { key: 'history', label: 'History', icon: <CheckCircleOutlined aria-hidden /> },
  { key: 'insights', label: 'Insights', icon: <LineChartOutlined aria-hidden /> },
];

/** The tabs of a customer's or a business's dashboard (spec section 2); Settings last. */
export function dashboardTabsFor(userType: UserType): DashboardTab[] {
  return [...(userType === 'business' ? businessTabs : customerTabs), settingsTab];
}
