import { leadReportReasonLabels } from '@localpros/contracts/rules';
import { formatUkDate } from '@/shared/lib/dates';
import { type AdminLeadReport, resolveLeadReport, useAdminLeadReports } from '../api/lead-reports';
import { useReloadList } from '../lib/use-reload-list';
import type { AdminColumn } from './admin-list';
import { type ReportOutcome, ReportsQueue } from './reports-queue';

const columns: AdminColumn<AdminLeadReport>[] = [
  { key: 'reported', title: 'Reported', render: (r) => formatUkDate(r.createdAt) },
  { key: 'business', title: 'By', render: (r) => r.business.name },
  {
    key: 'reason',
    title: 'Reason',
    render: (r) => (
      <>
        {leadReportReasonLabels[r.reason]}
        {r.note ? <div>“{r.note}”</div> : null}
      </>
    ),
  },
  { key: 'job', title: 'Job', render: (r) => `${r.job.number ?? ''} ${r.job.title}`.trim() },
  { key: 'where', title: 'Where', render: (r) => `${r.job.serviceName}, ${r.job.location}` },
  { key: 'customer', title: 'Customer', render: (r) => r.customer.name },
];

const outcomes = [
  {
    value: 'uphold',
    label: 'Uphold',
    title: 'Uphold the report',
    intro: <p>The lead was bad: it counts against the customer’s account. The business sees this reason.</p>,
    success: 'Report upheld',
    danger: true,
  },
  {
    value: 'reject',
    label: 'Reject',
    title: 'Reject the report',
    intro: <p>The lead was fine. Its place stays given back; the business sees this reason.</p>,
    success: 'Report rejected',
  },
] as const satisfies readonly [ReportOutcome<'uphold' | 'reject'>, ReportOutcome<'uphold' | 'reject'>];

/**
 * Admin → Reports → Leads: the open bad-lead reports, oldest first (detected duplicates and leads
 * outside the area are upheld at once and never wait here); uphold or reject each with a reason.
 */
export function LeadReportsQueue() {
  const reload = useReloadList('/admin/lead-reports');
  return (
    <ReportsQueue
      name="Reported leads"
      loadingText="Getting Reported Leads..."
      emptyText="No reported leads to check"
      useList={useAdminLeadReports}
      select={(data) => ({ rows: data.reports, total: data.count })}
      columns={columns}
      outcomes={outcomes}
      resolve={(report, outcome, reason) => resolveLeadReport(report.id, { outcome, reason })}
      reload={reload}
    />
  );
}
