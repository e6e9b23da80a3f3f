import { type AdminAction, AdminActionRecorded, adminAction } from '@localpros/contracts';
import type { EventRecorder } from '@localpros/kit';

/**
 * Records an admin's action for the audit log (admin service), inside the transaction of the
 * change itself: the log names exactly what happened. `detail` carries no personal data.
 */
export function recordAdminAction(
  events: EventRecorder,
  adminId: string,
  action: AdminAction,
  target: { type: string; id: string | null },
  detail = '',
) {
  return events.record(AdminActionRecorded, adminAction(adminId, action, target, detail));
}
