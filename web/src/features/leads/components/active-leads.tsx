import { Empty, Spin, Typography } from 'antd';
import { useLeads } from '../api/get-leads';
import { LeadCard } from './lead-card';
import './leads.css';

/** Business → Leads tab: the open leads, newest first. */
export function ActiveLeads() {
  const { data, error, isLoading } = useLeads();
  if (error) console.error('Loading leads failed', error);
  return (
    <div className="lp-leads">
      <Typography.Title level={2} className="lp-dashboard__tab-title">
        Leads
      </Typography.Title>
      {isLoading ? (
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
