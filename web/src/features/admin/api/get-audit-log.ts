import type { ApiAnswer } from '@/shared/api/typed-client';
import { type AdminListQuery, useAdminList } from './use-admin-list';

export type AuditLogPage = ApiAnswer<'/api/admin/audit-log', 'get'>;

export type AuditEntry = AuditLogPage['entries'][number];

type AuditAction = AdminListQuery<'/api/admin/audit-log'>['action'];

/** GET /api/admin/audit-log?pageIndex=n&action=&adminId=&from=&to=. */
export function useAuditLog(pageIndex: number, filters: Record<string, string>) {
  return useAdminList('/api/admin/audit-log', {
    pageIndex,
    // The action comes from the address as typed; the BFF answers an unknown one with a 400.
    action: filters.action as AuditAction,
    adminId: filters.adminId,
    from: filters.from,
    to: filters.to,
  });
}
