import { type AdminSection, AdminSectionTabs } from './admin-section-tabs';
import { LeadReportsQueue } from './lead-reports-queue';
import { ReviewReportsQueue } from './review-reports-queue';

const sections: AdminSection[] = [
  { key: 'leads', label: 'Reported leads', render: () => <LeadReportsQueue /> },
  { key: 'reviews', label: 'Reported reviews', render: () => <ReviewReportsQueue /> },
];

/** Admin → Reports: what businesses and customers reported, to uphold or reject (/admin/reports/{leads,reviews}). */
export function AdminReports({ section }: { section?: string }) {
  return <AdminSectionTabs tab="reports" sections={sections} section={section} />;
}
