import {
  AppstoreOutlined,
  CommentOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FlagOutlined,
  PlusCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface AdminTab {
  key: string;
  label: string;
  icon: ReactNode;
}

export const adminSettingsTab: AdminTab = {
  key: 'settings',
  label: 'Settings',
  icon: <SettingOutlined aria-hidden />,
};

/** The admin panel's tabs in the spec's order (section 2); Settings last and out of the bottom navigation. */
export const adminTabs: AdminTab[] = [
  { key: 'dashboard', label: 'Dashboard', icon: <DashboardOutlined aria-hidden /> },
  { key: 'customers', label: 'Customers', icon: <TeamOutlined aria-hidden /> },
  { key: 'businesses', label: 'Businesses', icon: <ShopOutlined aria-hidden /> },
  { key: 'jobs', label: 'Jobs', icon: <FileTextOutlined aria-hidden /> },
  { key: 'work-categories', label: 'Work Categories', icon: <AppstoreOutlined aria-hidden /> },
  { key: 'reviews', label: 'Reviews', icon: <CommentOutlined aria-hidden /> },
  { key: 'reports', label: 'Reports', icon: <FlagOutlined aria-hidden /> },
  { key: 'post-job', label: 'Post Job', icon: <PlusCircleOutlined aria-hidden /> },
  adminSettingsTab,
];
