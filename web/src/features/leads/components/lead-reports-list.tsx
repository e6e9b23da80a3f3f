import { leadReportReasonLabels } from '@localpros/contracts/rules';
import { Button, Spin, Tag, Typography } from 'antd';
import { formatUkDate } from '@/shared/lib/dates';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import { useMyLeadReports } from '../api/lead-reports';
import { leadReportOutcome } from '../lib/lead-report-rules';

const statusColour = { open: 'default', upheld: 'green', rejected: 'red' } as const;

/** Business → Leads: the leads it reported and LocalPros's decisions; nothing until it has reported one. */
export function LeadReportsList() {
  const { data, error, isLoading, mutate } = useMyLeadReports();
  useLoggedError(error, 'Loading lead reports failed');
  if (isLoading) {
    return (
      <div role="status" className="lp-lead-reports">
        <Spin size="small" /> Loading your reported leads
      </div>
    );
  }
  if (error) {
    return (
      <div className="lp-lead-reports">
        <Typography.Text type="secondary">Could not load your reported leads. </Typography.Text>
        <Button size="small" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!data?.reports.length) return null;
  return (
    <section className="lp-lead-reports" aria-labelledby="lp-lead-reports-title">
      <Typography.Title level={3} id="lp-lead-reports-title">
        Your reported leads
      </Typography.Title>
      <ul className="lp-lead-reports__list">
        {data.reports.map((report) => (
          <li key={report.id} className="lp-lead-reports__item">
            <Typography.Text strong>{report.job.title}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {report.job.number ? `${report.job.number}, ` : ''}
              {leadReportReasonLabels[report.reason]}, {formatUkDate(report.createdAt)}
            </Typography.Text>
            <div>
              <Tag color={statusColour[report.status]}>{leadReportOutcome(report)}</Tag>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
