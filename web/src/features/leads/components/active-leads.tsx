import { Alert, Empty, Spin, Typography } from 'antd';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useLeads } from '../api/get-leads';
import { LeadCard } from './lead-card';
import './leads.css';

/** Business → Leads tab: the open leads, newest first. */
export function ActiveLeads() {
  const { data, error, isLoading } = useLeads();
  return (
    <div className="lp-leads">
      <Typography.Title level={2} className="lp-dashboard__tab-title">
        Leads
      </Typography.Title>
      {error && !data ? (
        // A business whose subscription lapsed is told why its leads are paused (403 from the server).
        <Alert type="error" showIcon role="alert" title={messageOf(error, 'Could not load your leads.')} />
      ) : isLoading ? (
        <div className="lp-leads__loading" role="status">
          <Spin size="small" /> Loading Active Leads
        </div>
      ) : (data?.leads ?? []).length === 0 ? (
        <Empty description="No Active Leads found" />
      ) : (
        <div className="lp-leads__list">
          {data?.leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </div>
      )}
    </div>
  );
}
