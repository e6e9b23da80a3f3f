import type { AdminJobStatus } from '../api/get-admin-jobs';

const labels: Record<AdminJobStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  in_progress: 'In progress',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

/** Active green, cancelled grey, in progress yellow, finished blue (spec §4), each pair AA contrast. */
export function JobStatusBadge({ status }: { status: AdminJobStatus }) {
  return <span className={`lp-job-status is-${status}`}>{labels[status] ?? status}</span>;
}
