import { Tabs } from 'antd';
import { Navigate, useNavigate } from 'react-router-dom';
import { adminTabHref } from '@/shared/config/paths';
import { ReviewReportsQueue } from './review-reports-queue';
import { ReviewsTable } from './reviews-table';

const sections = [
  { key: 'all', label: 'All reviews', render: () => <ReviewsTable /> },
  { key: 'reported', label: 'Reported', render: () => <ReviewReportsQueue /> },
];

/** Admin → Reviews: every review at /admin/reviews, the reported ones' queue at /admin/reviews/reported. */
export function AdminReviews({ section = 'all' }: { section?: string }) {
  const navigate = useNavigate();
  if (!sections.some((s) => s.key === section)) return <Navigate to={adminTabHref('reviews')} replace />;
  return (
    <Tabs
      activeKey={section}
      onChange={(key) => navigate(key === 'all' ? adminTabHref('reviews') : adminTabHref('reviews', key))}
      destroyOnHidden
      items={sections.map((s) => ({ key: s.key, label: s.label, children: s.key === section ? s.render() : null }))}
    />
  );
}
