import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import type { ApiAnswer } from '@/shared/api/typed-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export type AuditLogPage = ApiAnswer<'/api/admin/audit-log', 'get'>;

export type AuditEntry = AuditLogPage['entries'][number];

/** GET /api/admin/audit-log?pageIndex=n&action=&adminId=&from=&to=. */
export function useAuditLog(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/audit-log', pageIndex, filters);
  return useSWR(key, () => apiGet<AuditLogPage>(key), adminListOptions);
}
