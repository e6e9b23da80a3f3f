import { leadReportReasonLabels, moderationMessages } from '@localpros/contracts/rules';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { formatUkDate } from '@/shared/lib/dates';
import { type AdminLeadReport, resolveLeadReport, useAdminLeadReports } from '../api/lead-reports';
import { useAdminAction } from '../lib/use-admin-action';
import { useReloadList } from '../lib/use-reload-list';
import { type AdminColumn, AdminList } from './admin-list';
import { ModerationReasonModal } from './moderation-reason-modal';

type Decision = { report: AdminLeadReport; outcome: 'uphold' | 'reject' };

/**
 * Admin → Reports → Leads: the open bad-lead reports, oldest first (detected duplicates and leads
 * outside the area are upheld at once and never wait here); uphold or reject each with a reason.
 */
export function LeadReportsQueue() {
  const [deciding, setDeciding] = useState<Decision | null>(null);
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
    {
      key: 'actions',
      title: 'Actions',
      render: (r) => (
        <Space wrap>
          <Button size="small" danger onClick={() => setDeciding({ report: r, outcome: 'uphold' })}>
            Uphold
          </Button>
          <Button size="small" onClick={() => setDeciding({ report: r, outcome: 'reject' })}>
            Reject
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <AdminList
        name="Reported leads"
        columns={columns}
        useList={useAdminLeadReports}
        select={(data) => ({ rows: data.reports, total: data.count })}
        rowKey={(r) => r.id}
        loadingText="Getting Reported Leads..."
        emptyText="No reported leads to check"
      />
      <DecisionModal decision={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}

function DecisionModal({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const run = useAdminAction();
  const reload = useReloadList('/admin/lead-reports');
  const upholding = decision?.outcome !== 'reject';
  return (
    <ModerationReasonModal
      open={decision !== null}
      title={upholding ? 'Uphold the report' : 'Reject the report'}
      okText={upholding ? 'Uphold' : 'Reject'}
      required={moderationMessages.outcomeReasonRequired}
      intro={
        <p>
          {upholding
            ? 'The lead was bad: it counts against the customer’s account. The business sees this reason.'
            : 'The lead was fine. Its place stays given back; the business sees this reason.'}
        </p>
      }
      onSubmit={(reason) =>
        decision
          ? run(() => resolveLeadReport(decision.report.id, { outcome: decision.outcome, reason }), {
              success: upholding ? 'Report upheld' : 'Report rejected',
              reload,
            })
          : Promise.resolve(false)
      }
      onClose={onClose}
    />
  );
}
