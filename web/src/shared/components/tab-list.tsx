import { Empty, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import './tab-list.css';

export interface TabListProps {
  title: string;
  /** Controls beside the title, e.g. the History filter. */
  toolbar?: ReactNode;
  isLoading: boolean;
  isEmpty: boolean;
  loadingText: string;
  emptyText: string;
  /** The cards, shown once loaded and not empty. */
  children: ReactNode;
}

/** A dashboard tab's list: its title, then the loading text, the empty text or the cards. */
export function TabList({ title, toolbar, isLoading, isEmpty, loadingText, emptyText, children }: TabListProps) {
  return (
    <div className="lp-tab-list">
      <div className="lp-tab-list__header">
        <Typography.Title level={2} className="lp-dashboard__tab-title">
          {title}
        </Typography.Title>
        {toolbar}
      </div>
      {isLoading ? (
        <div className="lp-tab-list__loading" role="status">
          <Spin size="small" /> {loadingText}
        </div>
      ) : isEmpty ? (
        <Empty description={emptyText} />
      ) : (
        <div className="lp-tab-list__items">{children}</div>
      )}
    </div>
  );
}
