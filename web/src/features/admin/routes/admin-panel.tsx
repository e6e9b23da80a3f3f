import { AdminDashboard } from '../components/admin-dashboard';
import { AdminPostJobWizard } from '../components/admin-post-job-wizard';
import { AdminReports } from '../components/admin-reports';
import { AdminSettings } from '../components/admin-settings';
import { AdminShell } from '../components/admin-shell';
import { BusinessesTable } from '../components/businesses-table';
import { CustomersTable } from '../components/customers-table';
import { JobsTable } from '../components/jobs-table';
import { ReviewsTable } from '../components/reviews-table';
import { WorkCategoriesTable } from '../components/work-categories-table';

/** /admin/{tab}: one page for every tab, so the shell stays mounted while they change. */
export default function AdminPanelRoute() {
  return (
    <AdminShell
      renderTab={(tab, section) => {
        switch (tab) {
          case 'customers':
            return <CustomersTable />;
          case 'businesses':
            return <BusinessesTable />;
          case 'jobs':
            return <JobsTable />;
          case 'work-categories':
            return <WorkCategoriesTable />;
          case 'reviews':
            return <ReviewsTable />;
          case 'reports':
            return <AdminReports section={section} />;
          case 'post-job':
            return <AdminPostJobWizard />;
          case 'settings':
            return <AdminSettings section={section} />;
          default:
            return <AdminDashboard />;
        }
      }}
    />
  );
}
