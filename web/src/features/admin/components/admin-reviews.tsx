import { type AdminSection, AdminSectionTabs } from './admin-section-tabs';
import { ReviewReportsQueue } from './review-reports-queue';
import { ReviewsTable } from './reviews-table';

const sections: AdminSection[] = [
  { key: 'all', label: 'All reviews', render: () => <ReviewsTable /> },
  { key: 'reported', label: 'Reported', render: () => <ReviewReportsQueue /> },
];

/** Admin → Reviews: every review (/admin/reviews), and the queue of reported ones (/admin/reviews/reported). */
export function AdminReviews({ section }: { section?: string }) {
  return <AdminSectionTabs tab="reviews" sections={sections} section={section} />;
}
