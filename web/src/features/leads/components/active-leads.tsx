import { ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useLeads } from '../api/get-leads';
import { showButtonText } from '../lib/arriving-leads';
import { LeadCard, type LeadCardProps } from './lead-card';
import { LeadReportsList } from './lead-reports-list';
import { leadsTitleId, useLiveLeads } from './use-live-leads';
import './leads.css';

/**
 * Business → Leads tab: the open leads, newest first. Leads arrive and leave while it is open
 * (the live stream): one polite live region says so, and a lead that arrives while others are
 * on screen waits behind "Show 1 new lead", so nothing moves under the reader.
 */
export function ActiveLeads({ renderSendMessage }: Pick<LeadCardProps, 'renderSendMessage'> = {}) {
  const { data, error, isLoading, mutate } = useLeads();
  const live = useLiveLeads(data, mutate);
  return (
    <div className="lp-leads">
      <div className="lp-leads__header">
        <Typography.Title level={2} id={leadsTitleId} tabIndex={-1} className="lp-dashboard__tab-title">
          Leads
        </Typography.Title>
        {live.waiting.length > 0 ? (
          <Button icon={<ArrowUpOutlined aria-hidden />} onClick={live.showWaiting}>
            {showButtonText(live.waiting.length)}
          </Button>
        ) : null}
      </div>
      <div className="lp-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {live.announcement ? <span key={live.announcement.n}>{live.announcement.text}</span> : null}
      </div>
      {live.withdrawnNote ? (
        // Seen, not read out: the live region above has announced it already.
        <Alert
          type="info"
          showIcon
          closable={{ onClose: live.dismissNote, 'aria-label': 'Dismiss' }}
          role="note"
          className="lp-leads__note"
          title={`${live.withdrawnNote.title} has left your leads`}
          description={live.withdrawnNote.reason}
        />
      ) : null}
      {error && !data ? (
        // A business whose subscription lapsed is told why its leads are paused (403 from the server).
        <Alert type="error" showIcon role="alert" title={messageOf(error, 'Could not load your leads.')} />
      ) : isLoading ? (
        <div className="lp-leads__loading" role="status">
          <Spin size="small" /> Loading Active Leads
        </div>
      ) : live.visible.length === 0 ? (
        <Empty description="No Active Leads found" />
      ) : (
        <div className="lp-leads__list">
          {live.visible.map((lead) => (
            <LeadCard key={lead.id} lead={lead} isNew={live.fresh.has(lead.id)} renderSendMessage={renderSendMessage} />
          ))}
        </div>
      )}
      <LeadReportsList />
    </div>
  );
}
