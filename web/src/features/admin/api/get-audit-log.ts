import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export interface AuditEntry {
  id: string;
  adminId: string;
  adminName: string;
  action: string;
  target: string;
  detail: string;
  at: string;
}

export interface AuditLogPage {
  entries: AuditEntry[];
  count: number;
}

/** GET /api/admin/audit-log?pageIndex=n&action=&adminId=&from=&to=. */
export function useAuditLog(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/audit-log', pageIndex, filters);
  return useSWR(key, () => apiGet<AuditLogPage>(key), adminListOptions);
}
